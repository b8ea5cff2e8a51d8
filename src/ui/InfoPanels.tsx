/**
 * The side panels opened from their tabs: the tracks in detail, lasting effects, the countries
 * (with what each would score now) and the piles. A chunk of its own, loaded when a tab opens.
 */
import { useState } from 'react';
import type { CountryScore, PlayerView } from '../engine';
import { CARDS, COUNTRIES, SPACES, TIANANMEN_BOXES, USSR_TRACK, type CountryId, type Side } from '../engine/data';
import { cardLabel, countryName, sideLetter, t, tiananmenAward, ussrStepName, type Lang } from '../i18n';
import { CardFace } from './CardFace';
import { ScoringPreview } from './ScoringPreview';

/** The VP track from −20 to +20, longer when the marker goes beyond (final scoring can pass 20, 10.4). */
export function VpTrack({ lang, vp }: { lang: Lang; vp: number }) {
  const reach = Math.max(20, Math.ceil(Math.abs(vp) / 5) * 5);
  const cells = Array.from({ length: 2 * reach + 1 }, (_, k) => k - reach);
  return (
    <div className="vp" aria-label={t(lang, 'vp.title')}>
      <div className="vp-head">
        <strong>{t(lang, 'vp.title')}</strong> <span data-testid="vp">{t(lang, 'vp.value', { vp })}</span>
        {vp !== 0 && <span className="muted"> · {t(lang, 'vp.favours', { side: vp > 0 ? 'democrat' : 'communist' })}</span>}
      </div>
      <div className="vp-cells" style={{ gridTemplateColumns: `repeat(${cells.length}, 1fr)` }} data-testid="vp-cells">
        {cells.map((c) => (
          <span key={c} className={`vp-cell${c === vp ? ' on' : ''}${c < 0 ? ' neg' : c > 0 ? ' pos' : ''}`} title={String(c)}>
            {c === vp ? '●' : c % 5 === 0 ? Math.abs(c) : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

export function TiananmenTrack({ lang, view }: { lang: Lang; view: PlayerView }) {
  const sides: Side[] = ['communist', 'democrat'];
  // a tap (or click, or Enter) on an award says what it does: hover is not there on a touch screen
  const [explained, setExplained] = useState<number | null>(null);
  // a row per box, a column per side: each award has room for its words, and a marker sits in
  // its own place beside them, never over the box's number or name
  const cell = (side: Side, box: number) => {
    const on = view.tiananmen[side].box === box;
    const b = TIANANMEN_BOXES[box - 1];
    return (
      <td key={side} className={`${side === 'communist' ? 'c' : 'd'}${on ? ' on' : ''}`} data-box={box} data-side={side}>
        {on && (
          <span className="marker" title={t(lang, `side.${side}`)}>
            {sideLetter(lang, side)}
          </span>
        )}
        {b && (
          <>
            <span className="need">≥{b.requirement[side]}</span>{' '}
            <button
              type="button"
              className="award"
              title={t(lang, `tian.effect.${box}`)}
              aria-expanded={explained === box}
              aria-controls="tian-award-effect"
              onClick={() => setExplained(explained === box ? null : box)}
              data-award={box}
            >
              {tiananmenAward(lang, side, box)}
            </button>
          </>
        )}
      </td>
    );
  };
  return (
    <div className="tian">
      <strong>{t(lang, 'tian.title')}</strong>
      <table>
        <thead>
          <tr>
            <th scope="col" />
            {sides.map((side) => (
              <th key={side} scope="col" className={side === 'communist' ? 'c' : 'd'}>
                {t(lang, `side.${side}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, ...TIANANMEN_BOXES.map((b) => b.box)].map((box) => (
            <tr key={box}>
              <th scope="row">{box}</th>
              {sides.map((side) => cell(side, box))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="award-effect" id="tian-award-effect" role="status" data-testid="award-effect">
        {explained !== null && t(lang, `tian.effect.${explained}`)}
      </p>
    </div>
  );
}

export function UssrTrack({ lang, position }: { lang: Lang; position: number }) {
  return (
    <div className="ussr">
      <strong>{t(lang, 'ussr.title')}</strong>
      <ol>
        {USSR_TRACK.map((u) => (
          <li key={u.position} className={u.position === position ? 'on' : ''}>
            {u.position === position ? '● ' : ''}
            {u.position}: {ussrStepName(lang, u.position)}
            {u.vp !== 0 && ` (${u.vp > 0 ? '+' : ''}${u.vp})`}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function Effects({ lang, view }: { lang: Lang; view: PlayerView }) {
  return (
    <div className="effects">
      <strong>{t(lang, 'effects.title')}</strong>
      {view.effects.length === 0 ? (
        <p className="muted">{t(lang, 'effects.none')}</p>
      ) : (
        <ul>
          {view.effects.map((e, k) => (
            <li key={k} className={e.side === 'communist' ? 'c' : 'd'} title={CARDS[e.card] ? undefined : ''}>
              {cardLabel(lang, e.card)} ({t(lang, `side.${e.side}`)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Each country: who holds power, how often the Communist kept it, spaces controlled, and what a scoring would give now. */
export function CountriesPanel({ lang, view, preview }: { lang: Lang; view: PlayerView; preview: Record<CountryId, CountryScore> }) {
  return (
    <div className="countries-panel">
      <table className="countries">
        <thead>
          <tr>
            <th scope="col">{t(lang, 'end.country')}</th>
            <th scope="col">{t(lang, 'power.holder')}</th>
            <th scope="col" title={t(lang, 'power.scored')}>
              ×<span className="sr-only"> {t(lang, 'power.scored')}</span>
            </th>
            <th scope="col" title={t(lang, 'power.value')}>
              ⚖<span className="sr-only"> {t(lang, 'power.value')}</span>
            </th>
            <th scope="col">{sideLetter(lang, 'communist')}</th>
            <th scope="col">{sideLetter(lang, 'democrat')}</th>
          </tr>
        </thead>
        <tbody>
          {COUNTRIES.map((c) => {
            const spaces = SPACES.filter((s) => s.country === c.id);
            const ctrl = { communist: 0, democrat: 0 };
            for (const s of spaces) {
              const who = view.control[s.index];
              if (who) ctrl[who] += 1;
            }
            const holder = view.power[c.id].holder;
            return (
              <tr key={c.id}>
                <th scope="row">
                  {countryName(lang, c.id)}
                  <div className="muted small">{t(lang, 'country.values', c as unknown as Record<string, unknown>)}</div>
                </th>
                <td className={holder === 'communist' ? 'c' : 'd'}>
                  {sideLetter(lang, holder)} · {t(lang, `side.${holder}`)}
                </td>
                <td>{view.power[c.id].timesScored}</td>
                <td>{c.powerValue}</td>
                <td className="c">{ctrl.communist}</td>
                <td className="d">{ctrl.democrat}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {COUNTRIES.map((c) => (
        <ScoringPreview key={c.id} lang={lang} score={preview[c.id]} />
      ))}
    </div>
  );
}

export function PilesPanel({ lang, view }: { lang: Lang; view: PlayerView }) {
  const pile = (cards: readonly number[]) => (
    <div className="pile">
      {[...cards].reverse().map((c) => (
        <CardFace key={c} card={c} lang={lang} compact />
      ))}
    </div>
  );
  return (
    <div className="piles">
      <p>
        {t(lang, 'piles.draw', { n: view.drawPileSize })} · {t(lang, 'piles.notYet', { n: view.notYetAddedSize })} ·{' '}
        {t(lang, 'hand.opponent', { n: view.opponentHandSize })}
      </p>
      {view.inPlay.length > 0 && (
        <details open>
          <summary>{t(lang, 'piles.inPlay', { n: view.inPlay.length })}</summary>
          {pile(view.inPlay)}
        </details>
      )}
      <details>
        <summary>{t(lang, 'piles.discard', { n: view.discard.length })}</summary>
        {pile(view.discard)}
      </details>
      <details>
        <summary>{t(lang, 'piles.removed', { n: view.removed.length })}</summary>
        {pile(view.removed)}
      </details>
    </div>
  );
}

/** The tab panels other than the log, by tab. */
export default function InfoPanels({
  lang,
  view,
  tab,
  preview,
}: {
  lang: Lang;
  view: PlayerView;
  tab: 'tracks' | 'countries' | 'cards';
  preview: Record<CountryId, CountryScore>;
}) {
  if (tab === 'countries') return <CountriesPanel lang={lang} view={view} preview={preview} />;
  if (tab === 'cards') return <PilesPanel lang={lang} view={view} />;
  return (
    <>
      <VpTrack lang={lang} vp={view.vp} />
      <TiananmenTrack lang={lang} view={view} />
      <UssrTrack lang={lang} position={view.ussrStability} />
      <Effects lang={lang} view={view} />
    </>
  );
}
