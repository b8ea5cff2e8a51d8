import { describe, expect, it } from 'vitest';
import { PS_CARD_INDEXES, PS_CARDS } from '../../../src/engine/data';
import { hooksOf } from '../../../src/engine/hooks';
import { act, setSupport, sp, check, place, play, middleYear, select, selects, targets, roundOf, psHand } from '../../table';

const ROMANIA_SCORING = 95;
const rallies = PS_CARD_INDEXES.filter((c) => PS_CARDS[c]!.suit === 'rally-in-the-square');
const others = PS_CARD_INDEXES.filter((c) => PS_CARDS[c]!.suit !== 'rally-in-the-square');

/** 12 cards for the two 6-card hands, then the 15 the Crowd draws with `n` Rallies among them. */
function deckWith(n: number): number[] {
  return [...others.slice(0, 12), ...rallies.slice(0, n), ...others.slice(12, 12 + 15 - n)];
}

function romanianStruggle(n: number) {
  return middleYear('democrat', [54, ROMANIA_SCORING], (d) => {
    d.options.rig = { powerStruggleDeck: deckWith(n) };
    setSupport(d, 'timisoara', 0, 3); // Democrat controls 1 space: 6 cards
    setSupport(d, 'bucuresti', 3, 0); // Communist controls 1 space: 6 cards
    setSupport(d, 'galati', 1, 0);
  });
}

describe('#54 The Crowd Turns Against Ceausescu', () => {
  it('#54 The Crowd Turns Against Ceausescu: nothing happens when played; it waits for the Romanian power struggle', () => {
    let s = romanianStruggle(2);
    s = act(s, play('democrat', 54));
    expect(s.effects).toEqual([{ card: 54, side: 'democrat' }]);
    expect(s.removed).toContain(54);
    expect(s.eventsPlayed).toContain(54);
  });

  it('#54 The Crowd Turns Against Ceausescu: after the deal, 3 Ops per Rally among 15 drawn cards, placement in Romania under 6.1', () => {
    let s = romanianStruggle(2);
    s = act(roundOf(act(s, play('democrat', 54)), 'democrat'), play('democrat', ROMANIA_SCORING));
    expect(s.ps).toMatchObject({ country: 'romania' });
    expect(psHand(s, 'democrat')).toHaveLength(6);
    expect(s.ps!.discard).toHaveLength(15);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card54:mode', params: { ops: 6 } });
    expect(selects(s)).toEqual(['place', 'checks']);
    s = act(s, select('democrat', 'place'));
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 6 } });
    // 6.1: next to Timișoara only (Szeged is in Hungary); Bucharest is not adjacent
    expect(targets(s, 'place')).toEqual(['cluj-napoca', 'craiova', 'timisoara']);
    s = act(s, ...Array(6).fill(place('democrat', 'cluj-napoca')));
    expect(sp(s, 'cluj-napoca').democrat).toBe(6);
    // the power struggle goes on with raising the stakes
    expect(s.prompt).toMatchObject({ kind: 'psRaise' });
    expect(s.effects).toEqual([{ card: 54, side: 'democrat' }]);
  });

  it('#54 The Crowd Turns Against Ceausescu: or 2 support checks in Romania with those Ops', () => {
    let s = romanianStruggle(1);
    s = act(roundOf(act(s, play('democrat', 54)), 'democrat'), play('democrat', ROMANIA_SCORING), select('democrat', 'checks'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 3 } });
    expect(targets(s, 'check')).toEqual(['bucuresti', 'galati']);
    s = act(s, check('democrat', 'galati'));
  });

  it('#54 The Crowd Turns Against Ceausescu: no Rally, no special round; the effect ends with the Romanian struggle', () => {
    let s = romanianStruggle(0);
    s = act(roundOf(act(s, play('democrat', 54)), 'democrat'), play('democrat', ROMANIA_SCORING));
    expect(s.prompt).toMatchObject({ kind: 'psRaise' });
    expect(s.ps!.discard).toHaveLength(15);
  });

  it('#54 The Crowd Turns Against Ceausescu: a power struggle elsewhere leaves it waiting', () => {
    let s = middleYear('democrat', [22], (d) => {
      d.effects.push({ card: 54, side: 'democrat' });
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'warszawa', 3, 0);
    });
    s = act(s, play('democrat', 22));
    expect(s.ps!.discard).toHaveLength(0);
    expect(s.prompt).toMatchObject({ kind: 'psRaise' });
    const e = s.effects.find((x) => x.card === 54)!;
    expect(hooksOf(e).afterPowerStruggle!(s, e, 'poland')).toBe(true);
    expect(hooksOf(e).afterPowerStruggle!(s, e, 'romania')).toBe(false);
  });
});
