import { describe } from 'vitest';
import { finalityGames } from './finality-games';

// issues 13 and 29: 500 games in four parts (the parts run in parallel)
describe('fuzz: finality, part a', () => finalityGames('fin', 0, 125));
