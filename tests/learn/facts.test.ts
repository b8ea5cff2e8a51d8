/**
 * Issue 43 item 6: every lesson step, in every language, states only the facts its row below
 * allows: the rule numbers it cites and the numbers it quotes. The numbers are computed from the
 * engine on the lesson's position (the scripted moves played through `apply`), so a change of the
 * position, the script or a text that makes a step wrong fails here; a row per step, so a new step
 * needs its facts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, logEntries, startPosition, type Action, type GameState, type LogEntry } from '../../src/engine';
import { controls, sp, spsToControl } from '../../src/engine/board';
import {
  ADJACENT,
  AUTOMATIC_VICTORY_VP,
  cardAt,
  COUNTRIES,
  COUNTRY,
  FINAL_BONUS_PER_COUNTRY,
  psCardAt,
  RESULTS_TABLE,
  SPACES_OF_COUNTRY,
  spaceAt,
  spaceIndex,
} from '../../src/engine/data';
import { HAND_SIZE } from '../../src/engine/zones';
import { dealCount, RAISE_COST } from '../../src/engine/frames/psRules';
import { ACTION_ROUNDS, LAST_TURN } from '../../src/engine/frames/turn';
import { AWARD, LAST_BOX } from '../../src/engine/tiananmen';
import { CATALOGUES, LANGS, loadAllLanguages, t } from '../../src/i18n';
import { LESSON_POSITION, LESSON_SIDE, LESSON_STEPS } from '../../src/learn/lesson';
import { stepEnd, stepStart } from '../../src/learn/progress';

const D = LESSON_SIDE;
const C = 'communist' as const;

/** The game at every action of the script (index = actions taken). */
const states: GameState[] = [startPosition(LESSON_POSITION)];
for (const a of LESSON_STEPS.flatMap((s) => s.moves)) states.push(apply(states[states.length - 1]!, a));

/** A step's game before and after its moves, and what its moves wrote to the log. */
function step(id: string): { start: GameState; end: GameState; log: LogEntry[]; moves: readonly Action[] } {
  const i = LESSON_STEPS.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no step ${id}`);
  const start = states[stepStart(i)]!;
  const end = states[stepEnd(i)]!;
  return { start, end, log: logEntries(end).slice(logEntries(start).length), moves: LESSON_STEPS[i]!.moves };
}
const entry = (log: LogEntry[], key: string): Record<string, unknown> => {
  const e = log.filter((x) => x.key === key).at(-1);
  if (!e) throw new Error(`no ${key} in the step's log`);
  return e.params;
};
const num = (x: unknown): number => {
  if (typeof x !== 'number') throw new Error(`not a number: ${String(x)}`);
  return x;
};
const placed = (id: string): number => step(id).log.filter((e) => e.key === 'placeSupport').length;
/** the card of a step's first (or, with -1, last) card move */
const card = (id: string, at = 0): number => {
  const a = step(id)
    .moves.filter((m) => m.type === 'play' || m.type === 'psPlay' || m.type === 'psDiscard')
    .at(at);
  if (!a || !('card' in a)) throw new Error(`no card played in ${id}`);
  return a.card;
};
const rank = (c: number): number => num(psCardAt(c).rank);
const stability = (space: string): number => spaceAt(spaceIndex(space)).stability;
const spsOf = (s: GameState, space: string, side: typeof D | typeof C): number => sp(s, spaceIndex(space), side);
const controlledIn = (s: GameState, country: 'poland', side: typeof D | typeof C): number =>
  SPACES_OF_COUNTRY[country].filter((i) => controls(s, i, side)).length;
const neighboursControlled = (s: GameState, space: string, side: typeof D | typeof C): number =>
  ADJACENT[spaceIndex(space)]!.filter((i) => controls(s, i, side)).length;
