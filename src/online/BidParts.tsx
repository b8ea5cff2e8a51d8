/**
 * The play balance bid (13.0) in a game between two devices: each player's secret bid in the
 * invitation and the join form, and, for identical bids, the dice and the higher roller's choice.
 */
import { useStore } from 'zustand';
import { otherSide, SIDES, type Bid, type Seat } from '../engine';
import { useState } from 'react';
import { t, type Lang } from '../i18n';
import { Named } from '../kit/Named';
import { chooseBid, onlineStatus } from './session';

/** A secret bid: the side offered to the friend and its extra SPs (0–20). */
export function BidFields({ lang, bid, onChange }: { lang: Lang; bid: Bid; onChange(b: Bid): void }) {
  return (
    <fieldset className="online-bid" data-testid="online-bid">
      <legend>{t(lang, 'bid.title')}</legend>
      <p className="muted">{t(lang, 'bid.explain')}</p>
      <label>
        {t(lang, 'bid.side')}{' '}
        <select value={bid.side} onChange={(e) => onChange({ ...bid, side: e.target.value as Bid['side'] })}>
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {t(lang, `side.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(lang, 'bid.sp')}{' '}
        <input
          type="number"
          min={0}
          max={20}
          value={bid.sp}
          onChange={(e) => onChange({ ...bid, sp: Math.max(0, Math.min(20, Math.floor(Number(e.target.value) || 0))) })}
        />
      </label>
    </fieldset>
  );
}

/** Identical bids: the dice from both pages, and the choice of the one who rolled higher (or the wait for it). */
export function BidTie({ lang, me, friend }: { lang: Lang; me: string; friend: string }) {
  const bid = useStore(onlineStatus, (s) => s.bid);
  if (!bid?.tie || bid.outcome) return null;
  const rolls = bid.tie.rolls;
  const [d1, d2] = rolls.slice(-2);
  const seatName = (seat: 0 | 1) => (bid.chooses === (seat === bid.tie!.high) ? me : friend);
  return (
    <div className="online-bid-tie" role="status" data-testid="online-bid-tie">
      <p>{t(lang, 'bid.identical')}</p>
      <p>{t(lang, 'bid.rolls', { player1: seatName(0), die1: d1, player2: seatName(1), die2: d2 })}</p>
      {bid.chooses ? (
        <div className="buttons">
          {([0, 1] as const).map((seat) => (
            <button key={seat} type="button" onClick={() => chooseBid(seat)} data-testid={`bid-choose-${seat}`}>
              <Named lang={lang} k="bid.choose" param="player" name={seatName(seat)} />
            </button>
          ))}
        </div>
      ) : (
        <p>
          <Named lang={lang} k="bid.chooser" param="player" name={friend} />
        </p>
      )}
    </div>
  );
}

/**
 * The bid's outcome (13.0), told on both pages once it is settled: who bid what, who won and why,
 * the side each plays and the extra SPs. Shown at the table until the player closes it.
 */
export function BidOutcomeNote({ lang, me, friend }: { lang: Lang; me: string; friend: string }) {
  const bid = useStore(onlineStatus, (s) => s.bid);
  const [closed, setClosed] = useState(false);
  const outcome = bid?.outcome;
  if (!bid || !outcome || closed) return null;
  const name = (seat: Seat) => (seat === (bid.me ?? 0) ? me : friend);
  return (
    <div className="online-bid-outcome" role="status" data-testid="online-bid-outcome">
      <p>
        <strong>{t(lang, 'bid.title')}</strong>
      </p>
      <ul>
        {bid.bids.map((b, k) => (
          <li key={k}>
            <Named lang={lang} k="bid.offer" param="player" name={name(k as Seat)} params={{ sp: b.sp, side: b.side, other: otherSide(b.side) }} />
          </li>
        ))}
      </ul>
      <p>{t(lang, `bid.${outcome.kind}`)}</p>
      {bid.tie && <p>{t(lang, 'bid.rolls', { player1: name(0), die1: bid.tie.rolls.at(-2), player2: name(1), die2: bid.tie.rolls.at(-1) })}</p>}
      {outcome.winner !== null && (
        <p>
          <Named lang={lang} k="bid.won" param="player" name={name(outcome.winner)} />
        </p>
      )}
      {([0, 1] as const).map((seat) => (
        <p key={seat}>
          <Named lang={lang} k="bid.plays" param="player" name={name(seat)} params={{ side: outcome.sides[seat] }} />
        </p>
      ))}
      <p>{outcome.extraSupport ? t(lang, 'bid.extra', outcome.extraSupport) : t(lang, 'bid.noExtra')}</p>
      <button type="button" onClick={() => setClosed(true)}>
        {t(lang, 'online.close')}
      </button>
    </div>
  );
}
