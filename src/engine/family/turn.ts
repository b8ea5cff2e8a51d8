/**
 * TR.2.4 the family mode turn: deal (TR.2.4.1), placement (TR.2.4.2), 8 rounds alternating from
 * the Democrat (TR.2.4.3), scoring of all six countries (TR.2.4.4), next turn (TR.2.4.5);
 * victory at 20 VP after a scoring (TR.3.1) or by points after turn 10 (TR.3.2).
 */
import { AUTOMATIC_VICTORY_VP, COUNTRY_IDS, type Side } from '../data';
import { log } from '../log';
import { endGame, push, registerFrame } from '../machine';
import { scoreCountry } from '../scoring';
import type { Frame } from '../types';
import { familyPlaceFrame, familyRoundFrame } from './actions';
import { dealFamily } from './cards';

declare module '../types' {
  interface FrameMap {
    familyTurn: FamilyTurnFrame;
  }
}


export const FAMILY_LAST_TURN = 10;
/** TR.2.1: 8 rounds a turn, 4 for each player */
export const FAMILY_ROUNDS = 8;

export interface FamilyTurnFrame extends Frame {
  kind: 'familyTurn';
  step: 'deal' | 'placement' | 'rounds' | 'scoring' | 'end';
  /** placements or rounds taken so far in this step */
  next: number;
}

export function familyTurnFrame(): FamilyTurnFrame {
  return { kind: 'familyTurn', step: 'deal', next: 0 };
}

/** TR.2.4.2 / TR.2.4.3: the Democrat first, then alternately. */
export const familySideOf = (n: number): Side => (n % 2 === 0 ? 'democrat' : 'communist');

registerFrame<FamilyTurnFrame>('familyTurn', {
  advance(s, f) {
    switch (f.step) {
      case 'deal':
        log(s, 'turnStart', { turn: s.turn });
        dealFamily(s);
        f.step = 'placement';
        f.next = 0;
        return false;
      case 'placement': {
        // one card at a time, alternately from the Democrat, until both hands are empty
        const turnOf = familySideOf(f.next);
        const side = s.hands[turnOf].length > 0 ? turnOf : s.hands[familySideOf(f.next + 1)].length > 0 ? familySideOf(f.next + 1) : null;
        if (!side) {
          f.step = 'rounds';
          f.next = 0;
          return false;
        }
        f.next += 1;
        s.phasing = side;
        push(s, familyPlaceFrame(side));
        return false;
      }
      case 'rounds': {
        if (f.next >= FAMILY_ROUNDS) {
          f.step = 'scoring';
          return false;
        }
        const side = familySideOf(f.next);
        f.next += 1;
        s.round = f.next;
        s.phasing = side;
        push(s, familyRoundFrame(side));
        return false;
      }
      case 'scoring':
        // TR.2.4.4: every country, every turn
        log(s, 'familyScoring', { turn: s.turn });
        for (const c of COUNTRY_IDS) scoreCountry(s, c);
        f.step = 'end';
        // TR.3.1: checked once the whole scoring is done
        if (s.vp >= AUTOMATIC_VICTORY_VP) endGame(s, 'democrat', 'automatic-victory');
        else if (s.vp <= -AUTOMATIC_VICTORY_VP) endGame(s, 'communist', 'automatic-victory');
        return false;
      case 'end':
        // TR.2.4.5 / TR.3.2: after turn 10 the VP decide; 0 is a Communist win
        if (s.turn >= FAMILY_LAST_TURN) {
          endGame(s, s.vp > 0 ? 'democrat' : 'communist', 'final-scoring');
          return false;
        }
        s.turn += 1;
        s.round = 0;
        f.step = 'deal';
        f.next = 0;
        return false;
    }
  },
});
