/** The log lines and the plain log panel. */
import { memo, useEffect, useRef } from 'react';
import type { LogEntry, PlayerView } from '../engine';
import { cardLabel, cardText, formatLogParts, t, type Lang } from '../i18n';

/** One log line: an entry never changes once logged, so a line renders again only when its language or "new" mark does. */
const LogLine = memo(function LogLine({ lang, entry, isNew }: { lang: Lang; entry: LogEntry; isNew: boolean }) {
  const side = entry.params.side;
  return (
    <li className={`${isNew ? 'new' : ''} ${side === 'communist' ? 'c' : side === 'democrat' ? 'd' : ''}`}>
      <LogText lang={lang} entry={entry} />
    </li>
  );
});

/** A log line's words; a card's name shows the card's event text on hover. A logged entry never changes: its words are worked out once per language. */
export const LogText = memo(function LogText({ lang, entry }: { lang: Lang; entry: LogEntry }) {
  return (
    <>
      {formatLogParts(lang, entry).map((p, k) =>
        typeof p === 'string' ? (
          p
        ) : (
          <span key={k} className="log-card" title={cardText(lang, p.card) ?? undefined} data-log-card={p.card}>
            {cardLabel(lang, p.card)}
          </span>
        ),
      )}
    </>
  );
});

export const LogPanel = memo(function LogPanel({ lang, log, since }: { lang: Lang; log: PlayerView['log']; since: number }) {
  const list = useRef<HTMLOListElement>(null);
  // scroll the list itself, never the page around it
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [log.length]);
  const from = Math.max(0, log.length - 300);
  return (
    <ol className="log" ref={list} start={from + 1} aria-label={t(lang, 'log.title')}>
      {log.slice(from).map((e, k) => (
        <LogLine key={from + k} lang={lang} entry={e} isNew={from + k >= since} />
      ))}
    </ol>
  );
});
