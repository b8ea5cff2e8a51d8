/**
 * The odds of a decision, from the view's decision (src/engine/decision.ts): a support check's
 * chances and their breakdown (6.2.4–6.2.6), every target's odds, and what a power struggle risks
 * (8.2–8.4). A chunk of its own, outside the initial JS.
 */
import { other, type CheckOdds, type Side, type StruggleFacts } from '../engine';
import { spaceName, t, type Lang } from '../i18n';
import { oneDecimal } from './decimals';

/** An expected number to one decimal, written as the language writes it (1.5 in English, 1,5 in Polish and German). */
const tenths = (lang: Lang, x: number): string => oneDecimal(lang, x, true);

/** A support check's chances on a target before the roll (6.2.4–6.2.6), from the view's decision. */
export function CheckOddsText({ lang, odds, testId }: { lang: Lang; odds: CheckOdds; testId?: string }) {
  const events = odds.events.reduce((n, e) => n + e.value, 0);
  return (
    <div
      className="check-odds"
      data-testid={testId}
      data-success={odds.success}
      data-ops={odds.ops}
      data-adjacency={odds.adjacency}
      data-events={events}
      data-target={odds.target}
    >
      <div>
        {t(lang, 'odds.check', {
          success: Math.round(odds.success * 100),
          removed: tenths(lang, odds.expectedRemoved),
          added: tenths(lang, odds.expectedAdded),
        })}
      </div>
      <div className="odds-breakdown">{t(lang, 'odds.breakdown', { ops: odds.ops, adjacency: odds.adjacency, events, target: odds.target })}</div>
      {odds.events.map((e, k) => (
        <div key={k} className="odds-event">
          {e.card === null ? t(lang, 'odds.eventBonus', { value: e.value }) : t(lang, 'odds.eventCard', { card: e.card, value: e.value })}
        </div>
      ))}
    </div>
  );
}

/** 6.2: every support-check target with its chance, best first (on a phone a tap on the map checks at once). */
export function OddsList({ lang, odds }: { lang: Lang; odds: Record<string, CheckOdds> }) {
  const rows = Object.entries(odds).sort((a, b) => b[1].success - a[1].success || b[1].expectedRemoved - a[1].expectedRemoved);
  return (
    <details className="odds-list" data-testid="check-odds-list">
      <summary>{t(lang, 'odds.list')}</summary>
      <ul>
        {rows.map(([space, o]) => (
          <li key={space} data-odds-space={space}>
            <strong>{spaceName(lang, space)}</strong>: <CheckOddsText lang={lang} odds={o} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** 8.2–8.4 before deciding: what raising costs, the counterattack roll, and what winning brings each side. */
export function StruggleOdds({ lang, side, facts }: { lang: Lang; side: Side; facts: StruggleFacts }) {
  const line = (who: Side) => {
    const x = facts.stakes[who];
    return t(lang, 'ps.stakes', { side: who, vp: tenths(lang, x.expectedVp), loss: tenths(lang, x.expectedLoss), power: Math.round(x.takesPower * 100) });
  };
  return (
    <div className="ps-odds" data-testid="ps-odds">
      {facts.raise && <p>{t(lang, 'ps.raiseFacts', { cost: facts.raise.cost, hand: facts.raise.handSize })}</p>}
      {facts.counterattack !== undefined && <p data-testid="ps-counterattack">{t(lang, 'ps.counterattack', { die: facts.counterattack })}</p>}
      <p>{line(side)}</p>
      <p>{line(other(side))}</p>
    </div>
  );
}
