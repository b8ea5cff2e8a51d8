import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, lastLog, setHand, setSupport, sp, done, play, middleYear, remove, roundOver, select, selects, targets, hand } from '../../table';

const choose = (side: 'communist' | 'democrat', card: number) => ({ side, type: 'choose' as const, card });

describe('#44 Inflationary Currency', () => {
  // ruling (Polish FAQ 5.1): the opponent holding Power nowhere is no condition of the event, so
  // it may be played; it has no effect and the card is removed (docs/engine.md "Rules notes")
  it('#44 Inflationary Currency: playable as an event while the opponent holds Power nowhere; no effect, the card is removed', () => {
    const s = middleYear('communist', [44]);
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === 44 && a.use === 'event')).toBe(true);
    const t = act(s, play('communist', 44));
    expect(lastLog(t, 'eventNoEffect')!.params).toEqual({ card: 44, side: 'communist' });
    expect(t.support).toEqual(s.support);
    expect(t.vp).toBe(s.vp);
    expect(t.eventsPlayed).toContain(44);
    expect(t.removed).toContain(44);
    expect(roundOver(t)).toBe(true);
  });

  it('#44 Inflationary Currency: 2 opponent SPs removed in the named country, the opponent declines, 1 check there', () => {
    let s = middleYear('democrat', [44], (d) => {
      setSupport(d, 'warszawa', 3, 0);
      setSupport(d, 'gdansk', 1, 0);
      setSupport(d, 'sofia', 3, 0);
      setHand(d, 'communist', [12, 10]); // Apparatchiks 2 Ops, Cult of Personality 3 Ops
    });
    s = act(s, play('democrat', 44));
    expect(selects(s)).toEqual(['east-germany', 'poland', 'czechoslovakia', 'hungary', 'romania', 'bulgaria']);
    s = act(s, select('democrat', 'poland'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport' });
    expect(targets(s, 'remove')).toEqual(['gdansk', 'warszawa']);
    s = act(s, remove('democrat', 'warszawa'), remove('democrat', 'warszawa'));
    expect(sp(s, 'warszawa').communist).toBe(1);
    // the Communist may cancel with a 3-Ops card, not with a 2-Ops one
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card44:cancel' });
    expect(legalActions(s)).toEqual([choose('communist', 10), done('communist')]);
    s = act(s, done('communist'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 1, ops: 3 } });
    expect(targets(s, 'check')).toEqual(['gdansk', 'warszawa']);
  });

  it('#44 Inflationary Currency: the opponent discards a 3-Ops card to cancel the check; its event does not occur (5.3)', () => {
    let s = middleYear('democrat', [44], (d) => {
      setSupport(d, 'warszawa', 3, 0);
      setHand(d, 'communist', [10, 12]);
    });
    s = act(s, play('democrat', 44), select('democrat', 'poland'), remove('democrat', 'warszawa'), remove('democrat', 'warszawa'));
    s = act(s, choose('communist', 10));
    expect(hand(s, 'communist')).toEqual([12]);
    expect(s.discard).toContain(10);
    expect(s.eventsPlayed).not.toContain(10);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(44);
  });

  it('#44 Inflationary Currency: by the Communist, in a country where the Democrat holds Power', () => {
    let s = middleYear('communist', [44], (d) => {
      d.power.hungary.holder = 'democrat';
      setSupport(d, 'budapest', 0, 4);
      setHand(d, 'democrat', []);
    });
    s = act(s, play('communist', 44));
    expect(selects(s)).toEqual(['hungary']);
    s = act(s, select('communist', 'hungary'), remove('communist', 'budapest'), remove('communist', 'budapest'));
    // the Democrat holds no card: the check follows at once
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'supportCheck' });
  });
});
