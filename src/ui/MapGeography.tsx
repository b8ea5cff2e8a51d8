/**
 * The land under the spaces: the six countries, their neighbours in a quieter colour, the seas'
 * and neighbours' names. In a chunk of its own (the paths are most of its weight), loaded after
 * the first render, with the six countries' names; the spaces do not wait for it.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import type { CheckOdds, PlayerView, SupportRow } from '../engine';
import { SPACES, type Side, type Socio } from '../engine/data';
import type { ChangeMarks, CheckMark } from './changes';
import { countryName, sideLetter, spaceName, t, type Lang } from '../i18n';
import { Counter, sameSpaceShown, SocioGlyph } from './mapPieces';
import { CheckOddsText } from './DecisionFacts';
import type { Box } from './zoom';
import { BORDERS, COUNTRY_LABELS, EAST_OF_BORDER, GEO_NAMES, LAND, WEST_BERLIN } from './mapGeo.generated';
import { BOX_H, BOX_W, MAP_H, MAP_W, POSITIONS, POWER_BADGE_W } from './mapLayout';

/** the six countries of the game, each its own colour */
const COUNTRY_FILL: Record<string, string> = {
  'east-germany': '#e4d6b4',
  poland: '#efcfc6',
  czechoslovakia: '#cfe2c6',
  hungary: '#ecdcae',
  romania: '#cdd9ea',
  bulgaria: '#e2cde0',
};
/** neighbours in one quiet grey-green, the rest of Europe paler still */
const NEIGHBOUR = '#e6e3d8';
const FAR = '#efede6';

export const MapGeography = memo(function MapGeography({ lang }: { lang: Lang }) {
  return (
    <g className="geo" aria-hidden="true">
      <path d={LAND.other} fill={FAR} />
      {['germany', 'austria', 'yugoslavia', 'ussr'].map((id) => (
        <path key={id} d={LAND[id]} fill={NEIGHBOUR} data-land={id} />
      ))}
      {['poland', 'czechoslovakia', 'hungary', 'romania', 'bulgaria'].map((id) => (
        <path key={id} d={LAND[id]} fill={COUNTRY_FILL[id]} data-land={id} />
      ))}
      <clipPath id="jn-germany">
        <path d={LAND.germany} />
      </clipPath>
      <path d={EAST_OF_BORDER} fill={COUNTRY_FILL['east-germany']} clipPath="url(#jn-germany)" data-land="east-germany" />
      <path d={WEST_BERLIN} fill={NEIGHBOUR} stroke="#6f6a5c" strokeWidth={1} data-land="west-berlin" />
      <path d={BORDERS} className="borders" />
      {GEO_NAMES.map((n) => (
        <text key={n.id} x={n.x} y={n.y} className={n.id === 'baltic' || n.id === 'black' ? 'sea-name' : 'neighbour-name'}>
          {t(lang, `map.geo.${n.id}`)}
        </text>
      ))}
    </g>
  );
});

/** Country names, each with who holds power and how many times the Communist kept it (8.4.6). */
export const CountryNames = memo(
  function CountryNames({ lang, power }: { lang: Lang; power: PlayerView['power'] | undefined }) {
    return (
      <>
        {COUNTRY_LABELS[lang].map((c) => {
          const p = power?.[c.id];
          // the name centred over its two slots, the badge under its middle
          const bx = c.x - POWER_BADGE_W / 2;
          const by = c.y + 5;
          return (
            <g key={c.id}>
              <text x={c.x} y={c.y} className="country-name" data-country-label={c.id}>
                {countryName(lang, c.id).toUpperCase()}
              </text>
              {p && (
                <g className="power-badge" data-power={c.id} data-holder={p.holder} data-times={p.timesScored}>
                  <title>{t(lang, p.timesScored > 0 ? 'power.badge' : 'power.badgeNone', { letter: t(lang, `side.${p.holder}`), times: p.timesScored })}</title>
                  <rect
                    x={bx}
                    y={by}
                    width={POWER_BADGE_W}
                    height={18}
                    rx={9}
                    fill="#fff"
                    stroke={p.holder === 'communist' ? '#b3261e' : '#1f5fbf'}
                    strokeWidth={1.5}
                  />
                  <circle cx={bx + 10} cy={by + 9} r={7} fill={p.holder === 'communist' ? '#b3261e' : '#1f5fbf'} />
                  <text x={bx + 10} y={by + 13} className="ctrl">
                    {sideLetter(lang, p.holder)}
                  </text>
                  <text x={bx + 22} y={by + 13.5} className="power-text">
                    ⚑ ×{p.timesScored}
                  </text>
                </g>
              )}
            </g>
          );
        })}
      </>
    );
  },
  (a, b) =>
    a.lang === b.lang &&
    COUNTRY_LABELS[a.lang].every((c) => a.power?.[c.id]?.holder === b.power?.[c.id]?.holder && a.power?.[c.id]?.timesScored === b.power?.[c.id]?.timesScored),
);

