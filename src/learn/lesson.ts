/**
 * The guided first game ("Learn to play"), as data: a prepared position built by the engine's
 * position builder, and the steps that walk a newcomer through one turn of it. Nothing here
 * renders; src/learn/LessonPanel.tsx shows the current step and src/learn/progress.ts says which
 * step a game is at and which action it offers.
 *
 * The newcomer plays the Democrat, the computer the Communist. Turn 1 is under way: the
 * Democrat's second action round is next. Every move of both sides is scripted and the dice and
 * both decks are rigged, so each step is the same for everyone; the engine checks every move
 * (tests/learn/lesson.test.ts plays the whole script through `apply`).
 *
 * The order follows what a player meets first: what wins; a card for Ops and placing SPs;
 * the Confirm step and Undo; a support check; an event, and the opponent's event fired by an Ops
 * play; the Tiananmen Square track and its awards; a scoring card, its power struggle and the
 * scoring after it; taking and keeping power, and the final scoring; the end of the turn and the
 * held-card rule.
 */
import type { Action, LogEntry, PositionSpec, Side } from '../engine';

/** the newcomer's side; the computer plays the other */
export const LESSON_SIDE: Side = 'democrat';
export const COMPUTER_SIDE: Side = 'communist';

const D = 'democrat' as const;
const C = 'communist' as const;

/** what the log tells of the three rounds before the lesson (they made the board below) */
const played = (side: Side, card: number, spaces: string[]): LogEntry[] => [
  { key: 'playCard', params: { side, card, use: 'place' } },
  ...spaces.map((space): LogEntry => ({ key: 'placeSupport', params: { side, space, cost: 1 } })),
  { key: 'cardDiscarded', params: { card } },
];

/**
 * Turn 1, the Democrat's round 2. Poland is set up so that its story reads well: the Communist
 * controls Bydgoszcz (4 SPs, stability 4) and has SPs in Warszawa and Lublin; the Democrat has his
 * printed Gdańsk and Catholic Church SPs and a few more in the south. The log tells the rounds
 * before (#6, #19 and #25 played for Ops, now in the discard pile).
 */
export const LESSON_POSITION: PositionSpec = {
  seed: 'learn-to-play',
  turn: 1,
  round: 2,
  side: D,
  support: { bydgoszcz: [4, 0], lublin: [3, 0], warszawa: [2, 0], krakow: [0, 2], katowice: [0, 1] },
  discard: [6, 19, 25],
  log: [
    { key: 'newGame', params: {} },
    { key: 'deal', params: { communist: 8, democrat: 8 } },
    ...played('communist', 6, ['bydgoszcz', 'bydgoszcz', 'bydgoszcz']),
    ...played('democrat', 19, ['krakow', 'katowice']),
    ...played('communist', 25, ['lublin', 'lublin', 'warszawa']),
  ],
  hands: {
    // 27 Consumerism, 17 Roundtable Talks, 4 Michnik, 11 Dissident Arrested (the Communist's),
    // 26 Helsinki Final Act, 22 Poland Scoring, 29 Jan Palach Week (kept for turn 2)
    democrat: [27, 17, 4, 11, 26, 22, 29],
    // 12 Apparatchiks, 10 Cult of Personality, 7 State Run Media, 28 Factory Party Cells, 13 Stasi,
    // 18 Pozsgay Defends the Revolution (held into turn 2): dealt 8 (4.5.1), 2 played before
    communist: [12, 10, 7, 28, 13, 18],
  },
  rig: {
    // draws come off the top of the draw pile (no reshuffle happens in the lesson)
    strategyDeck: [],
    // the Polish power struggle deals the Communist's 6 cards first, then the Democrat's 10
    powerStruggleDeck: [15, 27, 28, 34, 16, 29, 11, 1, 2, 19, 31, 21, 23, 12, 3, 32],
  },
  // support check in Warszawa; Tiananmen attempt; the Communist's counterattack roll; the
  // power struggle's support-loss roll and VP roll
  dice: [5, 4, 2, 1, 2],
};

/** A text key's parameters: plain values for the message. */
type StepParams = Record<string, string | number>;

interface LessonStep {
  /** the step's name; its words are `learn.<id>.title` and `learn.<id>.text` in every catalogue */
  id: string;
  /** the moves of this step in order, the newcomer's and the computer's (by their side) */
  moves: Action[];
  /**
   * the player reads on before the next step begins ("Next"): a step without moves, or one whose
   * moves are the computer's and whose point is what they did
   */
  ack?: boolean;
  /** what to point at besides the next move's own controls (CSS selectors) */
  highlight?: string[];
  /** numbers the text names (the unit test checks them against the engine) */
  params?: StepParams;
  /** the lesson's turn is over: the prompt (the computer's next round, which the lesson does not play) is hidden */
  over?: boolean;
  /**
   * the Confirm step: the newcomer's round ended by the step before waits for Confirm (or Undo)
   * here, as every round of his does in a real game; the step ends when it is confirmed
   */
  untilConfirmed?: boolean;
}

const play = (side: Side, card: number, use: Extract<Action, { type: 'play' }>['use']): Action => ({ side, type: 'play', card, use });
const place = (side: Side, space: string): Action => ({ side, type: 'place', space });

