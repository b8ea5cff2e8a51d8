/** A sentence that names a player: the name is shown isolated for direction and never as markup. */
import { Fragment } from 'react';
import { t, type Lang } from '../i18n';

/**
 * A message that names another person: the name goes in as a placeholder and is shown inside
 * <bdi> wherever the message puts it (once or more: "Ask {name} to read…" names him twice), so a
 * name written right to left (or with direction marks) never turns the sentence around.
 */
export function Named({
  lang,
  k,
  name,
  params = {},
  param = 'name',
}: {
  lang: Lang;
  k: string;
  name: string;
  params?: Record<string, unknown>;
  param?: string;
}) {
  const marker = '\u0000';
  const parts = t(lang, k, { ...params, [param]: marker }).split(marker);
  return (
    <>
      {parts.map((text, i) => (
        <Fragment key={i}>
          {i > 0 && <bdi className="player-name">{name}</bdi>}
          {text}
        </Fragment>
      ))}
    </>
  );
}
