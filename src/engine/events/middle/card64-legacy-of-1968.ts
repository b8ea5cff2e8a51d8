/** #64 Legacy of 1968: 1 Democratic SP in every Czechoslovak space the Communist does not control. */
import { controls } from '../../board';
import { registerEvent } from '../registry';
import { addSupportTo, spacesIn } from './common';

registerEvent({
  card: 64,
  resolve(s) {
    // the qualifying spaces are fixed before any SP is added
    const targets = spacesIn(s, ['czechoslovakia'], (i) => !controls(s, i, 'communist'));
    for (const i of targets) addSupportTo(s, 64, 'democrat', i, 1);
  },
});