/** 8.4.4: the lowest modified VP roll with which the Democrat takes power */
const takesPowerFrom = (): number => RESULTS_TABLE.find((r) => r.democratTakesPower)!.roll;
/** 6.1.3: an SP costs 1 Op, 2 in an opponent-controlled space; 6.2.4: ±1 per adjacent controlled space; 6.3.5 box 1: +1 */
const ONE = 1;
const OPPONENT_CONTROLLED_COST = 2;
/** the year of the game (its name) */
const YEAR = 1989;
/** 3.4: each side's 7 extra SPs after the printed ones (2 + 3 + 2 Communist, 3 + 4 Democrat) */
const SETUP_EXTRA_SPS = 7;
/** 6.3.5 box 6: the free support check at the end of a turn is made with 2 Ops */
const FREE_CHECK_OPS = 2;
/** 4.5.6: the Middle Year cards join after turn 3, the Late Year cards after turn 7 */
const MIDDLE_YEAR_AFTER = 3;
const LATE_YEAR_AFTER = 7;

interface Facts {
  rules: string[];
  numbers: number[];
}

/** One row per step: the rules it cites and the numbers it may quote. */
const FACTS: Record<string, () => Facts> = {
  // 10.1: ±20 at once, in a power struggle once it is over; 10.2: a held scoring card loses;
  // 10.3: the New Year's Eve Party ends the game after its turn; 10.4.2: not in final scoring
  welcome: () => ({ rules: ['10.1', '10.2', '10.3', '10.4.2'], numbers: [YEAR, 0, AUTOMATIC_VICTORY_VP, LAST_TURN] }),
  // the six countries in words; 9.2 defines presence, domination, control; 2.1.5 battlegrounds; 8.4.5 giving up power
  power: () => ({ rules: ['9.3', '9.2', '2.1.5', '8.4.4', '8.4.5', '8.4.6'], numbers: [takesPowerFrom()] }),
  // 3.4 left out (said so); 2.2.1: scoring cards have no Ops; 6.0: the three uses of Ops
  ops: () => ({ rules: ['3.4', '4.5.2', '2.2.1', '6.0'], numbers: [states[0]!.turn, SETUP_EXTRA_SPS, cardAt(card('ops')).ops] }),
  control: () => ({
    rules: ['2.1.7', '6.1.3'],
    numbers: [ONE, stability('gdansk'), spsOf(step('control').start, 'gdansk', D), OPPONENT_CONTROLLED_COST],
  }),
  adjacent: () => ({ rules: ['6.1.2'], numbers: [] }),
  confirm: () => ({ rules: [], numbers: [] }),
  computerRound: () => ({ rules: [], numbers: [placed('computerRound')] }),
  // 6.2.3: any space with opponent SPs, none of one's own needed
  checkCard: () => ({ rules: ['6.2.3'], numbers: [] }),
  checkTarget: () => {
    const { start, log } = step('checkTarget');
    const e = entry(log, 'supportCheck');
    const plus = neighboursControlled(start, 'warszawa', D);
    const minus = neighboursControlled(start, 'warszawa', C);
    const need = num(e.target) - num(e.ops) - (plus - minus) + 1;
    return {
      rules: ['6.2.4', '6.2.5'],
      numbers: [stability('warszawa'), spsOf(start, 'warszawa', C), num(e.ops), ONE, plus, minus, num(e.target), need, Math.round(((7 - need) / 6) * 100)],
    };
  },
  checkDone: () => {
    const { start } = step('checkTarget');
    const e = entry(step('checkTarget').log, 'supportCheck');
    return {
      rules: ['6.2.2'],
      numbers: [num(e.die), num(e.ops), neighboursControlled(start, 'warszawa', D), neighboursControlled(start, 'warszawa', C), num(e.total), num(e.target)],
    };
  },
  computerRound2: () => ({ rules: [], numbers: [placed('computerRound2')] }),
  event: () => ({ rules: ['7.1'], numbers: [num(entry(step('event').log, 'eventAddSupport').count)] }),
  computerRound3: () => ({ rules: [], numbers: [placed('computerRound3')] }),
  opponentCard: () => ({ rules: ['5.2'], numbers: [] }),
  eventFirst: () => ({ rules: ['5.2'], numbers: [num(entry(step('eventFirst').log, 'eventRemoveSupport').count)] }),
  repair: () => {
    const { start } = step('repair');
    return { rules: [], numbers: [spsOf(start, 'polish-writers', D), stability('polish-writers'), spsToControl(start, spaceIndex('polish-writers'), D)] };
  },
  computerRound4: () => ({ rules: [], numbers: [placed('computerRound4')] }),
  tiananmen: () => {
    const e = entry(step('tiananmen').log, 'tiananmenAttempt');
    // 6.3.1: +1 own event, +1 a repeated box; 6.3.5: boxes 3 and 4 are immediate awards
    return {
      rules: ['6.3.1', '6.3.2', '6.3.3', '6.3.5', '6.3.6'],
      numbers: [num(e.needed), num(e.ops), num(e.ownEvent), ONE, num(e.needed) - num(e.ops) - num(e.ownEvent), AWARD.drawThreeKeepOne, AWARD.removeTwoSp],
    };
  },
  tiananmenDone: () => {
    const { log } = step('tiananmen');
    return {
      rules: ['6.3.5', '6.3.7', '6.3.4'],
      numbers: [
        num(entry(log, 'tiananmenAttempt').die),
        num(entry(log, 'tiananmenAdvance').box),
        ONE,
        AWARD.freeCheckAtTurnEnd,
        FREE_CHECK_OPS,
        AWARD.noOpponentEvent,
        LAST_BOX,
      ],
    };
  },
  computerRound5: () => ({ rules: ['4.5.2'], numbers: [placed('computerRound5'), num(entry(step('computerRound5').log, 'playCard').round)] }),
  scoring: () => {
    const { start, log } = step('scoring');
    const e = entry(log, 'psStart');
    const yours = controlledIn(start, 'poland', D);
    const his = controlledIn(start, 'poland', C);
    expect([e.democrat, e.communist]).toEqual([dealCount(yours), dealCount(his)]);
    return { rules: ['4.5.4', '8.1.1'], numbers: [dealCount(1), dealCount(2) - dealCount(1), yours, his, dealCount(yours), dealCount(his)] };
  },
  raise: () => ({ rules: ['8.2.2'], numbers: [RAISE_COST, ONE] }),
  raiseDiscard: () => ({ rules: [], numbers: [rank(card('raiseDiscard', -1))] }),
  // 8.3.2: leaders, wild cards, Tactic Fails, declining, no card to play; 8.3.3: the attacker cannot concede
  lead: () => ({ rules: ['8.3.1', '8.3.2', '8.3.3'], numbers: [rank(card('lead'))] }),
  counterattack: () => {
    const e = entry(step('counterattack').log, 'psMatch');
    return { rules: ['8.3.2'], numbers: [num(e.rank), num(e.die)] };
  },
  leadRally: () => {
    const vp = entry([...step('leadRally').log, ...step('aftermath').log], 'psVictoryPoints');
    // the modifier less one per raise (8.2.2): the Rally's own
    return { rules: ['8.3.2', '8.4.1'], numbers: [rank(card('leadRally')), num(vp.modifier) - ONE] };
  },
  aftermath: () => {
    // the rolls come when the struggle is won (the step before), the scoring after the loser's removals
    const log = [...step('leadRally').log, ...step('aftermath').log];
    const loss = entry(log, 'psSupportLoss');
    const vp = entry(log, 'psVictoryPoints');
    const scored = entry(log, 'countryScored');
    expect(vp.takesPower).toBe(true);
    return {
      rules: ['8.4.2', '8.4.4', '9.3.2'],
      numbers: [
        num(loss.die),
        num(loss.modifier),
        num(loss.modifier) - ONE, // the Rally's +2 (8.4.1), the raise's +1
        ONE,
        num(loss.die) + num(loss.modifier),
        num(loss.lost),
        num(vp.die),
        num(vp.die) + num(vp.modifier),
        num(vp.vp),
        takesPowerFrom(),
        COUNTRY.poland[scored.democratLevel as 'domination'],
        num(scored.democratBattlegrounds),
        num(scored.democratVp),
        num(scored.communistVp),
        num(scored.net),
      ],
    };
  },
  keepPower: () => ({ rules: ['8.4.4', '8.4.5', '8.4.6', '8.4.7'], numbers: [takesPowerFrom(), COUNTRY.poland.powerValue, 2 * COUNTRY.poland.powerValue] }),
  finalScoring: () => {
    const end = states.at(-1)!;
    const held = COUNTRIES.filter((c) => end.power[c.id].holder === C).length;
    // a country taken removes one −4 (10.4.1) and its scoring card (8.4.7): it does not count twice
    return {
      rules: ['10.4.1', '8.4.7', '10.4.2', '10.4.3'],
      numbers: [LAST_TURN, -FINAL_BONUS_PER_COUNTRY, held, -FINAL_BONUS_PER_COUNTRY * held, AUTOMATIC_VICTORY_VP, 0],
    };
  },
  // 10.2: both holding a scoring card is a draw; 4.5.6: the Middle and Late Year cards
  turnEnd: () => ({
    rules: ['4.5.1', '4.5.4', '10.2', '4.5.6'],
    numbers: [ACTION_ROUNDS, HAND_SIZE, states.at(-1)!.turn, MIDDLE_YEAR_AFTER, LATE_YEAR_AFTER],
  }),
  finish: () => ({ rules: [], numbers: [YEAR, LAST_TURN] }),
};

