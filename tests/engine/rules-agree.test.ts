/**
 * One rule, one place: the odds a player sees before committing and the roll that follows read the
 * same rule functions, so for every face of the die the resolution gives what the odds counted.
 * Support checks (6.2.4–6.2.6), the power struggle's counterattack (8.3.2 step 3) and its aftermath
 * rolls (8.4.2–8.4.4), and keeping power (8.4.6).
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  counterattackFaces,
  entryIs,
  logEntries,
  expectedResults,
  keepPowerVp,
  legalActions,
  viewFor,
  type GameState,
  type Side,
} from '../../src/engine';
import { controlShortfall, controller, controls, spsToControl } from '../../src/engine/board';
import { COUNTRY, psCardAt, SPACES } from '../../src/engine/data';
import { act, edit, paramsOf, playUntil, rigDice, setSupport, southPoland, sp, startedGame } from '../table';

const FACES = [1, 2, 3, 4, 5, 6];

function find(prefix: string, stop: (s: GameState) => boolean): GameState {
  for (let k = 0; k < 80; k++) {
    const s = playUntil(`${prefix}-${k}`, stop);
    if (s) return s;
  }
  throw new Error(`no game of ${prefix} reached the position`);
}

describe('2.1.7: control is one formula', () => {
  it('controls, spsToControl and controller agree with controlShortfall in every space for margins −6..6', () => {
    let s = startedGame();
    for (const space of SPACES) {
      for (let lead = -6; lead <= 6; lead++) {
        s = edit(s, (d) => setSupport(d, space.id, Math.max(0, lead) + 1, Math.max(0, -lead) + 1));
        const i = space.index;
        for (const side of ['communist', 'democrat'] as Side[]) {
          const short = controlShortfall(s.support[i]!, space.stability, side);
          expect(controls(s, i, side)).toBe(short <= 0);
          expect(spsToControl(s, i, side)).toBe(Math.max(0, short));
        }
        expect(controller(s, i)).toBe(lead >= space.stability ? 'communist' : -lead >= space.stability ? 'democrat' : null);
      }
    }
  });
});

describe('6.2.4–6.2.6: the support check odds and the roll agree on every die face', () => {
  for (const target of ['jagiellonian-university', 'krakow', 'polish-writers', 'polish-catholic-church']) {
    it(`${target}: each face removes and adds what the odds counted`, () => {
      const before = act(southPoland(), { side: 'communist', type: 'play', card: 10, use: 'check' });
      const odds = viewFor(before, 'communist').decision!.facts.checkOdds![target]!;
      let wins = 0;
      let removed = 0;
      let added = 0;
      for (const face of FACES) {
        const s = act(
          edit(before, (d) => rigDice(d, face)),
          { side: 'communist', type: 'check', space: target },
        );
        const was = sp(before, target);
        const now = sp(s, target);
        const r = was.democrat - now.democrat;
        const a = now.communist - was.communist;
        if (r + a > 0) wins++;
        removed += r;
        added += a;
        // the face's own outcome, as the odds count it: die plus modifiers against the target
        const diff = Math.max(0, face + odds.ops + odds.adjacency + odds.events.reduce((n, x) => n + x.value, 0) - odds.target);
        expect(r).toBe(Math.min(diff, odds.opponentSp));
        expect(a).toBe(diff - Math.min(diff, odds.opponentSp));
      }
      expect(odds.success).toBeCloseTo(wins / 6, 12);
      expect(odds.expectedRemoved).toBeCloseTo(removed / 6, 12);
      expect(odds.expectedAdded).toBeCloseTo(added / 6, 12);
    });
  }
});

describe('8.3.2 step 3: the counterattack the defender is shown is the one rolled, on every die face', () => {
  it('a match succeeds exactly on the faces from the die the facts name', () => {
    // a lead above rank 1 and a suited card to match it (not Tactic Fails, which blocks instead)
    const matchable = (x: GameState) => {
      if (x.prompt?.kind !== 'psDefend' || !x.ps?.lead || (psCardAt(x.ps.lead.card).rank ?? 1) <= 1) return false;
      return legalActions(x).some((a) => a.type === 'psPlay' && psCardAt(a.card).type === 'suited');
    };
    const s = find('agree-match', matchable);
    const side = s.prompt!.side;
    const needs = viewFor(s, side).decision!.facts.powerStruggle!.counterattack!;
    const faces = counterattackFaces(psCardAt(s.ps!.lead!.card).rank!);
    expect(faces.lowest).toBe(needs);
    const answer = legalActions(s).find((a) => a.type === 'psPlay' && psCardAt(a.card).type === 'suited')!;
    let took = 0;
    for (const face of FACES) {
      const after = apply(
        edit(s, (d) => rigDice(d, face)),
        answer,
      );
      const m = logEntries(after).findLast((e) => entryIs(e, 'psMatch'))!.params as { die: number; success: boolean };
      expect(m.die).toBe(face);
      expect(m.success).toBe(face >= needs);
      if (m.success) took++;
    }
    expect(took).toBe(faces.succeed);
  });
});

describe('8.4.2–8.4.4: the stakes shown are the aftermath rolled, averaged over the die', () => {
  /** The struggle conceded with a plain suit led (neither Petition nor Rally, 8.4.1), each face for both rolls. */
  function aftermath(s: GameState, face: number): { loss: number; vp: number; takesPower: boolean } {
    let x = apply(
      edit(s, (d) => rigDice(d, face, face)),
      { side: s.prompt!.side, type: 'concede' },
    );
    // the loser picks the SPs he loses; then the winner's VP roll
    const since = (y: GameState) => logEntries(y).slice(logEntries(s).length);
    for (let n = 0; n < 40 && !since(x).some((e) => e.key === 'psVictoryPoints'); n++) x = apply(x, legalActions(x)[0]!);
    const fresh = since(x);
    const loss = fresh.find((e) => e.key === 'psSupportLoss')!.params as { loss: number };
    const vp = fresh.find((e) => e.key === 'psVictoryPoints')!.params as { vp: number; takesPower: boolean };
    return { loss: loss.loss, vp: vp.vp, takesPower: vp.takesPower };
  }

  for (const winner of ['democrat', 'communist'] as Side[]) {
    it(`the ${winner} wins: VP, SPs lost and power taken agree with the stakes on every face`, () => {
      const plainLead = (x: GameState) =>
        x.prompt?.kind === 'psDefend' &&
        x.ps!.attacker === winner &&
        (x.ps!.lead!.suit === 'march' || x.ps!.lead!.suit === 'strike') &&
        x.power[x.ps!.country].holder === 'communist';
      const s = find(`agree-stakes-${winner}`, plainLead);
      const stakes = viewFor(s, s.prompt!.side).decision!.facts.powerStruggle!.stakes[winner];
      let vp = 0;
      let loss = 0;
      let power = 0;
      for (const face of FACES) {
        const r = aftermath(s, face);
        vp += r.vp;
        loss += r.loss;
        if (r.takesPower) power++;
      }
      expect(stakes.expectedVp).toBeCloseTo(vp / 6, 12);
      expect(stakes.expectedLoss).toBeCloseTo(loss / 6, 12);
      expect(stakes.takesPower).toBeCloseTo(power / 6, 12);
      expect(expectedResults(stakes.modifier)).toMatchObject({ vp: stakes.expectedVp, loss: stakes.expectedLoss });
    });
  }
});

describe('8.4.6: keeping power costs what the surrender prompt shows', () => {
  it('the VP lost by keeping power are keepPowerVp, read by the prompt and the frame alike', () => {
    const s = find('agree-keep', (x) => x.prompt?.kind === 'psSurrender');
    const country = paramsOf(s.prompt).country as keyof typeof COUNTRY;
    const shown = viewFor(s, 'communist').decision!.facts.keepPowerVp!;
    expect(shown).toBe(keepPowerVp(s, country));
    expect(shown).toBe(COUNTRY[country].powerValue * (s.power[country].timesScored + 1));
    const kept = apply(s, { side: 'communist', type: 'surrender', yes: false });
    const scored = logEntries(kept)
      .slice(logEntries(s).length)
      .find((e) => e.key === 'psPowerScored')!.params as { vp: number };
    expect(scored.vp).toBe(shown);
  });
});
