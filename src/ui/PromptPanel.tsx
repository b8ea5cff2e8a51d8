/**
 * The pending decision in words and its legal actions. Space actions go to the map, card
 * actions to card pickers; anything else (including prompts of events added later) becomes a
 * button, so an unknown prompt kind is still playable.
 */
import { apply, RuleError, type Action, type CardUse, type GameState, type PlayerView } from '../engine';
import { CARDS } from '../engine/data';
import { cardLabel, optionLabel, t, type Lang } from '../i18n';
import { CardFace } from './CardFace';

const USES: CardUse[] = ['event', 'place', 'check', 'tiananmen'];
const SPACE_TYPES = new Set(['place', 'check', 'remove']);
/** action types the power-struggle table offers */
const PS_TYPES = new Set(['psDiscard', 'psPlay', 'raise', 'concede', 'surrender']);

export function promptText(lang: Lang, view: PlayerView): string {
  const p = view.prompt;
  if (!p) return '';
  if (p.side !== view.side) return t(lang, 'prompt.waiting', { side: p.side, kind: p.kind });
  const params: Record<string, unknown> = { ...p.params };
  const lead = p.params.lead as { suit?: string } | undefined;
  if (lead?.suit) params.suit = lead.suit;
  const ev = /^card(\d+):/.exec(p.kind);
  if (ev) return t(lang, 'prompt.event', { card: Number(ev[1]) });
  const key = `prompt.${p.kind}`;
  const text = t(lang, key, params);
  return text === key ? t(lang, 'prompt.waiting', { side: p.side, kind: p.kind }) : text;
}

/** Why a use of a card is not allowed, in the player's language (from the engine's RuleError). */
function whyNot(lang: Lang, state: GameState, a: Action): string {
  try {
    apply(state, a);
    return '';
  } catch (e) {
    if (!(e instanceof RuleError)) return String(e);
    const key = `why.${e.code}`;
    const text = t(lang, key);
    return text === key ? e.message : text;
  }
}

function buttonLabel(lang: Lang, kind: string, a: Action): string {
  switch (a.type) {
    case 'eventTiming':
      return t(lang, `act.${a.when}`);
    case 'done':
      return t(
        lang,
        kind === 'supportCheck' ? 'act.doneChecks' : kind === 'swapCard' ? 'act.doneSwap' : kind === 'psRaise' ? 'act.noRaise' : kind === 'actionRound' ? 'act.passRound' : 'act.done',
      );
    case 'raise':
      return t(lang, 'act.raise');
    case 'concede':
      return t(lang, 'act.concede');
    case 'surrender':
      return t(lang, a.yes ? 'act.surrenderYes' : 'act.surrenderNo');
    case 'select':
      return optionLabel(lang, a.value);
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
  state,
  legal,
  selected,
  onSelect,
  onAct,
  psTable,
}: {
  lang: Lang;
  view: PlayerView;
  state: GameState;
  legal: Action[];
  selected: number | null;
  onSelect(card: number | null): void;
  onAct(a: Action): void;
  /** whether the power-struggle table shows the power-struggle actions */
  psTable: boolean;
}) {
  const p = view.prompt;
  if (!p) return null;
  const kind = p.kind;
  const ev = /^card(\d+):/.exec(kind);
  const targets = legal.filter((a) => SPACE_TYPES.has(a.type)).length;
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  const chooses = legal.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
  const buttons = legal.filter(
    (a) => !SPACE_TYPES.has(a.type) && a.type !== 'play' && a.type !== 'choose' && !(psTable && PS_TYPES.has(a.type)),
  );
  const card = selected !== null && view.hand.includes(selected) ? selected : null;
  return (
    <section className="prompt" aria-live="polite" data-kind={kind}>
      <p className="prompt-text">
        {promptText(lang, view)} <span className="rule">({t(lang, 'prompt.rule', { rule: p.rule })})</span>
      </p>
      {ev && <CardFace card={Number(ev[1])} lang={lang} compact={false} />}
      {typeof p.params.card === 'number' && !ev && kind === 'eventTiming' && <CardFace card={p.params.card} lang={lang} />}
      {targets > 0 && <p className="hint">{t(lang, 'prompt.targets', { n: targets })}</p>}
      {plays.length > 0 && card === null && <p className="hint">{t(lang, 'act.pickCard')}</p>}
      {plays.length > 0 && card !== null && (
        <div className="uses" role="group" aria-label={cardLabel(lang, card)}>
          <strong>{cardLabel(lang, card)}</strong>
          {USES.map((use) => {
            const a = plays.find((x) => x.card === card && x.use === use);
            const probe: Action = { side: p.side, type: 'play', card, use };
            const reason = a ? '' : whyNot(lang, state, probe);
            if (use === 'event' && CARDS[card]!.side === 'scoring' && !a && !reason) return null;
            return (
              <span key={use} className="use">
                <button type="button" disabled={!a} onClick={() => a && onAct(a)} data-use={use} title={reason || undefined}>
                  {t(lang, `act.play.${use}`)}
                </button>
                {reason && <small className="why">{reason}</small>}
              </span>
            );
          })}
          <button type="button" className="link" onClick={() => onSelect(null)}>
            ✕
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
      {buttons.length > 0 && (
        <div className="buttons">
          {buttons.map((a, k) => (
            <button
              type="button"
              key={k}
              onClick={() => onAct(a)}
              data-action={a.type}
              data-value={a.type === 'select' ? a.value : undefined}
              data-when={a.type === 'eventTiming' ? a.when : undefined}
              data-yes={a.type === 'surrender' ? String(a.yes) : undefined}
            >
              {buttonLabel(lang, kind, a)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
