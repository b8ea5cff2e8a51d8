/** 3.0 game setup: the initial state of a new game. */
import { cardAt, CARD_NUMBERS, COUNTRY_IDS, SPACES, cardsOfPeriod, type CountryId } from './data';
import { dealHands, HAND_SIZE, setUpStrategyDeck } from './zones';
import { log } from './log';
import { setupFrame } from './frames/setup';
import { turnFrame } from './frames/turn';
import type { GameOptions, GameState } from './types';

/**
 * What every game starts from, whatever the mode: the printed SPs of 3.2 / 3.3 (TR.1.3, TR.1.4),
 * empty hands and piles, the markers at their start (3.5, TR.1.5), the Communist in power.
 */
export function baseState(options: GameOptions): GameState {
  const s: GameState = {
    version: 1,
    options: structuredClone(options),
    rng: { seed: String(options.seed), state: null },
    rigDice: [...(options.rig?.dice ?? [])],
    turn: 1,
    round: 0,
    phasing: 'communist',
    vp: 0,
    support: SPACES.map((sp) => ({ communist: sp.setup.communist, democrat: sp.setup.democrat })),
    hands: { communist: [], democrat: [] },
    setAside: { communist: [], democrat: [] },
    drawPile: [],
    discard: [],
    removed: [],
    notYetAdded: [],
    inPlay: [],
    eliminated: [],
    tiananmen: {
      communist: { box: 0, failedAttempts: 0, attemptedThisTurn: false },
      democrat: { box: 0, failedAttempts: 0, attemptedThisTurn: false },
    },
    ussrStability: 0,
    power: Object.fromEntries(COUNTRY_IDS.map((c) => [c, { holder: 'communist', timesScored: 0 }])) as Record<
      CountryId,
      { holder: 'communist'; timesScored: number }
    >,
    effects: [],
    eventsPlayed: [],
    awardUsed: { noOpponentEvent: false, opsAndEvent: false },
    ps: null,
    log: [],
    stack: [],
    prompt: null,
    result: null,
    actionCount: 0,
  };
  // the seed stays out of the log: it would tell the deal
  log(s, 'newGame', {});
  return s;
}

/** 3.0 game setup of the standard game. */
export function initialState(options: GameOptions): GameState {
  const s = baseState(options);
  // the turn frame waits under the setup frame (3.4), which runs first
  s.stack = [turnFrame(), setupFrame(options.extraSupport)];
  // 3.1: shuffle the Early Year cards and deal 8 to each player; 4.4: the others wait
  setUpStrategyDeck(
    s,
    cardsOfPeriod('early'),
    CARD_NUMBERS.filter((c) => cardAt(c).period !== 'early'),
  );
  dealHands(s, HAND_SIZE);
  return s;
}
