/**
 * #104 New Year's Eve Party: the Communist decides whether the game ends at the end of this turn.
 * If he does, he gains 3 VP at once if he still holds Power in 4 or more countries, else the
 * Democrat gains 3 VP. At the end of the turn, after Verify Held Cards (4.5.4, 4.5.5), the game ends
 * without Final Scoring (10.3): the Democrat may first resolve one power struggle, holding the
 * initiative, in a country where the Communist still holds Power (with that country's scoring);
 * then the player ahead on the VP track wins, 0 is a draw.
 */
import { COUNTRY_IDS, type CountryId } from '../../data';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { endGame, push, registerFrame, pop } from '../../machine';
import { powerStruggleFrame } from '../../frames/powerStruggle';
import type { Frame } from '../../types';
import { registerEvent } from '../registry';
import { choiceFrame, countriesWithPower, gainVp, registerChoice } from './common';
import { startEffect } from '../common';

const POWER_THRESHOLD = 4;

registerChoice('card104:decide', {
  rule: 'card 104',
  onSelect(s, f, value) {
    if (value !== 'end') {
      log(s, 'eventOptionDeclined', { card: 104, side: f.side });
      return;
    }
    log(s, 'eventOption', { card: 104, side: f.side, option: 'end' });
    const held = countriesWithPower(s, 'communist').length;
    gainVp(s, 104, held >= POWER_THRESHOLD ? 'communist' : 'democrat', 3);
    startEffect(s, 104, f.side);
  },
});

registerChoice('card104:finalStruggle', {
  rule: '10.3',
  optional: true,
  onSelect(s, f, country) {
    log(s, 'eventCountry', { card: 104, side: f.side, country });
    push(s, { kind: 'card104:gameEnd' });
    push(s, powerStruggleFrame(country as CountryId, 'democrat', null));
  },
  onDone(s, f) {
    log(s, 'eventOptionDeclined', { card: 104, side: f.side });
    push(s, { kind: 'card104:gameEnd' });
  },
});

/** 10.3: after the final power struggle (if any) the leader on the VP track wins. */
registerFrame<Frame>('card104:gameEnd', {
  advance(s, f) {
    pop(s, f);
    endGame(s, s.vp > 0 ? 'democrat' : s.vp < 0 ? 'communist' : null, 'event');
    return false;
  },
});

registerEffectHooks(104, {
  // the final struggle runs above the frame that ends the game
  endsGameAfterPowerStruggle: (s) => s.stack.some((f) => f.kind === 'card104:gameEnd'),
  atTurnEndCheck(s) {
    log(s, 'newYearsEveParty', { turn: s.turn });
    const countries = COUNTRY_IDS.filter((c) => s.power[c].holder === 'communist');
    push(s, choiceFrame('card104:finalStruggle', 'democrat', [...countries]));
  },
});

registerEvent({
  card: 104,
  resolve(s, side) {
    push(s, choiceFrame('card104:decide', side, ['end', 'continue']));
  },
});