const RULE = /\b\d{1,2}\.\d(?:\.\d)?\b/g;
/** The rule numbers and the other numbers a text states. */
function stated(text: string): Facts {
  const rules = text.match(RULE) ?? [];
  const numbers = (text.replace(RULE, ' ').match(/\d+/g) ?? []).map(Number);
  return { rules: [...new Set(rules)].sort(), numbers: [...new Set(numbers)].sort((a, b) => a - b) };
}
const sorted = (f: Facts): Facts => ({ rules: [...new Set(f.rules)].sort(), numbers: [...new Set(f.numbers)].sort((a, b) => a - b) });

describe('issue 43 item 6: each lesson step states only the facts of its row', () => {
  beforeAll(loadAllLanguages);

  it('the table has one row per step, and every row is computed', () => {
    expect(Object.keys(FACTS)).toEqual(LESSON_STEPS.map((s) => s.id));
  });

  for (const s of LESSON_STEPS)
    it(`${s.id}: in pl, en and de, the rules and numbers of its row (engine on the lesson's position)`, () => {
      const want = sorted(FACTS[s.id]!());
      for (const lang of LANGS) {
        const text = `${t(lang, `learn.${s.id}.title`, s.params)} ${t(lang, `learn.${s.id}.text`, s.params)}`;
        expect(CATALOGUES[lang][`learn.${s.id}.text`], `${lang} ${s.id}`).toBeTruthy();
        expect(stated(text), `${lang} ${s.id}: ${text}`).toEqual(want);
      }
    });

  it('every control a step names in quotes is one the page labels so, in pl, en and de', () => {
    // the labels of the page's buttons and tabs: a card's uses, a prompt's options, Confirm and Undo, the tabs
    const CONTROL = /^(?:act|opt|confirm|bar|panel)\./;
    for (const lang of LANGS) {
      const labels = new Set(
        Object.keys(CATALOGUES[lang])
          .filter((k) => CONTROL.test(k))
          .map((k) => t(lang, k)),
      );
      for (const s of LESSON_STEPS)
        for (const [, quoted] of t(lang, `learn.${s.id}.text`, s.params).matchAll(/[“„]([^”“]+)[”“]/g))
          expect(labels, `${lang} ${s.id}: “${quoted}”`).toContain(quoted);
    }
  });

  it('a wrong number fails: the check reads the numbers of a text', () => {
    expect(stated('worth 4 more VP (9.3.2), a 5 or better; 50%')).toEqual({ rules: ['9.3.2'], numbers: [4, 5, 50] });
  });
});
