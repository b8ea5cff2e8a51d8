/**
 * The pending decision in words and its legal actions. Space actions go to the map, card
 * actions to the hand and card pickers, a family takeover's power-struggle card to card faces
 * (the power-struggle table has its own); anything else (including prompts of events added later)
 * becomes a button, so an unknown prompt kind is still playable.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import type { Action, CardUse, Decision, PlayerView, Refusal } from '../engine';
import { CARDS } from '../engine/data';
import { cardLabel, hasMessage, optionLabel, t, type Lang } from '../i18n';
import { lazyComponent } from './lazyComponent';
import { useGame } from '../store/game';
import { ruleErrorText } from '../store/messages';
import { CardFace } from './CardFace';
import { Confirm } from './Confirm';
import { FamilyPsChoice } from './familyParts';
import { AidLink } from '../aid/entry';
import { keys } from './useTableKeys';

const USES: CardUse[] = ['event', 'place', 'check', 'tiananmen'];
const NO_ACTIONS: readonly Action[] = [];

/** The odds of a decision: a chunk of its own, fetched after the first render (src/main.tsx). */
export const OddsList = lazyComponent(() => import('./DecisionFacts').then((m) => m.OddsList));
export const StruggleOdds = lazyComponent(() => import('./DecisionFacts').then((m) => m.StruggleOdds));
/** the action types a click on the map makes */
export const SPACE_TYPES: ReadonlySet<string> = new Set(['place', 'check', 'remove']);
/** action types the power-struggle table offers */
const PS_TYPES = new Set(['psDiscard', 'psPlay', 'raise', 'concede', 'surrender']);

/** Facts of the rules a prompt's words need beyond its params (8.4.6: the VP of keeping power), from the view's decision. */
export function promptExtras(view: PlayerView): Record<string, unknown> {
  const vp = view.decision?.facts.keepPowerVp;
  return vp === undefined ? {} : { vp };
}

/** What the other side is deciding, in words: its prompt kind's own phrase, an event's card, or just who decides. */
export function waitingText(lang: Lang, p: { side: string; kind: string; card?: number }): string {
  if (hasMessage(lang, `waiting.${p.kind}`)) return t(lang, `waiting.${p.kind}`, { side: p.side });
  return p.card !== undefined ? t(lang, 'waiting.event', { side: p.side, card: p.card }) : t(lang, 'waiting.other', { side: p.side });
}

/**
 * The question in words. `remote`: the side played on the other page of an online game, whose steps
 * reach this page only once final there (26.4: a round waits for its Confirm, undoable steps stay):
 * while it decides, this page says it waits for that page, with the question as last passed on.
 */
export function promptText(lang: Lang, view: PlayerView, extras: Record<string, unknown> = {}, remote: string | null = null): string {
  const p = view.prompt;
  if (!p) return '';
  if (p.side === remote && p.side !== view.side) return t(lang, 'waiting.remote', { side: p.side, last: waitingText(lang, p) });
  if (p.side !== view.side) return waitingText(lang, p);
  const params: Record<string, unknown> = { ...p.params, ...extras };
  const lead = p.kind === 'psDefend' ? p.params.lead : null;
  if (lead?.suit) params.suit = lead.suit;
  if (p.card !== undefined) {
    // each event step in its own words; a step without them still names its card
    params.eventCard = p.card;
    const step = p.kind === 'card21:pair' && p.params.paired != null ? 'prompt.card21:pair.use' : `prompt.${p.kind}`;
    return hasMessage(lang, step) ? t(lang, step, params) : t(lang, 'prompt.event', { card: p.card });
  }
  const key = `prompt.${p.kind}`;
  const text = t(lang, key, params);
  return text === key ? waitingText(lang, p) : text;
}

/** Why a use of a card is not allowed, in the player's language, with the rule that says so (from the view's refusals). */
function refusalText(lang: Lang, r: Refusal): string {
  return ruleErrorText(lang, r);
}