export const LESSON_STEPS: readonly LessonStep[] = [
  // what wins
  { id: 'welcome', moves: [], ack: true, highlight: ['[data-testid=track-vp]'] },
  { id: 'power', moves: [], ack: true, highlight: ['[data-testid=hand]'] },
  // a card for Ops and placing SPs
  { id: 'ops', moves: [play(D, 27, 'place')], params: { ops: 3 } },
  { id: 'control', moves: [place(D, 'gdansk'), place(D, 'gdansk')], params: { stability: 3, yours: 1 } },
  { id: 'adjacent', moves: [place(D, 'szczecin')] },
  // the Confirm step and Undo (the store's `awaiting`)
  { id: 'confirm', moves: [], untilConfirmed: true, highlight: ['[data-testid=confirm-move]', '[data-testid=confirm-undo]'] },
  { id: 'computerRound', moves: [play(C, 12, 'place'), place(C, 'berlin'), place(C, 'berlin')], ack: true },
  // a support check and its odds
  { id: 'checkCard', moves: [play(D, 17, 'check')] },
  {
    id: 'checkTarget',
    moves: [{ side: D, type: 'check', space: 'warszawa' }],
    // 2 × stability 3; Ops 3; Gdańsk (yours) +1, Bydgoszcz (his) −1; a 4 or more removes an SP
    params: { stability: 3, his: 2, target: 6, ops: 3, plus: 1, minus: 1, need: 4, chance: 50 },
  },
  { id: 'checkDone', moves: [{ side: D, type: 'done' }] },
  { id: 'computerRound2', moves: [play(C, 10, 'place'), place(C, 'leipzig'), place(C, 'leipzig'), place(C, 'leipzig')], ack: true },
  // an event
  { id: 'event', moves: [play(D, 4, 'event')] },
  { id: 'computerRound3', moves: [play(C, 7, 'place'), place(C, 'dresden'), place(C, 'dresden')], ack: true },
  // the opponent's event fired by an Ops play
  { id: 'opponentCard', moves: [play(D, 11, 'place')] },
  {
    id: 'eventFirst',
    moves: [
      { side: D, type: 'eventTiming', when: 'before' },
      { side: C, type: 'remove', space: 'polish-writers' },
    ],
  },
  { id: 'repair', moves: [place(D, 'polish-writers'), place(D, 'polish-writers')], params: { left: 1, stability: 2, toControl: 1 } },
  { id: 'computerRound4', moves: [play(C, 28, 'place'), place(C, 'rostock'), place(C, 'rostock'), place(C, 'rostock')], ack: true },
  // the Tiananmen Square track
  { id: 'tiananmen', moves: [play(D, 26, 'tiananmen')], params: { needed: 5, ops: 1, need: 3 } },
  { id: 'tiananmenDone', moves: [], ack: true, highlight: ['[data-testid=track-tiananmen]'], params: { die: 4, box: 1 } },
  { id: 'computerRound5', moves: [play(C, 13, 'place'), place(C, 'rostock')], ack: true },
  // a scoring card and its power struggle (the banner: a scoring card may not be held, 4.5.4)
  { id: 'scoring', moves: [play(D, 22, 'event')], highlight: ['[data-testid=held-banner]'], params: { yours: 3, his: 1, yourCards: 10, hisCards: 6 } },
  { id: 'raise', moves: [{ side: D, type: 'raise' }] },
  {
    id: 'raiseDiscard',
    moves: [
      { side: D, type: 'psDiscard', card: 31 },
      { side: D, type: 'psDiscard', card: 32 },
      { side: D, type: 'psDiscard', card: 21 },
      { side: C, type: 'done' },
    ],
    params: { rank: 5 },
  },
  { id: 'lead', moves: [{ side: D, type: 'psPlay', card: 11 }], params: { rank: 4 } },
  { id: 'counterattack', moves: [{ side: C, type: 'psPlay', card: 15 }], ack: true, params: { rank: 4, die: 2 } },
  { id: 'leadRally', moves: [{ side: D, type: 'psPlay', card: 1 }] },
  {
    id: 'aftermath',
    moves: [
      { side: C, type: 'remove', space: 'lublin' },
      { side: C, type: 'remove', space: 'lublin' },
    ],
    ack: true,
    highlight: ['[data-testid=track-vp]'],
    over: true,
  },
  // taking and keeping power, and what decides at the end (8.4.4–8.4.7, 10.4)
  { id: 'keepPower', moves: [], ack: true, over: true },
  { id: 'finalScoring', moves: [], ack: true, highlight: ['[data-testid=track-vp]'], params: { held: 5, bonus: -20 }, over: true },
  // the end of the turn and the held-card rule
  { id: 'turnEnd', moves: [], ack: true, highlight: ['[data-testid=hand]'], over: true },
  { id: 'finish', moves: [], highlight: ['[data-testid=learn-play]'], over: true },
];

/** the last step: the lesson is over, a real game is offered */
export const LAST_STEP = LESSON_STEPS.length - 1;

/** Every scripted move, in the order the game takes them. */
export const LESSON_MOVES: readonly Action[] = LESSON_STEPS.flatMap((s) => s.moves);
