import { describe, expect, it } from 'vitest';
import { adjacentInPlay } from '../../../src/engine/board';
import { SPACES, spaceIndex } from '../../../src/engine/data';
import { adjacencyModifier } from '../../../src/engine/frames/supportChecks';
import { placementArea } from '../../../src/engine/frames/placeSupport';
import { countryScore } from '../../../src/engine/scoring';
import { act, setSupport, sp, play, middleYear, roundOver, select, selects } from '../../table';

const ids = (xs: readonly number[]) => xs.map((i) => SPACES[i]!.id).sort();

describe('#69 Systematization', () => {
  it('#69 Systematization: the chosen Romanian space leaves the map; Democratic SPs go, Communist SPs move to București', () => {
    let s = middleYear('communist', [69], (d) => {
      setSupport(d, 'cluj-napoca', 3, 2);
      setSupport(d, 'bucuresti', 1, 0);
    });
    s = act(s, play('communist', 69));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card69:space', rule: 'card 69' });
    expect(selects(s)).toHaveLength(14);
    s = act(s, select('communist', 'cluj-napoca'));
    expect(s.eliminated).toEqual([spaceIndex('cluj-napoca')]);
    expect(sp(s, 'cluj-napoca')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(s, 'bucuresti')).toEqual({ communist: 4, democrat: 0 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(69);
  });

  it('#69 Systematization: the neighbours of the eliminated space become adjacent to one another', () => {
    const s = middleYear('communist', [], (d) => {
      d.eliminated.push(spaceIndex('cluj-napoca'));
      setSupport(d, 'babes-bolyai-university', 0, 1);
      setSupport(d, 'romanian-orthodox-church', 0, 3);
      setSupport(d, 'timisoara', 0, 3);
    });
    expect(ids(adjacentInPlay(s, spaceIndex('timisoara')))).toEqual(
      ['babes-bolyai-university', 'bucuresti', 'craiova', 'romanian-orthodox-church', 'szeged'].sort(),
    );
    expect(ids(adjacentInPlay(s, spaceIndex('babes-bolyai-university')))).toContain('bucuresti');
    // a Communist check in Bucharest now counts the Democrat-controlled Timișoara, church and university
    expect(adjacencyModifier(s, 'communist', spaceIndex('bucuresti'))).toBe(-3);
    // and a Democrat with SPs at the university may place in Bucharest
    expect(ids(placementArea(s, 'democrat'))).toContain('bucuresti');
    expect(ids(placementArea(s, 'democrat'))).not.toContain('cluj-napoca');
  });

  it('#69 Systematization: adjacency follows the eliminated spaces themselves, also when their list is changed in place (a playout copy)', () => {
    const s = middleYear('communist', [], () => {});
    const timisoara = spaceIndex('timisoara');
    const before = ids(adjacentInPlay(s, timisoara));
    expect(before).toContain('cluj-napoca');
    const d = { ...s, eliminated: [spaceIndex('cluj-napoca')] };
    const without = ids(adjacentInPlay(d, timisoara));
    expect(without).not.toContain('cluj-napoca');
    expect(without).toContain('bucuresti');
    // the same list, changed in place as applyInPlace changes a playout copy's
    d.eliminated.length = 0;
    expect(ids(adjacentInPlay(d, timisoara))).toEqual(before);
    d.eliminated.push(spaceIndex('cluj-napoca'));
    expect(ids(adjacentInPlay(d, timisoara))).toEqual(without);
  });

  it('#69 Systematization: an eliminated Battleground no longer counts for Romania', () => {
    const s = middleYear('communist', [], (d) => {
      d.eliminated.push(spaceIndex('cluj-napoca'));
      for (const id of ['timisoara', 'iasi', 'brasov', 'bucuresti', 'galati']) setSupport(d, id, 0, 5);
      setSupport(d, 'ploiesti', 0, 5);
    });
    // every remaining Battleground: Control
    expect(countryScore(s, 'romania').democrat.level).toBe('control');
  });

  it('#69 Systematization: București may be eliminated; the Communist SPs there are lost (Polish FAQ 69)', () => {
    let s = middleYear('communist', [69], (d) => setSupport(d, 'bucuresti', 4, 1));
    s = act(s, play('communist', 69), select('communist', 'bucuresti'));
    expect(sp(s, 'bucuresti')).toEqual({ communist: 0, democrat: 0 });
    expect(s.eliminated).toEqual([spaceIndex('bucuresti')]);
    expect(s.support.reduce((n, r) => n + r.communist, 0)).toBe(0);
  });

  it('#69 Systematization: works while The Tyrant is Gone waits (EN 7.6.4), does nothing once it is resolved', () => {
    let waiting = middleYear('communist', [69], (d) => {
      d.eventsPlayed.push(97);
      d.effects.push({ card: 97, side: 'democrat', data: { waiting: true } });
    });
    waiting = act(waiting, play('communist', 69), select('communist', 'romanian-writers'));
    expect(waiting.eliminated).toEqual([spaceIndex('romanian-writers')]);

    let gone = middleYear('communist', [69], (d) => {
      d.eventsPlayed.push(97);
    });
    gone = act(gone, play('communist', 69));
    expect(gone.eliminated).toEqual([]);
    expect(roundOver(gone)).toBe(true);
    expect(gone.removed).toContain(69);
  });

  it('#69 Systematization: an eliminated space is not offered to later events', () => {
    let s = middleYear('communist', [69], (d) => {
      d.eliminated.push(spaceIndex('romanian-writers'));
    });
    s = act(s, play('communist', 69));
    expect(selects(s)).not.toContain('romanian-writers');
    expect(selects(s)).toHaveLength(13);
  });
});
