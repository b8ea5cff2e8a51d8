/** The handover cover of a hotseat game: who comes to the screen, and what happened since (public only). */
import { useEffect, useRef } from 'react';
import { entryIs, logEntries, other, type LogEntry, type Side } from '../engine';
import { t, type Lang } from '../i18n';
import { gameStore, useGame } from '../store/game';
import { LangSwitch } from './LangSwitch';
import { LogText } from './Panels';
import { PsCard } from './PsCard';
import { unseenRolls } from './coverRoll';
import { DieFace } from './motion/die';

/** The dice the leaving player rolled last, logged as the cover came up: at its top, so she sees them land. */
function RolledFirst({ lang, side, rolls }: { lang: Lang; side: Side; rolls: readonly LogEntry[] }) {
  return (
    <section className={`cover-rolled cover-rolled-${side}`} data-testid="cover-roll">
      <h2>{t(lang, 'cover.rolled', { side })}</h2>
      <ol className="cover-rolls">
        {rolls.map((e, k) => (
          <li key={k}>
            <svg className="cover-die" viewBox="-1 -1 24 24" width={66} height={66} aria-hidden>
              <DieFace value={e.params.die as number} side={side} x={0} y={0} />
            </svg>
            <span>
              <LogText lang={lang} entry={e} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Cover({ lang, side, log }: { lang: Lang; side: Side; log: readonly LogEntry[] }) {
  const since = useGame((s) => s.seen[side]);
  const seat = useGame((s) => s.players?.[side]);
  const news = log.slice(since).slice(-40);
  // in a power struggle each lead and match passes the screen (8.3): the card just played, face up
  const played = news.filter((e) => entryIs(e, 'psLead') || entryIs(e, 'psMatch')).findLast((e) => e.params.side !== side);
  // a die the leaving player has not seen (hotseat: the round's last check) comes first
  const rolls = unseenRolls(log, other(side));
  const confirm = useRef<HTMLButtonElement>(null);
  // the incoming player can confirm with Enter at once
  useEffect(() => confirm.current?.focus(), [side]);
  return (
    <main className={`cover cover-${side}`} data-testid="cover">
      <div className="cover-box">
        {rolls.length > 0 && <RolledFirst lang={lang} side={other(side)} rolls={rolls} />}
        <h1>{t(lang, `cover.pass.${side}`)}</h1>
        {seat && (
          <p className="cover-player" data-testid="cover-player">
            {t(lang, 'bid.plays', { player: seat.name || t(lang, `newgame.player.${seat.seat}`), side })}
          </p>
        )}
        <p>{t(lang, 'cover.hidden', { side })}</p>
        <section className="cover-news">
          <h2>{t(lang, 'cover.since')}</h2>
          {news.length === 0 ? (
            <p>{t(lang, 'cover.nothing')}</p>
          ) : (
            <ol className="log">
              {news.map((e, k) => (
                <li key={k} className="new">
                  <LogText lang={lang} entry={e} />
                </li>
              ))}
            </ol>
          )}
        </section>
        {/* beside the button the player taps: the card to answer */}
        {played && (
          <section className="cover-played" data-testid="cover-played">
            <h2>{t(lang, 'cover.played', { side: played.params.side })}</h2>
            <PsCard card={played.params.card} lang={lang} played />
          </section>
        )}
        <button type="button" className="primary big" onClick={() => gameStore.getState().confirmHandover()} data-testid="confirm-handover" ref={confirm}>
          {t(lang, 'cover.confirm', { side })}
        </button>
        <div>
          <LangSwitch lang={lang} />
        </div>
      </div>
    </main>
  );
}

export function CoverOfState({ lang, side }: { lang: Lang; side: Side }) {
  const state = useGame((s) => s.state)!;
  return <Cover lang={lang} side={side} log={logEntries(state)} />;
}