/** 6.3.2: what a Tiananmen Square attempt with this card needs, in words. */
function tiananmenHint(lang: Lang, d: Decision, card: number): string {
  const odds = d.facts.tiananmen?.[card];
  if (!odds) return '';
  const key = odds.die <= 1 ? 'tian.oddsAny' : odds.die > 6 ? 'tian.oddsNone' : 'tian.odds';
  return t(lang, key, { needed: odds.needed, die: odds.die });
}

/** 4.5.4: whether playing `a` (not a scoring card) leaves a scoring card held at the end of the turn. */
function leavesScoringHeld(d: Decision, a: Action): boolean {
  if (a.type !== 'play' || CARDS[a.card]!.side === 'scoring') return false;
  const risk = d.facts.heldRisk;
  return !!risk?.mustPlayNow;
}

export function buttonLabel(lang: Lang, kind: string, a: Action, extras: Record<string, unknown> = {}): string {
  switch (a.type) {
    case 'eventTiming':
      return t(lang, `act.${a.when}`);
    case 'done':
      if (hasMessage(lang, `done.${kind}`)) return t(lang, `done.${kind}`);
      return t(
        lang,
        kind === 'supportCheck'
          ? 'act.doneChecks'
          : kind === 'swapCard'
            ? 'act.doneSwap'
            : kind === 'psRaise'
              ? 'act.noRaise'
              : kind === 'actionRound'
                ? 'act.passRound'
                : 'act.done',
      );
    case 'raise':
      return t(lang, 'act.raise');
    case 'concede':
      return t(lang, 'act.concede');
    case 'surrender':
      return t(lang, a.yes ? 'act.surrenderYes' : 'act.surrenderNo', extras);
    case 'select':
      // what an event's option does, where its value alone does not say it
      return hasMessage(lang, `opt.${kind}.${a.value}`) ? t(lang, `opt.${kind}.${a.value}`) : optionLabel(lang, a.value);
    case 'choose':
      return `${t(lang, 'act.choose')}: ${cardLabel(lang, a.card)}`;
    case 'play':
      return `${cardLabel(lang, a.card)} → ${t(lang, `act.play.${a.use}`)}`;
    default:
      return `${a.type} ${JSON.stringify({ ...a, side: undefined, type: undefined })}`;
  }
}

