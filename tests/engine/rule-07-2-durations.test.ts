/**
 * 7.2: how long a lasting effect lasts is its card's `lasting` kind in the card data, and
 * src/engine/lasting.ts ends it at the moment the core announces (a turn's end, an action round's
 * end, a card played, a support check rolled, a power struggle over), sending on a card that waited beside the map: to the box with an
 * asterisk, else to the discard pile.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/data';
import { actionRoundEnds, cardPlayed, endEffect, endsAtTurnEnd, powerStruggleOver, startEffect, supportCheckRolled, turnEnds } from '../../src/engine/lasting';
import { spaceIndex } from '../../src/engine/data';
import { logEntries } from '../../src/engine/log';
import type { GameState, LastingEffect } from '../../src/engine';
import { middleYear } from '../table';

/** A position with these effects in force and these cards beside the map. */
function withEffects(effects: LastingEffect[], inPlay: number[] = []): GameState {
  return structuredClone(
    middleYear('democrat', [], (d) => {
      d.effects.push(...effects);
      for (const c of inPlay) d.drawPile.splice(d.drawPile.indexOf(c), 1);
      d.inPlay.push(...inPlay);
    }),
  );
}

const kinds = (...cards: number[]) => cards.map((c) => CARDS[c]!.lasting);

describe('7.2 lasting effects end when their card data says', () => {
  it('the kinds the cases below cover', () => {
    expect(kinds(8, 17, 62, 72, 102, 9, 30, 5)).toEqual([
      'turn',
      'until-power-struggle',
      'until-power-struggle',
      'until-power-struggle',
      'until-power-struggle',
      'until-used',
      'until-used',
      'until-cancelled',
    ]);
  });

  it("'until-power-struggle' (#62, #72) ends after a power struggle in any country; a hook may keep one waiting (#102 waits for the Balkans)", () => {
    const s = withEffects([
      { card: 62, side: 'democrat' },
      { card: 72, side: 'democrat' },
      { card: 102, side: 'communist' },
    ]);
    powerStruggleOver(s, 'poland');
    expect(s.effects).toEqual([{ card: 102, side: 'communist' }]);
    powerStruggleOver(s, 'bulgaria');
    expect(s.effects).toEqual([]);
  });

  it('#17 Roundtable Talks (no asterisk) waited beside the map: after the power struggle it goes to the discard pile, announced', () => {
    const s = withEffects([{ card: 17, side: 'democrat' }], [17]);
    powerStruggleOver(s, 'hungary');
    expect(s.effects).toEqual([]);
    expect(s.inPlay).not.toContain(17);
    expect(s.discard).toContain(17);
    expect([...logEntries(s)].slice(-2).map((l) => l.key)).toEqual(['effectEnds', 'cardDiscarded']);
  });

  it("'until-used' (#30 Tear Gas): a check elsewhere leaves it waiting; the Communist's check in a Student space uses it up and the card leaves the game", () => {
    const s = withEffects([{ card: 30, side: 'communist' }], [30]);
    supportCheckRolled(s, 'communist', spaceIndex('gdansk'));
    supportCheckRolled(s, 'democrat', spaceIndex('charles-university'));
    expect(s.effects).toEqual([{ card: 30, side: 'communist' }]);
    supportCheckRolled(s, 'communist', spaceIndex('charles-university'));
    expect(s.effects).toEqual([]);
    expect(s.removed).toContain(30);
    expect(s.inPlay).not.toContain(30);
    expect([...logEntries(s)].slice(-2).map((l) => l.key)).toEqual(['effectEnds', 'cardRemoved']);
  });

  it("'until-cancelled' (#5 General Strike) outlasts turns and struggles; ending it sends its card to the box", () => {
    const s = withEffects([{ card: 5, side: 'democrat' }], [5]);
    turnEnds(s);
    powerStruggleOver(s, 'romania');
    expect(s.effects).toEqual([{ card: 5, side: 'democrat' }]);
    endEffect(s, 5);
    expect(s.effects).toEqual([]);
    expect(s.removed).toContain(5);
  });

  it("'turn' (#8 Prudence) ends with the turn; 'until-power-struggle' does not", () => {
    const s = withEffects([
      { card: 8, side: 'democrat' },
      { card: 72, side: 'democrat' },
    ]);
    expect(endsAtTurnEnd(s, s.effects[0]!)).toBe(true);
    turnEnds(s);
    expect(s.effects).toEqual([{ card: 72, side: 'democrat' }]);
  });

  it("'next-turn' (#65 Presidential Visit) keeps the turn it lasts through and ends when that turn does, not before", () => {
    const s = withEffects([]);
    startEffect(s, 65, 'democrat');
    expect(s.effects).toEqual([{ card: 65, side: 'democrat', data: { turn: s.turn + 1 } }]);
    turnEnds(s);
    expect(s.effects).toHaveLength(1);
    s.turn += 1;
    turnEnds(s);
    expect(s.effects).toEqual([]);
  });

  it("'end-of-action-round' (#41 Ceausescu) ends with the action round, announced, and its follow-up comes after", () => {
    const s = withEffects([{ card: 41, side: 'communist' }]);
    turnEnds(s);
    powerStruggleOver(s, 'romania');
    expect(s.effects).toHaveLength(1);
    actionRoundEnds(s, 'communist');
    expect(s.effects).toEqual([]);
    expect([...logEntries(s)].slice(-2).map((l) => l.key)).toEqual(['effectEnds', 'eventFollowUp']);
  });

  it("'next-action-round' (#99 Ligachev) outlasts the Communist's own plays and ends with the Democrat's next one", () => {
    const s = withEffects([{ card: 99, side: 'communist' }]);
    cardPlayed(s, 'communist', 10, 'place');
    turnEnds(s);
    expect(s.effects).toHaveLength(1);
    cardPlayed(s, 'democrat', 31, 'place');
    expect(s.effects).toEqual([]);
  });
});
