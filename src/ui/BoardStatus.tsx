/**
 * The tracks on the board: VP, the Tiananmen Square track ("Ustrój polityczny") with both
 * markers, and USSR stability; a strip above the map on a phone or an upright tablet, a panel over
 * the map's top right corner on a laptop (styles.css). Details (awards, step names) on hover.
 */
import { memo } from 'react';
import type { PlayerView } from '../engine';
import { SIDES, TIANANMEN_BOXES, USSR_TRACK } from '../engine/data';
import { sideLetter, t, tiananmenAward, ussrStepName, type Lang } from '../i18n';
import { useGame } from '../store/game';

function VpStrip({ lang, vp }: { lang: Lang; vp: number }) {
  const reach = Math.max(20, Math.ceil(Math.abs(vp) / 5) * 5);
  // the marker's place along the strip, −reach … +reach
  const at = ((vp + reach) / (2 * reach)) * 100;
  return (
    <div className="bs-vp" data-testid="track-vp">
      <span className="bs-label">{t(lang, 'vp.title')}</span>
      <span className="bs-vp-value" data-testid="vp-board">
        {t(lang, 'vp.value', { vp })}
      </span>
      <span className="bs-vp-bar" role="img" aria-label={t(lang, 'vp.value', { vp })}>
        <span className="bs-vp-c" />
        <span className="bs-vp-d" />
        <span className="bs-vp-zero" />
        <span className="bs-vp-mark" style={{ left: `${at}%` }} />
        <span className="bs-vp-end bs-vp-end-c">−{reach}</span>
        <span className="bs-vp-end bs-vp-end-d">+{reach}</span>
      </span>
    </div>
  );
}

function TiananmenStrip({ lang, tiananmen }: { lang: Lang; tiananmen: PlayerView['tiananmen'] }) {
  return (
    <div className="bs-tian" data-testid="track-tiananmen">
      <span className="bs-label">{t(lang, 'tian.title')}</span>
      <table>
        <tbody>
          {SIDES.map((side) => (
            <tr key={side} className={side === 'communist' ? 'c' : 'd'}>
              <th scope="row" title={t(lang, `side.${side}`)}>
                {sideLetter(lang, side)}
              </th>
              {[0, ...TIANANMEN_BOXES.map((b) => b.box)].map((box) => {
                const on = tiananmen[side].box === box;
                const need = box > 0 ? TIANANMEN_BOXES[box - 1]!.requirement[side] : null;
                return (
                  <td
                    key={box}
                    className={on ? 'on' : ''}
                    title={
                      box > 0 ? `${t(lang, 'tian.box', { box })}: ${tiananmenAward(lang, side, box)} (≥${need}): ${t(lang, `tian.effect.${box}`)}` : undefined
                    }
                    data-box={box}
                    data-on={on || undefined}
                  >
                    {box}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UssrStrip({ lang, position }: { lang: Lang; position: number }) {
  return (
    <div className="bs-ussr" data-testid="track-ussr" data-position={position}>
      <span className="bs-label">{t(lang, 'ussr.title')}</span>
      <ol>
        {USSR_TRACK.map((u) => (
          <li
            key={u.position}
            className={u.position === position ? 'on' : ''}
            title={`${ussrStepName(lang, u.position)}${u.vp ? ` (${u.vp > 0 ? '+' : ''}${u.vp})` : ''}`}
          >
            {u.position}
          </li>
        ))}
      </ol>
      <span className="bs-ussr-name">{ussrStepName(lang, position)}</span>
    </div>
  );
}

/** What the strip shows: a new state with the same numbers renders nothing again. */
type StatusView = Pick<PlayerView, 'turn' | 'round' | 'vp' | 'tiananmen' | 'ussrStability'>;

export const BoardStatus = memo(
  function BoardStatus({ lang, view }: { lang: Lang; view: StatusView }) {
    // 26.4: a round waiting for its player's Confirm is still that round; the header does not run
    // ahead to the next one (or the next turn) before it is confirmed
    const confirming = useGame((s) => (s.awaiting !== null ? (s.undoStates.at(-1) ?? null) : null));
    const { turn, round } = confirming ?? view;
    return (
      <div className="board-status" role="group" aria-label={t(lang, 'panel.tracks')}>
        <span className="bs-turn" data-testid="turn-round">
          {round === 0 ? t(lang, 'bar.setup') : `${t(lang, 'bar.turn', { turn })} · ${t(lang, 'bar.round', { round })}`}
        </span>
        <VpStrip lang={lang} vp={view.vp} />
        <TiananmenStrip lang={lang} tiananmen={view.tiananmen} />
        <UssrStrip lang={lang} position={view.ussrStability} />
      </div>
    );
  },
  (a, b) =>
    a.lang === b.lang &&
    a.view.turn === b.view.turn &&
    a.view.round === b.view.round &&
    a.view.vp === b.view.vp &&
    a.view.ussrStability === b.view.ussrStability &&
    SIDES.every((side) => a.view.tiananmen[side].box === b.view.tiananmen[side].box),
);
