import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, logEntries } from '../../../src/engine';
import { spaceIndex } from '../../../src/engine/data';
import { hooksOf } from '../../../src/engine/hooks';
import { tookEffect } from '../../../src/engine/events/voided';

import { act, lastLog, setSupport, sp, canPlayEvent, place, play, lateYear, roundOver, targets, laidOut, pendingRound, setHand } from '../../table';

/** 7.6.4: The Tyrant is Gone has taken effect (resolved, not waiting). */
const tyrantIsGone = (s: GameState) => tookEffect(s, 97);

const ROMANIA = [
  'timisoara',
  'cluj-napoca',
  'targu-mures',
  'iasi',
  'babes-bolyai-university',
  'romanian-writers',
  'harghita-covasna',
  'brasov',
  'romanian-orthodox-church',
  'ploiesti',
  'craiova',
  'bucuresti',
  'galati',
  'constanta',
];

/** Move a power struggle along until it is over (no raise, concede when possible). */
function finishStruggle(s: GameState): GameState {
  while (s.ps) {
    const legal = legalActions(s);
    s = act(s, legal.find((a) => a.type === 'done') ?? legal.find((a) => a.type === 'concede') ?? legal[0]!);
  }
  return s;
}

describe('#97 The Tyrant is Gone', () => {
  it('#97 The Tyrant is Gone: not playable before The Crowd Turns Against Ceausescu (#54); fired by an Ops play it then does not occur (7.6.3: discarded)', () => {
    expect(canPlayEvent(lateYear('democrat', [97]), 97)).toBe(false);
    let s = act(
      lateYear('communist', [97], (d) => setSupport(d, 'bucuresti', 1, 0)),
      play('communist', 97, 'place'),
    );
    s = act(s, place('communist', 'bucuresti'), place('communist', 'bucuresti'));
    expect(roundOver(s)).toBe(true);
    expect(s.discard).toContain(97);
  });

  it('#97 The Tyrant is Gone: after the Crowd took effect it resolves at once: 4 Communist SPs off Cluj-Napoca, the Ceausescus flee to a space without Democratic SPs', () => {
    let s = lateYear('democrat', [97], (d) => {
      d.eventsPlayed.push(54);
      setSupport(d, 'cluj-napoca', 6, 0);
      setSupport(d, 'timisoara', 0, 1);
      setSupport(d, 'iasi', 2, 1);
    });
    s = act(s, play('democrat', 97));
    expect(sp(s, 'cluj-napoca')).toEqual({ communist: 2, democrat: 0 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card97:flight', rule: 'card 97' });
    expect(targets(s, 'place')).toEqual(ROMANIA.filter((x) => x !== 'timisoara' && x !== 'iasi').sort());
    s = act(s, place('democrat', 'craiova'));
    expect(s.effects).toEqual([{ card: 97, side: 'democrat', data: { resolved: true, space: spaceIndex('craiova') } }]);
    expect(tyrantIsGone(s)).toBe(true);
    expect(s.vp).toBe(0);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(97);
    expect(s.inPlay).toEqual([]);
  });

  it('#97 The Tyrant is Gone: the Democrat captures them when he controls the space: +2 VP at once; uncaptured, −2 VP at Final Scoring', () => {
    let s = lateYear('democrat', [97], (d) => {
      d.eventsPlayed.push(54);
      setSupport(d, 'timisoara', 0, 1);
    });
    s = act(s, play('democrat', 97), place('democrat', 'craiova'));
    const e = s.effects[0]!;
    expect(hooksOf(e).finalScoringModifier!(s, e)).toBe(-2);
    // a Democratic placement that gives him control of Craiova (stability 4)
    s = lateYear('democrat', [31], (d) => {
      d.eventsPlayed.push(54, 97);
      d.effects.push({ card: 97, side: 'democrat', data: { resolved: true, space: spaceIndex('craiova') } });
      setSupport(d, 'craiova', 0, 3);
      setSupport(d, 'romanian-writers', 0, 1);
      setSupport(d, 'targu-mures', 0, 0);
    });
    s = act(s, play('democrat', 31, 'place'), place('democrat', 'craiova'));
    expect(lastLog(s, 'tyrantCaptured')!.params).toMatchObject({ space: 'craiova' });
    expect(s.vp).toBe(2);
    expect(s.effects).toEqual([{ card: 97, side: 'democrat', data: { resolved: true } }]);
    const after = s.effects[0]!;
    expect(hooksOf(after).finalScoringModifier!(s, after)).toBe(0);
    // captured once only
    s = act(s, place('democrat', 'craiova'));
    expect(s.vp).toBe(2);
  });

  it('#97 The Tyrant is Gone: with nowhere to flee the Democrat gains 2 VP at once', () => {
    const s = act(
      lateYear('democrat', [97], (d) => {
        d.eventsPlayed.push(54);
        for (const x of ROMANIA) setSupport(d, x, 0, 1);
        d.eliminated.push(spaceIndex('craiova'));
        setSupport(d, 'craiova', 0, 0);
      }),
      play('democrat', 97),
    );
    expect(s.vp).toBe(2);
    expect(s.effects).toEqual([{ card: 97, side: 'democrat', data: { resolved: true } }]);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(97);
  });

  it('#97 The Tyrant is Gone: before the Crowd took effect it waits in front of the Democrat, the Ceausescu events still work, and it resolves right after the Romanian power struggle', () => {
    let s = lateYear('democrat', [97], (d) => {
      d.eventsPlayed.push(54);
      d.effects.push({ card: 54, side: 'democrat' });
      setSupport(d, 'cluj-napoca', 5, 0);
      setSupport(d, 'bucuresti', 0, 3);
      setSupport(d, 'iasi', 0, 3);
    });
    s = act(s, play('democrat', 97));
    expect(s.effects).toContainEqual({ card: 97, side: 'democrat', data: { waiting: true } });
    expect(s.inPlay).toEqual([97]);
    expect(s.removed).not.toContain(97);
    expect(s.discard).not.toContain(97);
    expect(tyrantIsGone(s)).toBe(false);
    expect(sp(s, 'cluj-napoca').communist).toBe(5);
    // the Communist plays Romania Scoring (#95)
    s = laidOut(s, pendingRound(s), { hands: { communist: [95, 101] } });
    s = act(s, play('communist', 95));
    s = finishStruggle(s);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card97:flight' });
    expect(lastLog(s, 'tyrantIsGone')).toBeDefined();
    expect(s.effects.find((e) => e.card === 97)!.data).toEqual({ resolved: true });
    expect(s.inPlay).toEqual([95]);
    expect(s.removed).toContain(97);
    s = act(s, legalActions(s)[0]!);
    expect(s.prompt).toMatchObject({ kind: 'actionRound' });
    expect(tyrantIsGone(s)).toBe(true);
  });

  it("#97 The Tyrant is Gone: not resolved after a New Year's Eve Party final struggle in Romania (10.3)", () => {
    let s = lateYear('democrat', [97], (d) => {
      d.eventsPlayed.push(54);
      d.effects.push({ card: 54, side: 'democrat' }, { card: 104, side: 'communist' });
      setHand(d, 'communist', []);
      setSupport(d, 'bucuresti', 3, 0);
    });
    // the turn runs out of cards: the Democrat picks Romania for the final struggle
    s = act(s, play('democrat', 97));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card104:finalStruggle' });
    s = act(s, { side: 'democrat', type: 'select', value: 'romania' });
    s = finishStruggle(s);
    while (!s.result) s = act(s, legalActions(s)[0]!);
    expect(s.result.reason).toBe('event');
    expect(logEntries(s).some((e) => e.key === 'tyrantIsGone')).toBe(false);
  });

  it('#97 The Tyrant is Gone: uncaptured at Final Scoring, −2 VP for the Communist (7.6.5)', () => {
    let s = lateYear('democrat', [4], (d) => {
      d.turn = 10;
      d.eventsPlayed.push(54, 97);
      d.effects.push({ card: 97, side: 'democrat', data: { resolved: true, space: spaceIndex('craiova') } });
      setHand(d, 'communist', []);
      setSupport(d, 'polish-writers', 0, 1);
    });
    s = act(s, play('democrat', 4, 'place'), place('democrat', 'polish-writers'));
    expect(s.result?.reason).toBe('final-scoring');
    expect(lastLog(s, 'tyrantNotCaptured')!.params).toMatchObject({ space: 'craiova' });
    // six countries under Communist Power: −24, and −2 for the Ceausescus
    expect(lastLog(s, 'finalBonus')!.params).toMatchObject({ countries: 6, vp: -24 });
    expect(lastLog(s, 'finalScoringEvent')!.params).toMatchObject({ card: 97, vp: -2, total: s.vp });
  });

  // ruling (docs/engine.md "Rules notes"): the −2 VP is for a game that goes to Final Scoring (7.6.5, 10.3)
  it("#97 The Tyrant is Gone: uncaptured when a New Year's Eve Party (#104) ends the game, no −2 VP", () => {
    let s = lateYear('democrat', [4], (d) => {
      d.eventsPlayed.push(54, 97);
      d.effects.push({ card: 97, side: 'democrat', data: { resolved: true, space: spaceIndex('craiova') } }, { card: 104, side: 'communist' });
      setHand(d, 'communist', []);
      setSupport(d, 'polish-writers', 0, 1);
    });
    s = act(s, play('democrat', 4, 'place'), place('democrat', 'polish-writers'));
    while (!s.result) s = act(s, legalActions(s)[0]!);
    expect(s.result.reason).toBe('event');
    expect(logEntries(s).some((e) => e.key === 'tyrantNotCaptured' || e.key === 'finalScoringEvent')).toBe(false);
  });
});
