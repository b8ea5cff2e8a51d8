/** 9.0 country scoring. */
import { controller, isInPlay } from './board';
import { spaceAt, COUNTRY, SPACES_OF_COUNTRY, type CountryId } from './data';
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

/** Controlled spaces and battlegrounds of each side in a country (2.1.7), counted in one pass. */
interface Tally {
  spaces: number;
  battlegrounds: number;
}

/** 9.2 / 9.3.1 / 9.3.2 */
export function countryScore(s: GameState, country: CountryId): CountryScore {
  const c: Tally = { spaces: 0, battlegrounds: 0 };
  const d: Tally = { spaces: 0, battlegrounds: 0 };
  let totalBattlegrounds = 0;
  for (const i of SPACES_OF_COUNTRY[country]) {
    if (!isInPlay(s, i)) continue;
    const bg = spaceAt(i).battleground;
    if (bg) totalBattlegrounds++;
    const side = controller(s, i);
    const t = side === 'communist' ? c : side === 'democrat' ? d : null;
    if (t) {
      t.spaces++;
      if (bg) t.battlegrounds++;
    }
  }
  const values = COUNTRY[country];
  const score = (me: Tally, them: Tally): SideScore => {
    let level: Level = 'none';
    if (me.spaces > 0) level = 'presence';
    // domination: more spaces, more battlegrounds, and at least one of each kind
    if (me.spaces > them.spaces && me.battlegrounds > them.battlegrounds && me.battlegrounds > 0 && me.spaces > me.battlegrounds) level = 'domination';
    if (me.spaces > them.spaces && totalBattlegrounds > 0 && me.battlegrounds === totalBattlegrounds) level = 'control';
    const levelVp = level === 'none' ? 0 : values[level];
    return { spaces: me.spaces, battlegrounds: me.battlegrounds, level, vp: levelVp + me.battlegrounds };
  };
  const communist = score(c, d);
  const democrat = score(d, c);
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
