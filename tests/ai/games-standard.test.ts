import { describe } from 'vitest';
import { aiGames } from './games';

describe('the computer never returns an illegal action: standard games', () => {
  aiGames('ai-ci-std', 60);
});