/** The hovered space in words; a click elsewhere on the map leaves it as it was. */
export const Tooltip = memo(
  function Tooltip({
    i,
    lang,
    row,
    ctrl,
    eliminated,
    view,
    odds,
    cost,
    again,
  }: {
    i: number;
    lang: Lang;
    row: SupportRow;
    ctrl: Side | null;
    eliminated: boolean;
    view: Box | null;
    odds?: CheckOdds;
    cost?: number;
    /** on a touch screen, after a first tap: what a second tap does */
    again?: 'odds.tapAgainCheck' | 'odds.tapAgainPlace';
  }) {
    const sp = SPACES[i]!;
    const p = POSITIONS[i]!;
    const v = view ?? { x: 0, y: 0, w: MAP_W, h: MAP_H };
    const left = ((p.x - v.x) / v.w) * 100;
    const top = ((p.y + BOX_H / 2 + 6 - v.y) / v.h) * 100;
    // centred under its space, but never past the map's edges (a space at the left edge of the view)
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const el = ref.current;
      const box = el?.parentElement?.getBoundingClientRect();
      if (!el || !box) return;
      el.style.marginLeft = '0px';
      const r = el.getBoundingClientRect();
      const shift = r.left < box.left + 4 ? box.left + 4 - r.left : r.right > box.right - 4 ? Math.max(box.left + 4 - r.left, box.right - 4 - r.right) : 0;
      el.style.marginLeft = `${shift}px`;
    });
    return (
      <div ref={ref} className="map-tip" role="tooltip" data-tip-space={sp.id} style={{ left: `${Math.min(left, 78)}%`, top: `${Math.min(top, 82)}%` }}>
        <strong>{spaceName(lang, sp.id)}</strong> · {countryName(lang, sp.country)}
        <div>
          {t(lang, 'map.stability', { n: sp.stability })} · {t(lang, `socio.${sp.socio}`)}
          {sp.battleground && ` · ${t(lang, 'map.battleground')}`}
        </div>
        <div>
          <span className="c">{t(lang, 'map.sp', { side: 'communist', n: row.communist })}</span> ·{' '}
          <span className="d">{t(lang, 'map.sp', { side: 'democrat', n: row.democrat })}</span>
        </div>
        <div>{ctrl ? t(lang, 'map.controlledBy', { side: ctrl }) : t(lang, 'map.uncontrolled')}</div>
        {eliminated && <div>{t(lang, 'map.eliminated')}</div>}
        {cost !== undefined && (
          <div className="place-cost" data-testid="place-cost">
            {t(lang, 'odds.placeCost', { cost })}
          </div>
        )}
        {odds && <CheckOddsText lang={lang} odds={odds} testId="check-odds" />}
        {again && (
          <div className="tap-again" data-testid="tap-again">
            {t(lang, again)}
          </div>
        )}
      </div>
    );
  },
  (a, b) =>
    sameSpaceShown(a, b) &&
    a.odds === b.odds &&
    a.cost === b.cost &&
    a.again === b.again &&
    (a.view === b.view || (!!a.view && !!b.view && a.view.x === b.view.x && a.view.y === b.view.y && a.view.w === b.view.w && a.view.h === b.view.h)),
);

