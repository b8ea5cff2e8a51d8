/**
 * The ways into the player aid, small enough for the initial bundle: a rule number in a prompt
 * opens it at the section explaining that rule, a button opens it at the start. The aid itself and
 * its texts load as chunks of their own.
 */
import { lazy, Suspense } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { ruleText, t, type Lang } from '../i18n';

interface AidOpen {
  open: boolean;
  rule: string | null;
}
const aidStore = createStore<AidOpen>()(() => ({ open: false, rule: null }));
const close = () => aidStore.setState({ open: false, rule: null });

const PlayerAid = lazy(() => import('./PlayerAid'));

/** A prompt's rule number as a link into the player aid. */
export function AidLink({ lang, rule }: { lang: Lang; rule: string }) {
  return (
    <button
      type="button"
      className="link rule"
      onClick={() => aidStore.setState({ open: true, rule })}
      title={t(lang, 'aid.ruleTitle', { rule })}
      data-testid="aid-link"
      data-rule={rule}
    >
      ({ruleText(lang, rule)})
    </button>
  );
}

export function AidButton({ lang }: { lang: Lang }) {
  return (
    <button type="button" onClick={() => aidStore.setState({ open: true, rule: null })} data-testid="aid-open">
      {t(lang, 'aid.open')}
    </button>
  );
}

export function AidOverlay({ lang }: { lang: Lang }) {
  const open = useStore(aidStore, (s) => s.open);
  const rule = useStore(aidStore, (s) => s.rule);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PlayerAid lang={lang} rule={rule} onClose={close} />
    </Suspense>
  );
}
