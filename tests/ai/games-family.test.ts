import { describe } from 'vitest';
import { aiGames } from './games';

describe('the computer never returns an illegal action: family games (TR.1–TR.3)', () => {
  aiGames('ai-ci-fam', 40, { mode: 'family' });
});