export const MapLegend = memo(function MapLegend({ lang }: { lang: Lang }) {
  const socios: Socio[] = ['elite', 'bureaucrat', 'farmer', 'worker', 'intellectual', 'student', 'church', 'minority'];
  return (
    <div className="legend" aria-label={t(lang, 'map.legend')}>
      {socios.map((s) => (
        <span key={s}>
          <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden>
            <SocioGlyph socio={s} x={7} y={7} />
          </svg>
          {t(lang, `socio.${s}`)}
        </span>
      ))}
      <span>
        <svg width={22} height={14} viewBox="0 0 22 14" aria-hidden>
          <rect x={1} y={1} width={20} height={12} fill="none" stroke="#222" strokeWidth={1.5} />
          <rect x={3.5} y={3.5} width={15} height={7} fill="none" stroke="#222" strokeWidth={0.9} />
        </svg>
        {t(lang, 'map.battleground')}
      </span>
      <span className="c">
        ■ {sideLetter(lang, 'communist')} = {t(lang, 'side.communist')}
      </span>
      <span className="d">
        ■ {sideLetter(lang, 'democrat')} = {t(lang, 'side.democrat')}
      </span>
      {(['communist', 'democrat'] as const).map((side) => (
        <span key={side}>
          <svg width={26} height={20} viewBox="0 0 26 20" aria-hidden>
            <Counter side={side} n={3} x={13} y={1} up />
          </svg>
          {t(lang, 'map.controlledBy', { side })}
        </span>
      ))}
    </div>
  );
});

const NO_DELTA = { communist: 0, democrat: 0 };

/** Every change mark above the spaces, so that no neighbouring box covers one. */
export const MarksLayer = memo(function MarksLayer({ lang, marks }: { lang: Lang; marks: ChangeMarks }) {
  const spaces = new Set([...marks.sp.keys(), ...marks.checks.keys()]);
  return (
    <g className="marks-layer" data-testid="change-marks">
      {[...spaces].map((i) => (
        <Marks
          key={i}
          space={SPACES[i]!.id}
          x0={POSITIONS[i]!.x - BOX_W / 2}
          y0={POSITIONS[i]!.y - BOX_H / 2}
          delta={marks.sp.get(i) ?? NO_DELTA}
          check={marks.checks.get(i)}
          lang={lang}
        />
      ))}
    </g>
  );
});

/** A change since the player's last decision: SPs added (+) or removed (−) by side, and a check's die. */
function Marks({
  space,
  x0,
  y0,
  delta,
  check,
  lang,
}: {
  space: string;
  x0: number;
  y0: number;
  delta: { communist: number; democrat: number };
  check: CheckMark | undefined;
  lang: Lang;
}) {
  // on the box's top edge, clear of its name below (whose letters start some 4 units into the box)
  const pill = (n: number, side: Side, x: number) => (
    <g className={`delta delta-${side}`} data-delta={side} data-n={n}>
      <rect x={x} y={y0 - 11} width={26} height={14} rx={7} />
      <text x={x + 13} y={y0 - 0.5}>
        {n > 0 ? `+${n}` : `−${-n}`}
      </text>
    </g>
  );
  return (
    <g className="marks" data-marks={space}>
      {delta.communist !== 0 && pill(delta.communist, 'communist', x0 - 6)}
      {delta.democrat !== 0 && pill(delta.democrat, 'democrat', x0 + BOX_W - 20)}
      {check && (
        <g className={`die die-${check.side}`} data-die={check.die}>
          <title>{t(lang, 'map.checkDie', { side: check.side, die: check.die, total: check.total, target: check.target })}</title>
          <rect x={x0 + BOX_W / 2 - 8} y={y0 - 13} width={16} height={16} rx={3} />
          <text x={x0 + BOX_W / 2} y={y0 - 1}>
            {check.die}
          </text>
        </g>
      )}
    </g>
  );
}
