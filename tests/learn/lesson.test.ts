/**
 * The guided first game (issue 26 item 1): its prepared position and every scripted move are
 * legal in the engine, the dice and decks are rigged so that fresh entropy changes nothing, and the
 * numbers the steps' texts name are the engine's own.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, sameAction, startPosition, type GameState, type LogEntry, type RecordedAction } from '../../src/engine';
import { controls, spsToControl } from '../../src/engine/board';
import { spaceIndex } from '../../src/engine/data';
import { t } from '../../src/i18n';
import { COMPUTER_SIDE, LAST_STEP, LESSON_MOVES, LESSON_POSITION, LESSON_SIDE, LESSON_STEPS } from '../../src/learn/lesson';
import { allows, confirmsIn, expectedMove, lessonState, settleStep, stepEnd, stepStart, taughtMove } from '../../src/learn/progress';
import { hand, hands } from '../table';

/** Play the script, with or without fresh entropy per action, keeping each state. */
function playScript(entropy?: (i: number) => string): GameState[] {
  const states = [startPosition(LESSON_POSITION)];
  LESSON_MOVES.forEach((a, i) => {
    const s = states[states.length - 1]!;
    expect(s.prompt?.side, `move ${i + 1} is the deciding side's`).toBe(a.side);
    expect(
      legalActions(s).some((x) => sameAction(x, a)),
      `move ${i + 1} ${JSON.stringify(a)} is legal`,
    ).toBe(true);
    states.push(apply(s, entropy ? ({ ...a, entropy: entropy(i) } as RecordedAction) : a));
  });
  return states;
}

const entry = (s: GameState, key: string): LogEntry => {
  const e = logEntries(s)
    .filter((x) => x.key === key)
    .at(-1);
  if (!e) throw new Error(`no ${key} in the log`);
  return e;
};

