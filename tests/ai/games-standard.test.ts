import { describe } from 'vitest';
import { aiGames } from './games';

describe('the computer never returns an illegal action: standard games', () => {
  aiGames('ai-ci-std', 60);
  // hard judges its playouts with the fitted evaluation (src/ai/fitted.ts)
  aiGames('ai-ci-hard', 10, {}, 'hard');
});
