import { describe, expect, it } from 'vitest';
import { SPACE_LOCATIONS } from '../../src/engine/data/spaceLocations.generated';
import * as EN from '../../src/i18n/names/en.generated';
import * as PL from '../../src/i18n/names/pl.generated';
import * as DE from '../../src/i18n/names/de.generated';

const NAMES = { en: EN, pl: PL, de: DE };
import {
  ADJACENT,
  CARDS,
  CARD_NUMBERS,
  COUNTRY,
  COUNTRY_IDS,
  PS_CARDS,
  PS_CARD_INDEXES,
  RESULTS_TABLE,
  SPACES,
  SPACES_OF_COUNTRY,
  TIANANMEN_BOXES,
  USSR_TRACK,
  spaceIndex,
} from '../../src/engine/data';

describe('2.1 map data', () => {
  it('has 75 spaces in six countries (12/14/11/12/14/12)', () => {
    expect(SPACES).toHaveLength(75);
    expect(COUNTRY_IDS.map((c) => SPACES_OF_COUNTRY[c].length)).toEqual([12, 14, 11, 12, 14, 12]);
    SPACES.forEach((s, i) => expect(s.index).toBe(i));
  });
  it('2.1.6 adjacency is symmetric, without self links, 104 links', () => {
    let links = 0;
    ADJACENT.forEach((adj, i) => {
      for (const j of adj) {
        expect(ADJACENT[j]).toContain(i);
        expect(j).not.toBe(i);
        links++;
      }
    });
    expect(links / 2).toBe(104);
  });
  it('2.1.4 spot stability values from the rulebook examples', () => {
    const st = (id: string) => SPACES[spaceIndex(id)]!.stability;
    expect(st('dresden')).toBe(4); // 2.1.7
    expect(st('budapest')).toBe(3); // 6.1.3
    expect(st('jagiellonian-university')).toBe(1); // 6.2.6
    expect(st('krakow')).toBe(3); // 6.2.6
    expect(st('polish-catholic-church')).toBe(5);
  });
  it('2.1.5 battlegrounds per country match the scoring boxes (6/6/6/4/6/5)', () => {
    for (const c of COUNTRY_IDS) expect(SPACES_OF_COUNTRY[c].filter((i) => SPACES[i]!.battleground).length).toBe(COUNTRY[c].battlegroundCount);
    expect(COUNTRY_IDS.map((c) => COUNTRY[c].battlegroundCount)).toEqual([6, 6, 6, 4, 6, 5]);
  });
  it('2.1.3 Bydgoszcz is an Elite space, Lodz a Worker space (2.3.2 example)', () => {
    expect(SPACES[spaceIndex('bydgoszcz')]!.socio).toBe('elite');
    expect(SPACES[spaceIndex('lodz')]!.socio).toBe('worker');
  });
  it("every space has names in three languages and coordinates (for the map's layout, by index)", () => {
    expect(SPACE_LOCATIONS).toHaveLength(SPACES.length);
    for (const s of SPACES) {
      expect(NAMES.en.SPACE_NAMES[s.id] && NAMES.pl.SPACE_NAMES[s.id] && NAMES.de.SPACE_NAMES[s.id]).toBeTruthy();
      expect(SPACE_LOCATIONS[s.index]!.lat).toBeGreaterThan(40);
      expect(SPACE_LOCATIONS[s.index]!.lon).toBeGreaterThan(10);
    }
  });
});

describe('3.2 / 3.3 setup support', () => {
  const setup = (side: 'communist' | 'democrat') => Object.fromEntries(SPACES.filter((s) => s.setup[side] > 0).map((s) => [s.id, s.setup[side]]));
  it('3.2 Communist SPs', () => {
    expect(setup('communist')).toEqual({
      bydgoszcz: 1,
      warszawa: 1,
      lublin: 1,
      dresden: 2,
      berlin: 2,
      plzen: 2,
      praha: 2,
      brno: 1,
      szombathely: 1,
      'cluj-napoca': 2,
      bucuresti: 2,
      sofia: 2,
      'stara-zagora': 1,
    });
  });
  it('3.3 Democrat SPs', () => {
    expect(setup('democrat')).toEqual({
      'polish-catholic-church': 5,
      gdansk: 1,
      krakow: 1,
      'east-german-lutheran-church': 1,
      'czech-writers': 2,
      'czechoslovak-catholic-church': 1,
      budapest: 1,
      szeged: 1,
      'hungarian-catholic-church': 1,
      szekesfehervar: 1,
    });
  });
});

