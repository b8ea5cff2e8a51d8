/**
 * #104 New Year's Eve Party: the Communist decides whether the game ends at the end of this turn.
 * If he does, he gains 3 VP at once if he still holds Power in 4 or more countries, else the
 * Democrat gains 3 VP. At the end of the turn, after Verify Held Cards (4.5.4, 4.5.5), the game ends
 * without Final Scoring (10.3): the Democrat may first resolve one power struggle, holding the
 * initiative, in a country where the Communist still holds Power (with that country's scoring);
 * then the player ahead on the VP track wins, 0 is a draw.
 *
 * The end of the turn is no part of the event's run: the lasting effect's hook pushes the frame
 * of this module that asks the Democrat for a last struggle and then ends the game.
 */
import type { CountryId, Side } from '../../data';
import { log } from '../../log';
import { endGame, push, pop } from '../../machine';
import { powerStruggleFrame } from '../../frames/powerStruggle';
import type { ActionOf, GameState } from '../../types';

import { cardFrame, defineCard } from '../registry';
import { chooseOption, local, startEffect, step, stopUnless, vp } from '../steps';
import { countriesWithPower } from '../queries';

const POWER_THRESHOLD = 4;
const OPTIONS = ['end', 'continue'];

/**
 * 10.3: the Democrat may start one last power struggle in a country the Communist rules; the game
 * ends when he declines, or when that struggle is over (the frame waits below it).
 */
interface FinalStruggleFrame {
  kind: 'card104:finalStruggle';
  side: Side;
  options: CountryId[];
  /** the last struggle has been started */
  started?: boolean;
}

declare module '../../types' {
  interface FrameMap {
    'card104:finalStruggle': FinalStruggleFrame;
  }
}

/** 10.3: the leader on the VP track wins, 0 is a draw. */
function endTheGame(s: GameState, f: FinalStruggleFrame): void {
  pop(s, f);
  endGame(s, s.vp > 0 ? 'democrat' : s.vp < 0 ? 'communist' : null, 'event');
}

function noFinalStruggle(s: GameState, f: FinalStruggleFrame): void {
  log(s, 'eventOptionDeclined', { card: 104, side: f.side });
  endTheGame(s, f);
}

const finalStruggle = cardFrame<FinalStruggleFrame, ActionOf<'select' | 'done'>>('card104:finalStruggle', {
  advance(s, f) {
    if (f.started) endTheGame(s, f);
    else if (f.options.length > 0) return true;
    else noFinalStruggle(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card104:finalStruggle', rule: '10.3', params: { options: f.options }, card: 104 }),
  actions: (s, f) => [...f.options.map((value): ActionOf<'select'> => ({ side: f.side, type: 'select', value })), { side: f.side, type: 'done' }],
  act(s, f, a) {
    const country = a.type === 'select' ? f.options.find((x) => x === a.value) : undefined;
    if (!country) return noFinalStruggle(s, f);
    log(s, 'eventCountry', { card: 104, side: f.side, country });
    f.started = true;
    push(s, powerStruggleFrame(country, 'democrat', null));
  },
});

defineCard({
  card: 104,
  frames: [finalStruggle],
  steps: [
    chooseOption('decide', OPTIONS, {
      then(c, option) {
        if (option === 'end') log(c.s, 'eventOption', { card: 104, side: c.side, option });
        else log(c.s, 'eventOptionDeclined', { card: 104, side: c.side });
      },
    }),
    stopUnless((c) => local(c, 'decide') === 'end'),
    // 3 VP to the Communist if he still holds Power in 4 or more countries, else to the Democrat
    vp(3, (c) => (countriesWithPower(c.s, 'communist').length >= POWER_THRESHOLD ? 'communist' : 'democrat')),
    step('gameEndsWithTheTurn', (c) => startEffect(c.s, 104, c.side)),
  ],
  effect: {
    // the last struggle runs above the frame that then ends the game
    endsGameAfterPowerStruggle: (s) => s.stack.some((f) => f.kind === 'card104:finalStruggle'),
    atTurnEndCheck(s) {
      log(s, 'newYearsEveParty', { turn: s.turn });
      const frame: FinalStruggleFrame = { kind: 'card104:finalStruggle', side: 'democrat', options: countriesWithPower(s, 'communist') };
      push(s, frame);
    },
  },
});