export function PromptPanel({
  lang,
  view,
  selected,
  onSelect,
  onAct,
  psTable,
}: {
  lang: Lang;
  view: PlayerView;
  selected: number | null;
  onSelect(card: number | null): void;
  onAct(a: Action): void;
  /** whether the power-struggle table shows the power-struggle actions */
  psTable: boolean;
}) {
  const [pending, setPending] = useState<Action | null>(null);
  const uses = useRef<HTMLDivElement>(null);
  const remote = useGame((s) => s.remote);
  // the use buttons of a card picked low in the hand come into view (and the warning of another card goes)
  useEffect(() => {
    setPending(null);
    uses.current?.scrollIntoView?.({ block: 'nearest' });
    keys()?.focusAfterPick(uses.current, selected !== null);
  }, [selected]);
  const p = view.prompt;
  if (!p) return null;
  const d = view.decision;
  const legal = d?.legal ?? NO_ACTIONS;
  const kind = p.kind;
  const extras = promptExtras(view);
  const play = (a: Action) => (d && leavesScoringHeld(d, a) ? setPending(a) : onAct(a));
  const eventCard = p.card;
  const targets = legal.filter((a) => SPACE_TYPES.has(a.type)).length;
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  const chooses = legal.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
  // a power-struggle card outside the power-struggle table: the family mode's takeover (TR.2.4.3)
  const psCards = psTable ? [] : legal.filter((a): a is Extract<Action, { type: 'psPlay' }> => a.type === 'psPlay');
  const buttons = legal.filter(
    (a) =>
      !SPACE_TYPES.has(a.type) &&
      a.type !== 'play' &&
      a.type !== 'choose' &&
      a.type !== 'psPlay' &&
      // the power-struggle table offers these (and "do not raise") itself
      !(psTable && (PS_TYPES.has(a.type) || (a.type === 'done' && kind === 'psRaise'))),
  );
  const card = selected !== null && view.hand.includes(selected) ? selected : null;
  const risk = kind === 'actionRound' ? d?.facts.heldRisk : undefined;
  return (
    <section className="prompt" data-kind={kind} aria-label={t(lang, 'side.question')} tabIndex={-1} data-testid="question">
      {risk?.mustPlayNow && (
        <p className="held-banner" role="alert" data-testid="held-banner">
          {t(lang, 'held.banner', { rounds: risk.roundsLeft, cards: risk.scoringCards })}
        </p>
      )}
      <p className="prompt-text">
        {promptText(lang, view, extras, remote)} <AidLink lang={lang} rule={p.rule} />
      </p>
      {eventCard !== undefined && <CardFace card={eventCard} lang={lang} compact={false} />}
      {p.kind === 'eventTiming' && typeof p.params.card === 'number' && eventCard === undefined && <CardFace card={p.params.card} lang={lang} />}
      {targets > 0 && <p className="hint">{t(lang, 'prompt.targets', { n: targets })}</p>}
      <Suspense fallback={null}>
        {d?.facts.checkOdds && <OddsList lang={lang} odds={d.facts.checkOdds} />}
        {d?.facts.powerStruggle && <StruggleOdds lang={lang} side={p.side} facts={d.facts.powerStruggle} />}
      </Suspense>
      {plays.length > 0 && card === null && <p className="hint">{t(lang, 'act.pickCard')}</p>}
      {plays.length > 0 && card !== null && (
        <div className="uses" role="group" aria-label={cardLabel(lang, card)} ref={uses}>
          <CardFace card={card} lang={lang} ops={view.handOps[card]} />
          {USES.map((use) => {
            const a = plays.find((x) => x.card === card && x.use === use);
            // outside an action round only the uses offered are shown (#5 General Strike: a scoring card's event)
            if (!a && kind !== 'actionRound') return null;
            const refused = a ? undefined : d?.refused.find((r) => r.card === card && r.use === use);
            const reason = refused ? refusalText(lang, refused) : '';
            if (use === 'event' && CARDS[card]!.side === 'scoring' && !a && !reason) return null;
            const note = a && d && use === 'tiananmen' ? tiananmenHint(lang, d, card) : '';
            return (
              <span key={use} className="use">
                <button type="button" disabled={!a} onClick={() => a && play(a)} data-use={use} title={reason || undefined}>
                  {t(lang, `act.play.${use}`)}
                </button>
                {reason && <small className="why">{reason}</small>}
                {note && (
                  <small className="note" data-testid="tiananmen-odds">
                    {note}
                  </small>
                )}
              </span>
            );
          })}
          {pending && pending.type === 'play' && pending.card === card && (
            <Confirm
              lang={lang}
              testId="confirm-held"
              text={t(lang, 'held.confirm', { card })}
              yes={t(lang, 'held.playAnyway')}
              onYes={() => {
                setPending(null);
                onAct(pending);
              }}
              onNo={() => setPending(null)}
            />
          )}
          <button
            type="button"
            className="link"
            onClick={() => onSelect(null)}
            aria-label={t(lang, 'act.unpick')}
            title={t(lang, 'act.unpick')}
            data-testid="unpick"
          >
            <span aria-hidden>✕</span>
          </button>
        </div>
      )}
      {chooses.length > 0 && (
        <div className="picker">
          {chooses.map((a) => (
            <CardFace key={a.card} card={a.card} lang={lang} onClick={() => onAct(a)} />
          ))}
        </div>
      )}
      {psCards.length > 0 && (
        <Suspense fallback={null}>
          <FamilyPsChoice lang={lang} choices={psCards} onAct={onAct} />
        </Suspense>
      )}
      {buttons.length > 0 && (
        <div className="buttons">
          {buttons.map((a, k) => (
            <button
              type="button"
              // a new question's buttons are new elements: the focus does not stay on an answer to another question
              key={`${p.side}:${kind}:${k}`}
              onClick={() => onAct(a)}
              data-action={a.type}
              data-value={a.type === 'select' ? a.value : undefined}
              data-when={a.type === 'eventTiming' ? a.when : undefined}
              data-yes={a.type === 'surrender' ? String(a.yes) : undefined}
            >
              {buttonLabel(lang, kind, a, extras)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
