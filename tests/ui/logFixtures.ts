/** Log lines the result cards' tests share. */
import type { LogEntry } from '../../src/engine';

/** 9.0: Hungary scored, the Communist present, the Democrat dominating with two battlegrounds. */
export const HUNGARY_SCORED: LogEntry = {
  key: 'countryScored',
  params: {
    country: 'hungary',
    communistLevel: 'presence',
    communistVp: 1,
    communistBattlegrounds: 0,
    democratLevel: 'domination',
    democratVp: 6,
    democratBattlegrounds: 2,
    net: 5,
    vp: 3,
  },
};
