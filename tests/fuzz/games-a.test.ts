import { describe } from 'vitest';
import { fuzzGames } from './fuzz-games';

// random legal games with every invariant checked after every action (docs/design.md "Tests")
describe('fuzz: random games, part a', () => fuzzGames('ci-a', 55));
