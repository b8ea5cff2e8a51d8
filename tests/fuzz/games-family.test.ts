import { describe } from 'vitest';
import { fuzzGames } from './fuzz-games';

// family mode games (TR.1–TR.3), some with a handicap, every invariant checked after every action
describe('fuzz: random family games', () => {
  fuzzGames('ci-family', 16, { mode: 'family' });
  fuzzGames('ci-family-x', 4, { mode: 'family', extraSupport: { side: 'democrat', sp: 2 } });
});
