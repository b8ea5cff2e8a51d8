/**
 * Zoom and pan of the SVG map through its viewBox: pinch and drag on touch, wheel and drag with
 * a mouse, buttons and keys. Written by hand rather than with a gesture library: the whole job is
 * a viewBox and a few pointer events (no dependency, a few hundred bytes), and a drag must be told
 * from a tap on a space, which needs the same bookkeeping either way.
 *
 * The viewBox always has the container's aspect ratio, so one map unit is `scale` pixels both
 * ways and a pointer position converts to map units directly.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ZoomLimits {
  /** the map's size in its units */
  mapW: number;
  mapH: number;
  /** the largest scale (pixels per map unit) zooming in may reach */
  maxScale: number;
}

/** The viewBox that shows the whole map in a container of cw × ch pixels. */
export function fitBox(l: ZoomLimits, cw: number, ch: number): Box {
  const scale = Math.min(cw / l.mapW, ch / l.mapH);
  const w = cw / scale;
  const h = ch / scale;
  return { x: (l.mapW - w) / 2, y: (l.mapH - h) / 2, w, h };
}

/** Keep a box within zoom limits: not smaller than maxScale allows, not larger than the fit, its centre on the map. */
export function clampBox(b: Box, l: ZoomLimits, cw: number, ch: number): Box {
  const fit = fitBox(l, cw, ch);
  let w = Math.min(Math.max(b.w, cw / l.maxScale), fit.w);
  const h = (w * ch) / cw;
  w = (h * cw) / ch;
  const cx = Math.min(Math.max(b.x + b.w / 2, Math.min(w / 2, l.mapW / 2)), Math.max(l.mapW - w / 2, l.mapW / 2));
  const cy = Math.min(Math.max(b.y + b.h / 2, Math.min(h / 2, l.mapH / 2)), Math.max(l.mapH - h / 2, l.mapH / 2));
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Zoom by `factor` (>1 zooms in) keeping the map point under (px, py) pixels where it is. */
export function zoomAt(b: Box, factor: number, px: number, py: number, cw: number): Box {
  const scale = cw / b.w;
  const mx = b.x + px / scale;
  const my = b.y + py / scale;
  const w = b.w / factor;
  const h = b.h / factor;
  return { x: mx - (px / cw) * w, y: my - (py / (cw * (b.h / b.w))) * h, w, h };
}

export function panBy(b: Box, dxPx: number, dyPx: number, cw: number): Box {
  const scale = cw / b.w;
  return { ...b, x: b.x - dxPx / scale, y: b.y - dyPx / scale };
}

/**
 * The view a prompt opens at: the legal targets framed, at least `minScale` pixels per unit (so
 * that tap targets and text are big enough), centred on them, or when they do not all fit on a crowded window near their middle.
 */
export function frameTargets(
  points: readonly { x: number; y: number }[],
  boxW: number,
  boxH: number,
  l: ZoomLimits,
  cw: number,
  ch: number,
  minScale: number,
): Box | null {
  if (points.length === 0 || cw <= 0 || ch <= 0) return null;
  const margin = 24;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x0 = Math.min(...xs) - boxW / 2 - margin;
  const x1 = Math.max(...xs) + boxW / 2 + margin;
  const y0 = Math.min(...ys) - boxH / 2 - margin;
  const y1 = Math.max(...ys) + boxH / 2 + margin;
  const fitScale = Math.min(cw / (x1 - x0), ch / (y1 - y0));
  // all targets in view when they fit at minScale (zoomed in no further than 1.6 × minScale), else minScale
  const scale = fitScale >= minScale ? Math.min(fitScale, minScale * 1.6) : minScale;
  const w = cw / scale;
  const h = ch / scale;
  let cx = (x0 + x1) / 2;
  let cy = (y0 + y1) / 2;
  if (scale > fitScale + 1e-9) {
    // not all fit: a window around a target that holds at least half the most any window holds, the
    // one nearest the targets' middle (targets over the whole map open on its middle, not on a corner)
    const counts = points.map((p) => points.filter((q) => Math.abs(q.x - p.x) <= w / 2 - boxW / 2 && Math.abs(q.y - p.y) <= h / 2 - boxH / 2).length);
    const enough = Math.max(...counts) * 0.5;
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let nearest = Infinity;
    points.forEach((p, i) => {
      const d = (p.x - mx) ** 2 + (p.y - my) ** 2;
      if (counts[i]! >= enough && d < nearest) {
        nearest = d;
        cx = p.x;
        cy = p.y;
      }
    });
  }
  return clampBox({ x: cx - w / 2, y: cy - h / 2, w, h }, l, cw, ch);
}

/** Whether the points fit in one view at `minScale` or closer (frameTargets then shows them all). */
export function allFit(points: readonly { x: number; y: number }[], boxW: number, boxH: number, cw: number, ch: number, minScale: number): boolean {
  if (points.length === 0) return true;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const margin = 24;
  const w = Math.max(...xs) - Math.min(...xs) + boxW + 2 * margin;
  const h = Math.max(...ys) - Math.min(...ys) + boxH + 2 * margin;
  return Math.min(cw / w, ch / h) >= minScale;
}

/** Whether some point's box lies within the view. */
export function someVisible(b: Box, points: readonly { x: number; y: number }[], boxW: number, boxH: number): boolean {
  return points.some((p) => p.x - boxW / 2 >= b.x && p.x + boxW / 2 <= b.x + b.w && p.y - boxH / 2 >= b.y && p.y + boxH / 2 <= b.y + b.h);
}

/**
 * Whether a new prompt's targets leave the view as it is: it is close enough to tap and shows
 * them all, or (targets over more of the map than one view shows, as the setup's placements) it
 * shows some of them: the player's own framing is not thrown away.
 */
export function keepsView(b: Box, points: readonly { x: number; y: number }[], boxW: number, boxH: number, cw: number, ch: number, minScale: number): boolean {
  if (cw / b.w < minScale * 0.99) return false;
  return allVisible(b, points, boxW, boxH) || (!allFit(points, boxW, boxH, cw, ch, minScale) && someVisible(b, points, boxW, boxH));
}

/** Whether every point's box lies within the view. */
export function allVisible(b: Box, points: readonly { x: number; y: number }[], boxW: number, boxH: number): boolean {
  return points.every((p) => p.x - boxW / 2 >= b.x && p.x + boxW / 2 <= b.x + b.w && p.y - boxH / 2 >= b.y && p.y + boxH / 2 <= b.y + b.h);
}
