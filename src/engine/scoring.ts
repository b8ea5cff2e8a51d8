/** 9.0 country scoring. */
import { controls, countrySpaces } from './board';
import { spaceAt, COUNTRY, type CountryId, type Side } from './data';
import { log } from './log';
import type { GameState } from './types';

export type Level = 'none' | 'presence' | 'domination' | 'control';

export interface SideScore {
  spaces: number;
  battlegrounds: number;
  level: Level;
  vp: number;
}

export interface CountryScore {
  country: CountryId;
  communist: SideScore;
  democrat: SideScore;
  /** net VP change, positive toward the Democrat */
  net: number;
}

/** 9.2 / 9.3.1 / 9.3.2 */
export function countryScore(s: GameState, country: CountryId): CountryScore {
  const spaces = countrySpaces(s, country);
  const totalBattlegrounds = spaces.filter((i) => spaceAt(i).battleground).length;
  const tally = (side: Side) => {
    const own = spaces.filter((i) => controls(s, i, side));
    const bg = own.filter((i) => spaceAt(i).battleground).length;
    return { spaces: own.length, battlegrounds: bg, nonBattlegrounds: own.length - bg };
  };
  const t = { communist: tally('communist'), democrat: tally('democrat') };
  const values = COUNTRY[country];
  const score = (side: Side): SideScore => {
    const me = t[side];
    const them = t[side === 'communist' ? 'democrat' : 'communist'];
    let level: Level = 'none';
    if (me.spaces > 0) level = 'presence';
    if (me.spaces > them.spaces && me.battlegrounds > them.battlegrounds && me.battlegrounds > 0 && me.nonBattlegrounds > 0)
      level = 'domination';
    if (me.spaces > them.spaces && totalBattlegrounds > 0 && me.battlegrounds === totalBattlegrounds) level = 'control';
    const levelVp = level === 'none' ? 0 : values[level];
    return { spaces: me.spaces, battlegrounds: me.battlegrounds, level, vp: levelVp + me.battlegrounds };
  };
  const communist = score('communist');
  const democrat = score('democrat');
  return { country, communist, democrat, net: democrat.vp - communist.vp };
}

/** 9.3.3: score a country and move the VP marker by the difference. */
export function scoreCountry(s: GameState, country: CountryId): CountryScore {
  const r = countryScore(s, country);
  s.vp += r.net;
  log(s, 'countryScored', {
    country,
    communistLevel: r.communist.level,
    communistVp: r.communist.vp,
    communistBattlegrounds: r.communist.battlegrounds,
    democratLevel: r.democrat.level,
    democratVp: r.democrat.vp,
    democratBattlegrounds: r.democrat.battlegrounds,
    net: r.net,
    vp: s.vp,
  });
  return r;
}