describe('the guided first game (issue 26)', () => {
  it('the page’s prepared position is the position builder’s (run tools/lesson-start.ts when it is not)', async () => {
    const { LESSON_START } = await import('../../src/learn/start.generated');
    expect(LESSON_START).toEqual(startPosition(LESSON_POSITION));
    expect(lessonState()).toEqual(startPosition(LESSON_POSITION));
  });

  it('starts in turn 1 at the Democrat’s action round 2 (4.5.2) with the taught hands', () => {
    const s = startPosition(LESSON_POSITION);
    expect(s.prompt).toMatchObject({ side: LESSON_SIDE, kind: 'actionRound' });
    expect([s.turn, s.round]).toEqual([1, 2]);
    expect(hand(s, LESSON_SIDE)).toHaveLength(7);
  });

  it('4.5.1: the log’s deal is what the sides hold and played before the lesson (issue 43: 8 dealt, 8 accounted for)', () => {
    const s = startPosition(LESSON_POSITION);
    const deal = entry(s, 'deal').params;
    for (const side of ['communist', 'democrat'] as const) {
      const played = logEntries(s).filter((e) => e.key === 'playCard' && e.params.side === side).length;
      expect(hand(s, side).length + played, side).toBe(deal[side]);
    }
  });

  it('4.5.2: each side ends the lesson’s turn holding one card, so turn 2 deals each 7 up to 8 (4.5.1)', () => {
    expect(entry(playScript().at(-1)!, 'deal').params).toEqual({ communist: 7, democrat: 7 });
  });

  it('2.1.7: the repair step asks for what the position needs: the first SP brings control back (issue 43)', () => {
    const i = LESSON_STEPS.findIndex((s) => s.id === 'repair');
    const states = playScript();
    const pw = spaceIndex('polish-writers');
    const before = states[stepStart(i)]!;
    expect(controls(before, pw, 'democrat')).toBe(false);
    expect(spsToControl(before, pw, 'democrat')).toBe(LESSON_STEPS[i]!.params!.toControl);
    expect(controls(states[stepStart(i) + 1]!, pw, 'democrat')).toBe(true);
    expect(t('en', 'learn.repair.text', LESSON_STEPS[i]!.params)).toContain('1 more SP gives you control again');
  });

  it('every scripted move of both sides is legal when it comes, and the turn ends (4.5)', () => {
    const states = playScript();
    const end = states.at(-1)!;
    expect(end.turn).toBe(2);
    expect(end.result).toBeNull();
    // every rigged die was used, none left for the generator to differ on
    expect(end.rigDice).toEqual([]);
    // the held card (4.5.4: any card but a scoring card may be kept) is still in hand in turn 2
    expect(hand(end, LESSON_SIDE)).toContain(29);
    expect(end.prompt?.side).toBe(COMPUTER_SIDE);
  });

  it('fresh entropy changes nothing: dice and decks are rigged (docs/design.md rig)', () => {
    const plain = playScript().at(-1)!;
    const fresh = playScript((i) => (i * 7919).toString(16).padStart(32, 'a')).at(-1)!;
    expect(fresh.vp).toBe(plain.vp);
    expect(fresh.support).toEqual(plain.support);
    expect(hands(fresh)).toEqual(hands(plain));
    expect(logEntries(fresh)).toEqual(logEntries(plain));
  });

  it('6.2: the support check the lesson explains has the odds its text names', () => {
    const step = LESSON_STEPS.find((s) => s.id === 'checkTarget')!;
    const states = playScript();
    const e = entry(states[stepEnd(LESSON_STEPS.indexOf(step))]!, 'supportCheck');
    const p = step.params!;
    expect(e.params).toMatchObject({ space: 'warszawa', ops: p.ops, target: p.target, adjacency: Number(p.plus) - Number(p.minus) });
    const need = Number(p.target) - Number(p.ops) - Number(e.params.adjacency) + 1;
    expect(need).toBe(p.need);
    expect(Math.round(((7 - need) / 6) * 100)).toBe(p.chance);
  });

  it('6.3: the Tiananmen attempt needs what the text says', () => {
    const step = LESSON_STEPS.find((s) => s.id === 'tiananmen')!;
    const e = entry(playScript()[stepEnd(LESSON_STEPS.indexOf(step))]!, 'tiananmenAttempt');
    expect(e.params).toMatchObject({ needed: step.params!.needed, ops: step.params!.ops, success: true });
    expect(Number(e.params.needed) - Number(e.params.ops) - Number(e.params.ownEvent)).toBe(step.params!.need);
  });

  it('8.1–8.5: the power struggle deals, is lost by the Communist on a failed counterattack, and scores Poland', () => {
    const states = playScript();
    const scoring = LESSON_STEPS.findIndex((s) => s.id === 'scoring');
    const p = LESSON_STEPS[scoring]!.params!;
    expect(entry(states[stepEnd(scoring)]!, 'psStart').params).toMatchObject({ country: 'poland', democrat: p.yourCards, communist: p.hisCards });
    const counter = LESSON_STEPS.findIndex((s) => s.id === 'counterattack');
    expect(entry(states[stepEnd(counter)]!, 'psMatch').params).toMatchObject({
      rank: LESSON_STEPS[counter]!.params!.rank,
      die: LESSON_STEPS[counter]!.params!.die,
      success: false,
    });
    const end = states.at(-1)!;
    expect(entry(end, 'psVictoryPoints').params).toMatchObject({ side: 'democrat', takesPower: true });
    expect(end.power.poland.holder).toBe('democrat');
    expect(entry(end, 'countryScored').params).toMatchObject({ country: 'poland' });
  });

  it('steps: each offers only its next move; "Next" steps wait; undo goes back a step', () => {
    expect(settleStep(0, 0)).toBe(0);
    // the welcome steps offer nothing until read
    expect(expectedMove(0, 0)).toBeNull();
    const ops = LESSON_STEPS.findIndex((s) => s.id === 'ops');
    const first = LESSON_MOVES[0]!;
    expect(taughtMove(ops, 0)).toEqual(first);
    expect(allows(ops, 0, first)).toBe(true);
    expect(allows(ops, 0, { ...first, use: 'event' } as typeof first)).toBe(false);
    // after the play, the step moves on by itself
    expect(settleStep(ops, 1)).toBe(ops + 1);
    // an undo of that play goes back to it
    expect(settleStep(ops + 1, 0)).toBe(ops);
    // a computer step with "Next" stays until read
    const cr = LESSON_STEPS.findIndex((s) => s.id === 'computerRound');
    expect(settleStep(cr, stepEnd(cr))).toBe(cr);
    expect(taughtMove(cr, stepStart(cr))).toBeNull();
    expect(settleStep(LAST_STEP, LESSON_MOVES.length)).toBe(LAST_STEP);
  });

  it('the Confirm step: the round ended before it waits for Confirm there, and Undo goes back to the move', () => {
    const c = LESSON_STEPS.findIndex((s) => s.untilConfirmed);
    expect(LESSON_STEPS[c]!.id).toBe('confirm');
    const placed = stepStart(c);
    // the newcomer's last SP ends his round; it waits, and the lesson with it
    expect(settleStep(c - 1, placed, true)).toBe(c);
    expect(confirmsIn(c - 1) && confirmsIn(c)).toBe(true);
    expect(confirmsIn(0) || confirmsIn(c + 1)).toBe(false);
    // confirmed: on to the computer's round
    expect(settleStep(c, placed, false)).toBe(c + 1);
    // undone: back to the move
    expect(settleStep(c, placed - 1, false)).toBe(c - 1);
    // it ends the newcomer's round: the prompt is the computer's next
    const s = playScript()[placed]!;
    expect(s.prompt?.side).toBe(COMPUTER_SIDE);
  });

  it('saved progress replays to the same game; moves not in the script are refused', () => {
    const states = playScript();
    const n = 20;
    expect(lessonState(LESSON_MOVES.slice(0, n))).toEqual(states[n]);
    expect(() => lessonState([{ side: 'democrat', type: 'play', card: 17, use: 'place' }])).toThrow();
  });

  it('every step has its words', async () => {
    const { CATALOGUES, loadAllLanguages } = await import('../../src/i18n');
    await loadAllLanguages();
    for (const lang of ['en', 'pl', 'de'] as const)
      for (const s of LESSON_STEPS) {
        expect(CATALOGUES[lang][`learn.${s.id}.title`], `${lang} learn.${s.id}.title`).toBeTruthy();
        expect(CATALOGUES[lang][`learn.${s.id}.text`], `${lang} learn.${s.id}.text`).toBeTruthy();
      }
  });
});

describe('the one gate of a scripted game (offeredView, src/store/view.ts)', () => {
  it('offers only what the script allows, and everything without a script', async () => {
    const { offeredView } = await import('../../src/store/view');
    const { viewFor } = await import('../../src/engine');
    const { LESSON_START } = await import('../../src/learn/start.generated');
    const view = viewFor(LESSON_START, LESSON_SIDE);
    expect(offeredView(null, view)).toBe(view);
    const ops = LESSON_STEPS.findIndex((s) => s.id === 'ops');
    const gated = offeredView({ allows: (a) => allows(ops, 0, a) }, view);
    expect(gated.decision!.legal).toEqual([LESSON_MOVES[0]]);
    // a step that waits for "Next" offers nothing
    expect(offeredView({ allows: (a) => allows(0, 0, a) }, view).decision!.legal).toEqual([]);
    // the view itself is left as it was
    expect(view.decision!.legal.length).toBeGreaterThan(1);
  });
});
