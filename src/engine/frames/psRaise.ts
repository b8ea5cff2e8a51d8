/**
 * 8.2 Raise the stakes: the initiator first, then the other player, each who holds at least three
 * cards may discard three of them (8.2.2) for +1 to both aftermath rolls (8.4.1).
 */
import { other } from '../board';
import type { CountryId, Side } from '../data';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { ActionOf } from '../types';
import { ps, RAISE_COST } from './psRules';
import { discardFromPsHand, knownOf, psHand } from '../zones';

declare module '../types' {
  interface FrameMap {
    psRaise: PsRaiseFrame;
  }
}

interface PsRaiseFrame {
  kind: 'psRaise';
  country: CountryId;
  /** who decides now, how many have decided, the cards he still has to discard for his raise */
  side: Side;
  decided: number;
  discardLeft: number;
}

export function psRaiseFrame(country: CountryId, initiator: Side): PsRaiseFrame {
  return { kind: 'psRaise', country, side: initiator, decided: 0, discardLeft: 0 };
}

/** The next player decides (both have once the second has). */
function next(f: PsRaiseFrame): void {
  f.decided += 1;
  f.side = other(f.side);
}

registerFrame<PsRaiseFrame, ActionOf<'raise' | 'done' | 'psDiscard'>>('psRaise', {
  advance(s, f) {
    if (f.discardLeft > 0) return true;
    if (f.decided >= 2) {
      pop(s, f);
      return false;
    }
    // a player with fewer than three cards cannot raise: he is not asked
    if (psHand(s, f.side).length >= RAISE_COST) return true;
    next(f);
    return false;
  },
  prompt: (s, f) =>
    f.discardLeft > 0
      ? { side: f.side, kind: 'psRaiseDiscard', rule: '8.2.2', params: { country: f.country, left: f.discardLeft } }
      : { side: f.side, kind: 'psRaise', rule: '8.2', params: { country: f.country } },
  actions: (s, f) =>
    f.discardLeft > 0
      ? knownOf(psHand(s, f.side)).map((card) => ({ side: f.side, type: 'psDiscard' as const, card }))
      : [
          { side: f.side, type: 'raise' },
          { side: f.side, type: 'done' },
        ],
  act(s, f, a) {
    switch (a.type) {
      case 'raise':
        ps(s).raised[a.side] = true;
        f.discardLeft = RAISE_COST;
        log(s, 'psRaise', { side: a.side });
        return;
      case 'done':
        next(f);
        return;
      case 'psDiscard':
        discardFromPsHand(s, a.side, a.card);
        f.discardLeft -= 1;
        if (f.discardLeft === 0) next(f);
        return;
    }
  },
});
