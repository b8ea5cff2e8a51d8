/**
 * The map's framing of a prompt's targets (src/ui/zoom.ts) on a 390 px phone: the setup's
 * placements (3.4) offer spaces over the whole map, more than one tappable view shows.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../src/engine';
import { spaceIndex } from '../../src/engine/data';
import { BOX_H, BOX_W, MAP_H, MAP_W, POSITIONS } from '../../src/ui/mapLayout';
import { TOUCH_SCALE } from '../../src/ui/MapView';
import { allFit, frameTargets, keepsView, someVisible } from '../../src/ui/zoom';

const LIMITS = { mapW: MAP_W, mapH: MAP_H, maxScale: 4 };
const [CW, CH] = [390, 420];
const setupTargets = () => legalActions(newGame({ seed: 'zoom' })).flatMap((a) => (a.type === 'place' ? [POSITIONS[spaceIndex(a.space)]!] : []));

describe("framing a prompt's targets on a phone", () => {
  it('3.4 setup targets span more than one tappable view', () => {
    const pts = setupTargets();
    expect(pts.length).toBeGreaterThan(50);
    expect(allFit(pts, BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(false);
    expect(allFit(pts.slice(0, 1), BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(true);
  });
  it('targets over the whole map open on its middle, at a tappable scale, not on a corner country', () => {
    const pts = setupTargets();
    const f = frameTargets(pts, BOX_W, BOX_H, LIMITS, CW, CH, TOUCH_SCALE)!;
    expect(CW / f.w).toBeCloseTo(TOUCH_SCALE, 5);
    const [cx, cy] = [f.x + f.w / 2, f.y + f.h / 2];
    const mx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
    const my = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    // the view's centre lies within a third of the map of the targets' middle
    expect(Math.abs(cx - mx)).toBeLessThan(MAP_W / 3);
    expect(Math.abs(cy - my)).toBeLessThan(MAP_H / 3);
    for (const corner of ['plovdiv', 'varna', 'constanta', 'schwerin']) {
      const p = POSITIONS[spaceIndex(corner)]!;
      expect(p.x >= f.x && p.x <= f.x + f.w && p.y >= f.y && p.y <= f.y + f.h, corner).toBe(false);
    }
    expect(someVisible(f, pts, BOX_W, BOX_H)).toBe(true);
  });
  it('a few targets close together are all framed', () => {
    const pts = ['warszawa', 'lodz', 'lublin'].map((id) => POSITIONS[spaceIndex(id)]!);
    const f = frameTargets(pts, BOX_W, BOX_H, LIMITS, CW, CH, TOUCH_SCALE)!;
    for (const p of pts) expect(p.x > f.x && p.x < f.x + f.w && p.y > f.y && p.y < f.y + f.h).toBe(true);
  });
});

describe("a new prompt keeps the player's view where it can (keepsView)", () => {
  const pts = setupTargets();
  const view = (centre: string, scale = TOUCH_SCALE) => {
    const p = POSITIONS[spaceIndex(centre)]!;
    const [w, h] = [CW / scale, CH / scale];
    return { x: p.x - w / 2, y: p.y - h / 2, w, h };
  };
  it('3.4 setup: a tappable view the player chose over some targets stays, wherever it is', () => {
    expect(keepsView(view('sofia'), pts, BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(true);
    expect(keepsView(view('gdansk'), pts, BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(true);
  });
  it('a view too far out to tap is framed again', () => {
    expect(keepsView(view('budapest', TOUCH_SCALE / 2), pts, BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(false);
  });
  it('targets that fit in one view are framed unless all are in view already', () => {
    const few = ['warszawa', 'lodz'].map((id) => POSITIONS[spaceIndex(id)]!);
    expect(keepsView(view('sofia'), few, BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(false);
    expect(keepsView(view('warszawa'), few.slice(0, 1), BOX_W, BOX_H, CW, CH, TOUCH_SCALE)).toBe(true);
  });
});
