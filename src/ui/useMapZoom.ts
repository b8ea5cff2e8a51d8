/**
 * The map's zoom and pan wired to the DOM: pointer drag and two-finger pinch, the wheel, keys,
 * resizing, and framing the legal targets when a prompt asks for a space. The viewBox is set on
 * the SVG element directly, so a gesture repaints without a React render.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { clampBox, fitBox, frameTargets, keepsView, panBy, zoomAt, type Box, type ZoomLimits } from './zoom';

/** a pointer that moves further than this (px) drags the map instead of tapping a space */
const DRAG_PX = 8;
const STEP = 1.4;

export interface MapZoom {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** show this view (kept within the limits) */
  panTo(b: Box): void;
  /** the current view (map units), for placing overlays */
  box(): Box | null;
}

function size(el: Element | null): [number, number] {
  if (!el) return [0, 0];
  const r = el.getBoundingClientRect();
  return [r.width, r.height];
}

export function useMapZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  limits: ZoomLimits,
  /** legal target centres; a new set not all in view (or too small to tap) is framed */
  targets: readonly { x: number; y: number }[],
  targetKey: string,
  box: { w: number; h: number },
  /** the scale a prompt opens at on a touch screen (px per map unit) */
  touchScale: number,
  onChange?: (b: Box) => void,
): MapZoom {
  const current = useRef<Box | null>(null);
  // the SVG's size, kept by a ResizeObserver: reading it never forces a layout during a click
  const measured = useRef<[number, number] | null>(null);
  const sizeOf = useCallback((el: Element | null): [number, number] => measured.current ?? size(el), []);

  const set = useCallback(
    (b: Box) => {
      const svg = svgRef.current;
      const [cw, ch] = sizeOf(svg);
      if (!svg || cw <= 0 || ch <= 0) return;
      const c = clampBox(b, limits, cw, ch);
      current.current = c;
      svg.setAttribute('viewBox', `${c.x.toFixed(1)} ${c.y.toFixed(1)} ${c.w.toFixed(1)} ${c.h.toFixed(1)}`);
      onChange?.(c);
    },
    [svgRef, limits, onChange, sizeOf],
  );

  const fit = useCallback(() => {
    const [cw, ch] = sizeOf(svgRef.current);
    if (cw > 0 && ch > 0) set(fitBox(limits, cw, ch));
  }, [svgRef, limits, set, sizeOf]);

  const zoomBy = useCallback(
    (factor: number) => {
      const [cw, ch] = sizeOf(svgRef.current);
      const b = current.current;
      if (b && cw > 0) set(zoomAt(b, factor, cw / 2, ch / 2, cw));
    },
    [svgRef, set, sizeOf],
  );

  // a prompt that asks for a space: its targets framed (on a touch screen big enough to tap)
  const targetsRef = useRef(targets);
  targetsRef.current = targets;
  const frame = useCallback(() => {
    const pts = targetsRef.current;
    const svg = svgRef.current;
    const b = current.current;
    const [cw, ch] = sizeOf(svg);
    if (!svg || !b || pts.length === 0 || cw <= 0 || ch <= 0) return;
    const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
    const full = fitBox(limits, cw, ch);
    const minScale = coarse ? Math.max(touchScale, cw / full.w) : cw / full.w;
    if (keepsView(b, pts, box.w, box.h, cw, ch, minScale)) return;
    const f = frameTargets(pts, box.w, box.h, limits, cw, ch, minScale);
    if (f) set(f);
  }, [svgRef, limits, box.w, box.h, touchScale, set, sizeOf]);

  // the first view, and the same centre after a resize (rotation, panel opening)
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    fit();
    frame();
    if (typeof ResizeObserver === 'undefined') return;
    let last = size(svg);
    const fitScale = (cw: number, ch: number) => cw / fitBox(limits, cw, ch).w;
    measured.current = last;
    const ro = new ResizeObserver(() => {
      measured.current = null;
      const [cw, ch] = size(svg);
      measured.current = [cw, ch];
      // a change of a fraction of a pixel (layout rounding) changes nothing in view: a whole map
      // just asked for is not framed again
      if (Math.abs(cw - last[0]) < 0.5 && Math.abs(ch - last[1]) < 0.5) return;
      const b = current.current;
      const wasWhole = !!b && last[0] > 0 && last[0] / b.w <= fitScale(last[0], last[1]) * 1.01;
      if (!b || last[0] <= 0 || last[1] <= 0) {
        // the first real size: the whole map, then the prompt's targets
        fit();
        frame();
      } else if (wasWhole) {
        // a view of the whole map (a track strip wrapping, a panel opening, or the player's own
        // "whole map"): the whole map again, not the targets framed over the player's choice
        fit();
      } else if (cw > 0 && ch > 0) {
        // keep the centre and the scale
        const scale = last[0] / b.w;
        const w = cw / scale;
        const h = ch / scale;
        set({ x: b.x + b.w / 2 - w / 2, y: b.y + b.h / 2 - h / 2, w, h });
      }
      last = [cw, ch];
    });
    ro.observe(svg);
    return () => ro.disconnect();
  }, [svgRef, limits, fit, set, frame]);

  // pointer drag, pinch and wheel
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let start: { box: Box; x: number; y: number; d: number } | null = null;
    let dragged = false;
    const local = (e: PointerEvent | WheelEvent) => {
      const r = svg.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const begin = () => {
      const ps = [...pointers.values()];
      const b = current.current;
      if (!b || ps.length === 0) return (start = null);
      const mx = ps.reduce((a, p) => a + p.x, 0) / ps.length;
      const my = ps.reduce((a, p) => a + p.y, 0) / ps.length;
      const d = ps.length > 1 ? Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y) : 0;
      start = { box: b, x: mx, y: my, d };
    };
    const down = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      if (pointers.size === 0) dragged = false;
      pointers.set(e.pointerId, local(e));
      begin();
    };
    const move = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId) || !start) return;
      pointers.set(e.pointerId, local(e));
      const ps = [...pointers.values()];
      const mx = ps.reduce((a, p) => a + p.x, 0) / ps.length;
      const my = ps.reduce((a, p) => a + p.y, 0) / ps.length;
      if (!dragged && Math.hypot(mx - start.x, my - start.y) < DRAG_PX && ps.length < 2) return;
      if (!dragged) {
        dragged = true;
        // from now on the gesture is the map's, not a tap on a space
        try {
          svg.setPointerCapture(e.pointerId);
        } catch {
          // the pointer is gone already
        }
      }
      const [cw] = size(svg);
      let b = start.box;
      if (ps.length > 1 && start.d > 0) {
        const d = Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y);
        b = zoomAt(b, d / start.d, start.x, start.y, cw);
      }
      set(panBy(b, mx - start.x, my - start.y, cw));
    };
    const up = (e: PointerEvent) => {
      if (!pointers.delete(e.pointerId)) return;
      begin();
    };
    // a drag ends with a click on whatever is under the pointer: it is not a tap
    const click = (e: MouseEvent) => {
      if (!dragged) return;
      e.stopPropagation();
      e.preventDefault();
      dragged = false;
    };
    const wheel = (e: WheelEvent) => {
      const b = current.current;
      if (!b) return;
      e.preventDefault();
      const [cw] = size(svg);
      const p = local(e);
      const unit = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.002;
      set(zoomAt(b, Math.exp(-e.deltaY * unit), p.x, p.y, cw));
    };
    svg.addEventListener('pointerdown', down);
    svg.addEventListener('pointermove', move);
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
    svg.addEventListener('click', click, true);
    svg.addEventListener('wheel', wheel, { passive: false });
    return () => {
      svg.removeEventListener('pointerdown', down);
      svg.removeEventListener('pointermove', move);
      svg.removeEventListener('pointerup', up);
      svg.removeEventListener('pointercancel', up);
      svg.removeEventListener('click', click, true);
      svg.removeEventListener('wheel', wheel);
    };
  }, [svgRef, set]);

  useEffect(() => frame(), [targetKey, frame]);

  return { zoomIn: () => zoomBy(STEP), zoomOut: () => zoomBy(1 / STEP), fit, panTo: set, box: () => current.current };
}
