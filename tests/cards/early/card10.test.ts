import { describe, expect, it } from 'vitest';
import { sp, act, place, play, earlyYear, targets } from '../../table';

describe('#10 Cult of Personality', () => {
  it('#10 Cult of Personality: 4 Communist SPs in Romanian Worker and Farmer spaces, at most 2 per space', () => {
    let s = act(earlyYear('communist', [10]), play('communist', 10));
    expect(targets(s)).toEqual(['brasov', 'constanta', 'craiova', 'galati', 'iasi', 'ploiesti', 'targu-mures', 'timisoara']);
    s = act(s, place('communist', 'brasov'), place('communist', 'brasov'));
    expect(targets(s)).not.toContain('brasov');
    s = act(s, place('communist', 'ploiesti'), place('communist', 'ploiesti'));
    expect(sp(s, 'brasov').communist).toBe(2);
    expect(sp(s, 'ploiesti').communist).toBe(2);
    expect(s.removed).toContain(10);
  });
  it('#10 Cult of Personality: an eliminated space cannot be used', () => {
    const s = act(
      earlyYear('communist', [10], (d) => void d.eliminated.push(56)),
      play('communist', 10),
    );
    expect(targets(s)).not.toContain('brasov');
  });
  it('#10 Cult of Personality: no effect once The Tyrant is Gone has been resolved, but the card leaves the game (7.6.4, 5.2 ex. 5)', () => {
    const s = act(
      earlyYear('communist', [10], (d) => void d.eventsPlayed.push(97)),
      play('communist', 10),
    );
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(10);
  });
  it('#10 Cult of Personality: still works while The Tyrant is Gone waits in front of the Democrat (7.6.4)', () => {
    const s = act(
      earlyYear('communist', [10], (d) => {
        d.eventsPlayed.push(97);
        d.effects.push({ card: 97, side: 'democrat', data: { waiting: true } });
      }),
      play('communist', 10),
    );
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'addSupport' });
  });
});
