/** A die's face, and a die tumbling before it lands. */
import { useEffect, useState } from 'react';
import type { Side } from '../../engine/data';
import { ROLL_MS } from './common';

/** The pips of a die face on a square of side 22 (centre 11, 11). */
const PIPS: Record<number, [number, number][]> = {
  1: [[11, 11]],
  2: [
    [6, 6],
    [16, 16],
  ],
  3: [
    [6, 6],
    [11, 11],
    [16, 16],
  ],
  4: [
    [6, 6],
    [16, 6],
    [6, 16],
    [16, 16],
  ],
  5: [
    [6, 6],
    [16, 6],
    [11, 11],
    [6, 16],
    [16, 16],
  ],
  6: [
    [6, 5],
    [16, 5],
    [6, 11],
    [16, 11],
    [6, 17],
    [16, 17],
  ],
};

export function DieFace({ value, side, x, y }: { value: number; side: Side; x: number; y: number }) {
  return (
    <g className={`die-face die-face-${side}`} transform={`translate(${x} ${y})`} data-face={value}>
      <rect x={0} y={0} width={22} height={22} rx={4} />
      {(PIPS[value] ?? []).map(([cx, cy], k) => (
        <circle key={k} cx={cx} cy={cy} r={2.3} />
      ))}
    </g>
  );
}

/**
 * A die tumbling for ROLL_MS and then lying on `die`: its face now, and whether it has landed.
 * `still` (reduced motion): the final face at once.
 */
export function useTumblingDie(die: number, still = false): { face: number; landed: boolean } {
  const [face, setFace] = useState(() => (still ? die : (die % 6) + 1));
  const [landed, setLanded] = useState(still);
  useEffect(() => {
    if (still) return;
    let k = 0;
    const timer = setInterval(() => {
      k++;
      setFace(((die + k * 4) % 6) + 1);
    }, 90);
    const land = setTimeout(() => {
      clearInterval(timer);
      setFace(die);
      setLanded(true);
    }, ROLL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(land);
    };
  }, [die, still]);
  return { face, landed };
}
