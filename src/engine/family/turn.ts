/**
 * TR.2.4 the family mode's turn, run by the one turn frame (frames/turn.ts): deal (TR.2.4.1), placement (TR.2.4.2), 8 rounds alternating from
 * the Democrat (TR.2.4.3), scoring of all six countries (TR.2.4.4), next turn (TR.2.4.5);
 * victory at 20 VP after a scoring (TR.3.1) or by points after turn 10 (TR.3.2).
 */
import { AUTOMATIC_VICTORY_VP, COUNTRY_IDS, type Side } from '../data';
import { log } from '../log';
import { endGame, push } from '../machine';
import { dealPhase, endPhase, registerTurnSequence, roundsPhase } from '../frames/turn';
import { scoreCountry } from '../scoring';
import { familyPlaceFrame, familyRoundFrame } from './actions';
import { dealFamily } from './cards';
import { hand } from '../zones';

export const FAMILY_LAST_TURN = 10;
/** TR.2.1: 8 rounds a turn, 4 for each player */
export const FAMILY_ROUNDS = 8;

/** TR.2.4.2 / TR.2.4.3: the Democrat first, then alternately. */
export const familySideOf = (n: number): Side => (n % 2 === 0 ? 'democrat' : 'communist');

registerTurnSequence('family', [
  dealPhase(dealFamily),
  {
    // TR.2.4.2: one card at a time, alternately from the Democrat, until both hands are empty
    step: 'placement',
    run(s, f) {
      const turnOf = familySideOf(f.next);
      const side = hand(s, turnOf).length > 0 ? turnOf : hand(s, familySideOf(f.next + 1)).length > 0 ? familySideOf(f.next + 1) : null;
      if (!side) return true;
      f.next += 1;
      s.phasing = side;
      push(s, familyPlaceFrame(side));
      return false;
    },
  },
  roundsPhase((s, n) => (n < FAMILY_ROUNDS ? [n + 1, familySideOf(n)] : null), familyRoundFrame),
  {
    // TR.2.4.4: every country, every turn
    step: 'scoring',
    run(s) {
      log(s, 'familyScoring', { turn: s.turn });
      for (const c of COUNTRY_IDS) scoreCountry(s, c);
      // TR.3.1: checked once the whole scoring is done
      if (s.vp >= AUTOMATIC_VICTORY_VP) endGame(s, 'democrat', 'automatic-victory');
      else if (s.vp <= -AUTOMATIC_VICTORY_VP) endGame(s, 'communist', 'automatic-victory');
      return true;
    },
  },
  // TR.2.4.5 / TR.3.2: after turn 10 the VP decide; 0 is a Communist win
  endPhase(FAMILY_LAST_TURN, (s) => endGame(s, s.vp > 0 ? 'democrat' : 'communist', 'final-scoring')),
]);
