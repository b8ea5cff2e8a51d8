import { describe, expect, it } from 'vitest';
import { sp, act, place, play, earlyYear, targets } from '../../table';

describe('#31 Intelligentsia', () => {
  it('#31 Intelligentsia: the Democrat adds 4 SPs to Intellectual spaces, at most 2 per space; the card is discarded', () => {
    let s = act(earlyYear('democrat', [31]), play('democrat', 31));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'addSupport' });
    expect(targets(s)).toEqual(['bulgarian-writers', 'czech-writers', 'east-german-writers', 'hungarian-writers', 'polish-writers', 'romanian-writers']);
    s = act(s, place('democrat', 'czech-writers'), place('democrat', 'czech-writers'));
    expect(targets(s)).not.toContain('czech-writers');
    s = act(s, place('democrat', 'polish-writers'), place('democrat', 'polish-writers'));
    expect(sp(s, 'czech-writers').democrat).toBe(2);
    expect(sp(s, 'polish-writers').democrat).toBe(2);
    expect(s.discard).toContain(31);
    expect(s.removed).not.toContain(31);
  });
  it('#31 Intelligentsia: an eliminated space cannot receive SPs', () => {
    const s = act(
      earlyYear('democrat', [31], (d) => {
        d.eliminated.push(54); // Romanian Writers
      }),
      play('democrat', 31),
    );
    expect(targets(s)).not.toContain('romanian-writers');
  });
});
