/**
 * The polite live region of the table: each move's results as short sentences (src/ui/announce.ts),
 * whoever made the move (this player, the friend at the other screen, the computer), and the next
 * question when it is this player's to answer. The question panel itself is not live, so its odds
 * are not read again after each roll.
 */
import { useEffect, useRef, useState } from 'react';
import { t, type Lang } from '../i18n';
import { useGame } from '../store/game';
import { selectCover, selectPersonDecides, selectView } from '../store/view';
import { saidSince } from './announce';
import { promptText } from './PromptPanel';

/** how many announcements the region keeps (older ones have been read) */
const KEPT = 4;

export function Announcer({ lang }: { lang: Lang }) {
  const view = useGame(selectView);
  const cover = useGame(selectCover);
  const decides = useGame(selectPersonDecides);
  const log = view?.log;
  const seen = useRef<number | null>(null);
  const asked = useRef<string | null>(null);
  const next = useRef(0);
  const [said, setSaid] = useState<{ id: number; text: string }[]>([]);
  const question =
    view?.prompt && !cover && decides && view.prompt.side === view.side ? `${view.prompt.side}:${view.prompt.kind}:${view.prompt.card ?? ''}` : null;
  const questionText = question && view ? promptText(lang, view) : '';
  useEffect(() => {
    if (!log) {
      seen.current = null;
      return;
    }
    // what was logged before this page opened the game is not news; a new or loaded game starts again
    if (seen.current === null || log.length < seen.current) {
      seen.current = log.length;
      asked.current = question;
      return;
    }
    const lines = saidSince(lang, log, seen.current);
    seen.current = log.length;
    if (question && question !== asked.current) lines.push(t(lang, 'say.question', { text: questionText }));
    asked.current = question;
    if (lines.length === 0) return;
    const id = ++next.current;
    setSaid((s) => [...s.slice(-(KEPT - 1)), { id, text: lines.join(' ') }]);
  }, [log, lang, question, questionText]);
  return (
    <div className="sr-only" role="log" aria-live="polite" aria-relevant="additions" aria-label={t(lang, 'say.region')} data-testid="announce">
      {said.map((s) => (
        <p key={s.id}>{s.text}</p>
      ))}
    </div>
  );
}
