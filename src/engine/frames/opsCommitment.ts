/** 11.1: committing all the Ops of a placement or a set of support checks to one country. */
import { SPACE_INDEXES, SPACES_OF_COUNTRY, type CountryId, type Side } from '../data';
import { effectsWith, type OpsContext, hook } from '../hooks';
import { log } from '../log';
import { opsValue } from '../ops';
import { pop, push, registerFrame, topForChange } from '../machine';
import type { ActionOf, FrameMap, GameState } from '../types';

declare module '../types' {
  interface FrameMap {
    opsCommitment: OpsCommitmentFrame;
  }
}

/**
 * An effect may make Ops worth more when all of them are spent in one country (Austria-Hungary
 * Border Reopened, 11.1). Before the first SP or the first roll of a placement or a set of support
 * checks — a card's Ops or Ops granted by an event (7.4) — the player declares whether he commits
 * them all to that country; declining, he plays on without the bonus. The offer is made only when
 * the commitment raises the Ops value (7.3.2 minimum of 1 included) and the country holds a
 * target; a frame already confined to the country (an event's own restriction) gets it at once.
 */
type OpsFrame = FrameMap['placeSupport'] | FrameMap['supportChecks'];

interface OpsCommitmentFrame {
  kind: 'opsCommitment';
  side: Side;
  country: CountryId;
  /** Ops added by the commitment */
  bonus: number;
  /** the card of the effect that offers it */
  source: number;
}

/**
 * Ops gained by committing frame `f` to `country`: its value with the commitment minus without.
 * The modifiers only depend on the side, so the frame's card is enough; the only card-less Ops
 * are the 2-Ops free check of 6.3.5 box 6.
 */
function commitmentBonus(s: GameState, f: OpsFrame, country: CountryId): number {
  const ctx: OpsContext = f.card === null ? { card: null, use: 'free-check' } : { card: f.card, use: f.kind === 'placeSupport' ? 'place' : 'check' };
  const base = f.card === null ? 2 : undefined;
  return opsValue(s, f.side, { ...ctx, committedTo: country }, base) - opsValue(s, f.side, ctx, base);
}

function commit(s: GameState, f: OpsFrame, country: CountryId, bonus: number, source: number): void {
  const inCountry = SPACES_OF_COUNTRY[country];
  f.committedTo = country;
  if (f.kind === 'placeSupport') {
    f.opsLeft += bonus;
    f.allowed = f.allowed.filter((i) => inCountry.includes(i));
  } else {
    f.ops += bonus;
    f.spaces = (f.spaces ?? SPACE_INDEXES).filter((i) => inCountry.includes(i));
  }
  log(s, 'opsCommitted', { side: f.side, country, card: f.card, source, ops: f.kind === 'placeSupport' ? f.opsLeft : f.ops });
}

/**
 * On a frame's first step: apply or offer a commitment. True when an offer now waits on top.
 * `targetsWith(bonus)`: the frame's targets were its Ops `bonus` more.
 */
export function offerCommitment(s: GameState, f: OpsFrame, targetsWith: (bonus: number) => number[]): boolean {
  f.offered = true;
  for (const e of effectsWith(s, 'opsCommitment')) {
    const country = hook(e, 'opsCommitment')(s, e, f.side);
    if (!country) continue;
    const bonus = commitmentBonus(s, f, country);
    if (bonus <= 0) continue;
    const inCountry = SPACES_OF_COUNTRY[country];
    const targets = targetsWith(bonus);
    if (!targets.some((i) => inCountry.includes(i))) continue;
    const pool = f.kind === 'placeSupport' ? f.allowed : f.spaces;
    if (pool !== null && pool.every((i) => inCountry.includes(i))) {
      commit(s, f, country, bonus, e.card);
      return false;
    }
    push(s, { kind: 'opsCommitment', side: f.side, country, bonus, source: e.card } satisfies OpsCommitmentFrame);
    return true;
  }
  return false;
}

registerFrame<OpsCommitmentFrame, ActionOf<'select'>>('opsCommitment', {
  advance: () => true,
  prompt: (s, f) => {
    const below = s.stack[s.stack.length - 2] as OpsFrame;
    const ops = below.kind === 'placeSupport' ? below.opsLeft : below.ops;
    return {
      side: f.side,
      kind: 'opsCommitment',
      rule: '11.1',
      params: {
        country: f.country,
        source: f.source,
        card: below.card,
        use: below.kind === 'placeSupport' ? 'place' : 'check',
        ops,
        opsCommitted: ops + f.bonus,
      },
    };
  },
  actions: (s, f) => ['yes', 'no'].map((value) => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    pop(s, f);
    const below = topForChange(s) as OpsFrame;
    if (a.value === 'yes') commit(s, below, f.country, f.bonus, f.source);
    else log(s, 'opsNotCommitted', { side: f.side, country: f.country, card: below.card, source: f.source });
  },
});