describe('2.2 strategy cards', () => {
  it('110 cards: 40 early, 41 middle, 29 late; 6 scoring cards', () => {
    expect(CARD_NUMBERS).toHaveLength(110);
    const per = (p: string) => CARD_NUMBERS.filter((n) => CARDS[n]!.period === p).length;
    expect([per('early'), per('middle'), per('late')]).toEqual([40, 41, 29]);
    expect(CARD_NUMBERS.filter((n) => CARDS[n]!.side === 'scoring')).toEqual([22, 23, 42, 43, 55, 95]);
  });
  it('every non-scoring card has 1–4 Ops and names in three languages', () => {
    for (const n of CARD_NUMBERS) {
      const c = CARDS[n]!;
      if (c.side !== 'scoring') expect(c.ops).toBeGreaterThanOrEqual(1);
      expect(NAMES.en.CARD_NAMES[n] && NAMES.pl.CARD_NAMES[n] && NAMES.de.CARD_NAMES[n]).toBeTruthy();
    }
  });
  it('scoring cards name their countries', () => {
    expect(CARDS[22]!.scoringCountry).toBe('poland');
    expect(CARDS[23]!.scoringCountry).toBe('hungary');
    expect(CARDS[95]!.scoringCountry).toBe('romania');
  });
});

describe('2.3 / Appendix A power struggle deck', () => {
  it('52 cards with the printed distribution', () => {
    expect(PS_CARD_INDEXES).toHaveLength(52);
    const cards = PS_CARD_INDEXES.map((i) => PS_CARDS[i]!);
    const count = (f: (c: (typeof cards)[number]) => boolean) => cards.filter(f).length;
    expect(count((c) => c.suit === 'rally-in-the-square' && c.rank === 1)).toBe(6);
    for (const suit of ['march', 'strike'] as const) {
      expect(count((c) => c.suit === suit)).toBe(12);
      expect([6, 5, 4, 3].map((r) => count((c) => c.suit === suit && c.rank === r))).toEqual([2, 2, 4, 4]);
    }
    expect([6, 5].map((r) => count((c) => c.suit === 'petition' && c.rank === r))).toEqual([3, 3]);
    expect(['intellectual', 'elite', 'worker', 'church', 'student'].map((t) => count((c) => c.leader === t))).toEqual([4, 4, 2, 1, 1]);
    expect(count((c) => c.type === 'wild')).toBe(4);
  });
});

describe('tables', () => {
  it('9.3 country values: Poland 3/6/9 power 3, Hungary 1/2/4 power 1, Romania domination 4', () => {
    expect(COUNTRY.poland).toMatchObject({ presence: 3, domination: 6, control: 9, powerValue: 3 });
    expect(COUNTRY.hungary).toMatchObject({ presence: 1, domination: 2, control: 4, powerValue: 1 });
    expect(COUNTRY.romania.domination).toBe(4);
  });
  it('8.4 results table: 0,0,1,1,2,2,3,4 for modified rolls 0..7; power falls from 4', () => {
    expect(RESULTS_TABLE.map((r) => r.supportLoss)).toEqual([0, 0, 1, 1, 2, 2, 3, 4]);
    expect(RESULTS_TABLE.map((r) => r.vp)).toEqual([0, 0, 1, 1, 2, 2, 3, 4]);
    expect(RESULTS_TABLE.map((r) => r.democratTakesPower)).toEqual([false, false, false, false, true, true, true, true]);
  });
  it('6.3 Tiananmen Square track requirements (easier early for the Democrat, late for the Communist)', () => {
    expect(TIANANMEN_BOXES.map((b) => b.requirement.democrat)).toEqual([5, 5, 6, 6, 7, 8, 9, 10]);
    expect(TIANANMEN_BOXES.map((b) => b.requirement.communist)).toEqual([6, 6, 7, 7, 8, 7, 6, 5]);
    // the awards' names are messages of each language (src/i18n/names, from the same reference)
    expect(PL.TABLE_NAMES['tian.award.democrat.1']).toBe('Niezależne media');
  });
  it('12 USSR stability track: Sajudis, Baltic Way, Breakaway Baltic Republics, Kremlin Coup', () => {
    expect(USSR_TRACK.map((p) => p.card)).toEqual([null, 33, 81, 84, 109]);
  });
});
