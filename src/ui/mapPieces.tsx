/** Pieces drawn both on the map and in its lazily loaded parts (src/ui/MapGeography.tsx): icons, SP counters. */
import type { SupportRow } from '../engine';
import type { Side, Socio } from '../engine/data';
import type { Lang } from '../i18n';

/** The sides' colours on the map */
export const SIDE_COLOUR = { communist: '#b3261e', democrat: '#1f5fbf' };

/** Simple shapes of our own for the socio-economic icons (2.1.3). */
export function SocioGlyph({ socio, x, y, size = 10 }: { socio: Socio; x: number; y: number; size?: number }) {
  const h = size / 2;
  const common = { stroke: '#333', strokeWidth: 1.2, fill: 'none' } as const;
  switch (socio) {
    case 'elite':
      return <polygon points={`${x},${y - h} ${x + h},${y} ${x},${y + h} ${x - h},${y}`} {...common} fill="#333" />;
    case 'bureaucrat':
      return <rect x={x - h + 1} y={y - h + 1} width={size - 2} height={size - 2} {...common} />;
    case 'farmer':
      return <polygon points={`${x},${y - h} ${x + h},${y + h} ${x - h},${y + h}`} {...common} />;
    case 'worker':
      return <circle cx={x} cy={y} r={h - 0.5} {...common} fill="#333" />;
    case 'intellectual':
      return <circle cx={x} cy={y} r={h - 0.5} {...common} />;
    case 'student':
      return <polygon points={`${x - h},${y - h} ${x + h},${y - h} ${x},${y + h}`} {...common} fill="#333" />;
    case 'church':
      return <path d={`M${x} ${y - h}V${y + h}M${x - h + 1} ${y - h / 3}H${x + h - 1}`} {...common} strokeWidth={2} />;
    case 'minority':
      return (
        <g {...common}>
          <circle cx={x - h / 2} cy={y} r={h / 2} />
          <circle cx={x + h / 2} cy={y} r={h / 2} />
        </g>
      );
  }
}

/** Whether a space shows the same: a new state copies every row, so compare the numbers, not the objects. */
export function sameSpaceShown(a: { i: number; lang: Lang; row: SupportRow; ctrl: Side | null; eliminated: boolean }, b: typeof a): boolean {
  return (
    a.i === b.i &&
    a.lang === b.lang &&
    a.row.communist === b.row.communist &&
    a.row.democrat === b.row.democrat &&
    a.ctrl === b.ctrl &&
    a.eliminated === b.eliminated
  );
}

/**
 * A side's SP counter: its number on the face; the controlling side's counter turned up, solid in
 * its colour with a white inner frame (a shape, not only a colour, tells control: 2.1.2).
 */
export function Counter({ side, n, x, y, up }: { side: Side; n: number; x: number; y: number; up: boolean }) {
  const w = 24;
  const h = 16;
  return (
    <g className={`counter counter-${side}${up ? ' up' : ''}`} data-counter={side} data-up={up || undefined}>
      <rect x={x - w / 2} y={y} width={w} height={h} rx={3} fill={up ? SIDE_COLOUR[side] : '#fff'} stroke={SIDE_COLOUR[side]} strokeWidth={1.6} />
      {up && <rect x={x - w / 2 + 2.5} y={y + 2.5} width={w - 5} height={h - 5} rx={1.5} fill="none" stroke="#fff" strokeWidth={1} />}
      <text x={x} y={y + 13} className={`sp ${side === 'communist' ? 'sp-c' : 'sp-d'}`} style={n > 9 ? { fontSize: 13 } : undefined}>
        {n}
      </text>
    </g>
  );
}
