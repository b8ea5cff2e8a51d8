/**
 * 8.4.5 / 8.4.6: after a struggle the Communist still holds power: he either surrenders it to the
 * Democrat, or keeps it and loses VP: the country's power value times the times he has kept it.
 */
import { COUNTRY, type CountryId } from '../data';
import { powerOf } from '../cow';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { ActionOf, GameState } from '../types';
import { setDisposition } from './disposition';

declare module '../types' {
  interface FrameMap {
    psSurrender: PsSurrenderFrame;
  }
}

interface PsSurrenderFrame {
  kind: 'psSurrender';
  country: CountryId;
  /** the scoring card that started the struggle, if any: it leaves the game with power (8.4.4) */
  card: number | null;
}

export const psSurrenderFrame = (country: CountryId, card: number | null): PsSurrenderFrame => ({ kind: 'psSurrender', country, card });

/** 8.4.6: the VP the Communist loses by keeping power in `country` now: its power value times the times he has kept it, this one included. */
export function keepPowerVp(s: GameState, country: CountryId): number {
  return COUNTRY[country].powerValue * (s.power[country].timesScored + 1);
}

/** 8.4.4 / 8.4.5: power changes hands: the scoring card that started the struggle leaves the game. */
export function powerToDemocrat(s: GameState, country: CountryId, card: number | null): void {
  powerOf(s, country).holder = 'democrat';
  if (card !== null) setDisposition(s, card, 'remove');
}

registerFrame<PsSurrenderFrame, ActionOf<'surrender'>>('psSurrender', {
  advance: (s, f) => {
    if (s.power[f.country].holder === 'communist') return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: 'communist', kind: 'psSurrender', rule: '8.4.5', params: { country: f.country } }),
  actions: () => [
    { side: 'communist', type: 'surrender', yes: true },
    { side: 'communist', type: 'surrender', yes: false },
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.yes) {
      // 8.4.5
      powerToDemocrat(s, f.country, f.card);
      log(s, 'psSurrender', { country: f.country });
      return;
    }
    // 8.4.6: power value × times the Communist has kept power here
    const vp = keepPowerVp(s, f.country);
    const p = powerOf(s, f.country);
    p.timesScored += 1;
    s.vp -= vp;
    log(s, 'psPowerScored', { country: f.country, times: p.timesScored, vp });
  },
});
