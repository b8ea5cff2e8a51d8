/** #52 Normalization: every Democratic SP leaves Plzeň and Praha (EN 5.2 example 4: it counts even with none there). */
import { registerEvent } from '../registry';
import { idx, removeAllSupport } from './common';

registerEvent({
  card: 52,
  resolve(s) {
    for (const id of ['plzen', 'praha']) removeAllSupport(s, 52, 'democrat', idx(id));
  },
});
