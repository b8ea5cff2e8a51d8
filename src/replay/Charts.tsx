/** The charts after a game, in plain SVG: VP after every action, and SPs per country at each turn's end. */
import { COUNTRY_IDS } from '../engine/data';
import { countryName, t, type Lang } from '../i18n';
import type { CountrySupport } from './timeline';

const W = 560;
const H = 160;
const PAD = 28;

/** VP after each action; the marker at the step shown; a click on the chart jumps there. */
export function VpChart({
  lang,
  vp,
  turns,
  step,
  onStep,
}: {
  lang: Lang;
  vp: readonly number[];
  turns: readonly number[];
  step: number;
  onStep(i: number): void;
}) {
  const n = Math.max(1, vp.length - 1);
  const top = Math.max(5, ...vp.map(Math.abs));
  const x = (i: number) => PAD + (i / n) * (W - 2 * PAD);
  const y = (v: number) => H / 2 - (v / top) * (H / 2 - 12);
  const points = vp.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <figure className="chart" data-testid="vp-chart">
      <figcaption>{t(lang, 'replay.vpChart')}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t(lang, 'replay.vpChart')}
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          const at = ((e.clientX - box.left) / box.width) * W;
          onStep(Math.max(0, Math.min(n, Math.round(((at - PAD) / (W - 2 * PAD)) * n))));
        }}
      >
        <rect x={PAD} y={12} width={W - 2 * PAD} height={H / 2 - 12} className="chart-d-zone" />
        <rect x={PAD} y={H / 2} width={W - 2 * PAD} height={H / 2 - 12} className="chart-c-zone" />
        <line x1={PAD} x2={W - PAD} y1={H / 2} y2={H / 2} className="chart-axis" />
        {turns.map((i) => (
          <g key={i}>
            <line x1={x(i)} x2={x(i)} y1={12} y2={H - 12} className="chart-grid" />
          </g>
        ))}
        <text x={4} y={y(top) + 4} className="chart-label">
          {`+${top}`}
        </text>
        <text x={4} y={y(-top) + 4} className="chart-label">
          {`−${top}`}
        </text>
        <polyline points={points} className="chart-vp" />
        <circle cx={x(step)} cy={y(vp[step] ?? 0)} r={4} className="chart-now" />
      </svg>
    </figure>
  );
}

/** Both sides' SPs in each country at the end of every turn: one small chart per country. */
export function SupportChart({ lang, data }: { lang: Lang; data: readonly CountrySupport[] }) {
  const top = Math.max(4, ...data.flatMap((d) => Object.values(d.sp).flatMap((s) => [s.communist, s.democrat])));
  const w = 170;
  const h = 90;
  const x = (k: number) => 8 + (k / Math.max(1, data.length - 1)) * (w - 16);
  const y = (v: number) => h - 14 - (v / top) * (h - 26);
  return (
    <figure className="chart" data-testid="sp-chart">
      <figcaption>{t(lang, 'replay.spChart', { top })}</figcaption>
      <div className="chart-grid-countries">
        {COUNTRY_IDS.map((c) => (
          <svg key={c} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={countryName(lang, c)} data-country={c}>
            <text x={4} y={11} className="chart-label">
              {countryName(lang, c)}
            </text>
            <line x1={8} x2={w - 8} y1={h - 14} y2={h - 14} className="chart-axis" />
            {(['communist', 'democrat'] as const).map((side) => (
              <polyline
                key={side}
                className={`chart-sp chart-sp-${side}`}
                points={data.map((d, k) => `${x(k).toFixed(1)},${y(d.sp[c][side]).toFixed(1)}`).join(' ')}
              />
            ))}
            {data.map((d, k) => (
              <text key={d.turn} x={x(k)} y={h - 2} className="chart-tick">
                {d.turn}
              </text>
            ))}
          </svg>
        ))}
      </div>
    </figure>
  );
}
