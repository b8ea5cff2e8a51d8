/**
 * The new-game dialog: mode (standard / family when the engine accepts it), players' names, and
 * play balance — none, the 13.0 bid, or a handicap of +1 / +2 Democrat SPs. There is no seed:
 * the store deals with fresh randomness, so nobody can pick or analyse a deal in advance.
 * The bid is made one player at a time behind a cover; nothing of the first bid is in the page
 * while the second player bids. Against the computer (one computer seat) the computer seals its
 * bid (src/ai/bid) when the bid starts, before and without the person's, the person bids with no
 * cover, and the computer takes the side the outcome gives it. Computer against computer offers
 * no bid.
 */
import { useMemo, useState } from 'react';
import { newGame as engineNewGame, RuleError, SIDES, type GameOptions, type Side } from '../engine';
import { ruleText, t, type Lang } from '../i18n';
import { bidKind, other, resolveBid, tieRolls, type Bid, type Seat } from '../store/bid';
import { computerBid, computerTieChoice } from '../ai/bid';
import type { Level } from '../ai/levels';
import { gameStore, type Players } from '../store/game';
import type { ComputerSeats } from '../store/computer';
import { SeatPicker } from './SeatPicker';
import { MAX_NAME } from '../engine/recordReader';
import { Slot } from './slots';

type Mode = 'standard' | 'family';
type Balance = 'none' | 'bid' | 'plus1' | 'plus2';
type Phase = { kind: 'options' } | { kind: 'cover'; seat: Seat } | { kind: 'bid'; seat: Seat } | { kind: 'result' };

/** Whether the engine starts a game in this mode; the reason in words when it does not. */
export function modeRefusal(lang: Lang, mode: Mode): string | null {
  try {
    engineNewGame({ seed: 'mode-probe', mode: mode as GameOptions['mode'] });
    return null;
  } catch (e) {
    return e instanceof RuleError ? `${e.message}, ${ruleText(lang, e.rule)}` : String(e);
  }
}

/** Two radio buttons, a side each; the group is named by the words before it (`label`). */
function SideChoice({
  lang,
  name,
  value,
  onChange,
  testid,
  label,
}: {
  lang: Lang;
  name: string;
  value: Side;
  onChange(s: Side): void;
  testid: string;
  label: string;
}) {
  return (
    <span className="choice" role="radiogroup" aria-label={label}>
      {SIDES.map((s) => (
        <label key={s} className={s === 'communist' ? 'c' : 'd'}>
          <input type="radio" name={name} value={s} checked={value === s} onChange={() => onChange(s)} data-testid={`${testid}-${s}`} /> {t(lang, `side.${s}`)}
        </label>
      ))}
    </span>
  );
}

function BidForm({ lang, player, onSeal }: { lang: Lang; player: string; onSeal(b: Bid): void }) {
  const [side, setSide] = useState<Side>('democrat');
  const [sp, setSp] = useState(1);
  return (
    <section className="bid-form" data-testid="bid-form">
      <h2>{t(lang, 'bid.yourTurn', { player })}</h2>
      <p>{t(lang, 'bid.explain')}</p>
      <p>
        {t(lang, 'bid.side')}: <SideChoice lang={lang} name="bid-side" value={side} onChange={setSide} testid="bid-side" label={t(lang, 'bid.side')} />
      </p>
      <p>
        <label>
          {t(lang, 'bid.sp')}:{' '}
          <input
            type="number"
            min={0}
            max={20}
            value={sp}
            onChange={(e) => setSp(Math.max(0, Math.min(20, Math.floor(Number(e.target.value) || 0))))}
            data-testid="bid-sp"
          />
        </label>
      </p>
      <button type="button" className="primary big" onClick={() => onSeal({ side, sp })} data-testid="bid-seal">
        {t(lang, 'bid.seal')}
      </button>
    </section>
  );
}

export function NewGameDialog({ lang }: { lang: Lang }) {
  const [mode, setMode] = useState<Mode>('standard');
  const [names, setNames] = useState<[string, string]>(['', '']);
  const [balance, setBalance] = useState<Balance>('none');
  const [firstSide, setFirstSide] = useState<Side>('communist');
  const [phase, setPhase] = useState<Phase>({ kind: 'options' });
  const [bids, setBids] = useState<Bid[]>([]);
  const [tieChoice, setTieChoice] = useState<Seat | null>(null);
  /** the tie dice, rolled once when both bids are sealed */
  const [tie, setTie] = useState<ReturnType<typeof tieRolls> | null>(null);
  const [computer, setComputer] = useState<ComputerSeats>({});
  /** the computer's sealed bid, made when the bid starts; not in the page until both are sealed */
  const [computerSealed, setComputerSealed] = useState<Bid | null>(null);
  const familyRefusal = useMemo(() => modeRefusal(lang, 'family'), [lang]);
  /** the computer's level when it plays exactly one side: then it bids as Player 2 */
  const computerSeats = Object.values(computer);
  const bidLevel: Level | null = computerSeats.length === 1 ? computerSeats[0]! : null;

  const player = (seat: Seat) =>
    names[seat].trim() ||
    (seat === 1 && bidLevel ? t(lang, 'ai.computerAt', { level: t(lang, `ai.level.${bidLevel}`) }) : t(lang, `newgame.player.${seat + 1}`));

  const start = (chosen: [Side, Side], extra: GameOptions['extraSupport'] | null, balanceBid: GameOptions['balanceBid']) => {
    // against the computer, Player 1 is the person: after a bid, at the side the outcome gives
    // (the computer follows it); otherwise at the side the seats above say
    const person = SIDES.filter((x) => !computer[x]);
    const byBid = balanceBid !== null && bidLevel !== null;
    const sides: [Side, Side] = byBid || person.length !== 1 ? chosen : [person[0]!, other(person[0]!)];
    const seats: ComputerSeats = byBid ? { [sides[1]]: bidLevel } : computer;
    const options: Omit<GameOptions, 'seed'> = {};
    if (mode === 'family') options.mode = mode as GameOptions['mode'];
    if (extra) options.extraSupport = extra;
    if (balanceBid) options.balanceBid = balanceBid;
    const players = {
      [sides[0]]: { seat: 1, name: names[0].trim() },
      // the computer's seat has no name of its own (a name typed before choosing it stays out)
      [sides[1]]: { seat: 2, name: bidLevel ? '' : names[1].trim() },
    } as Players;
    gameStore.getState().startGame(options, players, seats);
  };

  if (phase.kind === 'cover')
    return (
      <section className="cover-box bid-cover" data-testid="bid-cover">
        <h2>{t(lang, 'bid.pass', { player: player(phase.seat) })}</h2>
        <p>{t(lang, 'bid.hidden', { player: player(phase.seat) })}</p>
        <button type="button" className="primary big" onClick={() => setPhase({ kind: 'bid', seat: phase.seat })} data-testid="bid-show">
          {t(lang, 'bid.show', { player: player(phase.seat) })}
        </button>
      </section>
    );

  if (phase.kind === 'bid')
    return (
      <BidForm
        key={phase.seat}
        lang={lang}
        player={player(phase.seat)}
        onSeal={(b) => {
          // against the computer its bid is already sealed as Player 2's
          const next = bidLevel && computerSealed ? [b, computerSealed] : [...bids.slice(0, phase.seat), b];
          setBids(next);
          const last = bidLevel !== null || phase.seat === 1;
          if (last) {
            const pair = [next[0]!, next[1]!] as [Bid, Bid];
            const roll = bidKind(pair) === 'identical' ? tieRolls() : null;
            setTie(roll);
            // the computer rolled higher: it chooses the winning bid by its policy
            if (roll && bidLevel && roll.high === 1) setTieChoice(computerTieChoice(bidLevel, pair, 1));
          }
          setPhase(last ? { kind: 'result' } : { kind: 'cover', seat: 1 });
        }}
      />
    );

  if (phase.kind === 'result') {
    const pair = [bids[0]!, bids[1]!] as [Bid, Bid];
    const kind = bidKind(pair);
    const outcome = kind !== 'identical' || tieChoice !== null ? resolveBid(pair, tieChoice ?? undefined) : null;
    return (
      <section className="bid-result" data-testid="bid-result">
        <h2>{t(lang, 'bid.title')}</h2>
        <ul>
          {pair.map((b, k) => (
            <li key={k} data-testid={`bid-offer-${k}`}>
              {t(lang, 'bid.offer', { player: player(k as Seat), sp: b.sp, side: b.side, other: other(b.side) })}
            </li>
          ))}
        </ul>
        <p>{t(lang, `bid.${kind}`)}</p>
        {tie && (
          <>
            {Array.from({ length: tie.rolls.length / 2 }, (_, k) => (
              <p key={k}>
                {k > 0 && `${t(lang, 'bid.reroll')} `}
                {t(lang, 'bid.rolls', { player1: player(0), die1: tie.rolls[2 * k], player2: player(1), die2: tie.rolls[2 * k + 1] })}
              </p>
            ))}
            <p>{t(lang, 'bid.chooser', { player: player(tie.high) })}</p>
            {!(bidLevel && tie.high === 1) && (
              <div className="buttons">
                {([0, 1] as Seat[]).map((seat) => (
                  <button key={seat} type="button" aria-pressed={tieChoice === seat} onClick={() => setTieChoice(seat)} data-testid={`bid-choose-${seat}`}>
                    {t(lang, 'bid.choose', { player: player(seat) })}
                  </button>
                ))}
              </div>
            )}
          </>
        )}
        {outcome && (
          <div className="bid-outcome" data-testid="bid-outcome">
            {outcome.winner !== null && <p>{t(lang, 'bid.won', { player: player(outcome.winner) })}</p>}
            {([0, 1] as Seat[]).map((seat) => (
              <p key={seat} className={outcome.sides[seat] === 'communist' ? 'c' : 'd'} data-testid={`bid-plays-${seat}`}>
                {t(lang, 'bid.plays', { player: player(seat), side: outcome.sides[seat] })}
              </p>
            ))}
            <p>{outcome.extraSupport ? t(lang, 'bid.extra', outcome.extraSupport) : t(lang, 'bid.noExtra')}</p>
            <button
              type="button"
              className="primary big"
              onClick={() => start(outcome.sides, outcome.extraSupport, { bids: pair, ...(tie ? { tieRoll: tie.rolls } : {}) })}
              data-testid="start"
            >
              {t(lang, 'bid.start')}
            </button>
          </div>
        )}
        <button type="button" className="link" onClick={() => (setBids([]), setTieChoice(null), setPhase({ kind: 'options' }))}>
          {t(lang, 'bid.cancel')}
        </button>
      </section>
    );
  }

  const handicap = balance === 'plus1' ? 1 : balance === 'plus2' ? 2 : 0;
  return (
    <>
      {/* the guided first game comes before a real one */}
      <Slot name="learn" lang={lang} />
      <section className="new-game" data-testid="new-game">
        <h2>{t(lang, 'start.new')}</h2>
        <fieldset>
          <legend>{t(lang, 'newgame.mode')}</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'standard'} onChange={() => setMode('standard')} data-testid="mode-standard" />{' '}
            {t(lang, 'newgame.mode.standard')}
          </label>
          <label className={familyRefusal ? 'disabled' : undefined}>
            <input
              type="radio"
              name="mode"
              checked={mode === 'family'}
              disabled={familyRefusal !== null}
              onChange={() => setMode('family')}
              data-testid="mode-family"
            />{' '}
            {t(lang, 'newgame.mode.family')}
          </label>
          {familyRefusal && (
            <small className="why" data-testid="family-why">
              {t(lang, 'newgame.familyUnavailable', { reason: familyRefusal })}
            </small>
          )}
          <small className="muted line" data-testid="family-line">
            {t(lang, 'newgame.familyLine')}
          </small>
        </fieldset>
        <fieldset>
          <legend>{t(lang, bidLevel ? 'newgame.you' : 'newgame.players')}</legend>
          {/* against the computer one person plays: one name */}
          {(bidLevel ? [0] : [0, 1]).map((seat) => (
            <label key={seat}>
              {bidLevel ? t(lang, 'newgame.yourName') : t(lang, 'newgame.nameOf', { player: t(lang, `newgame.player.${seat + 1}`) })}:{' '}
              <input
                value={names[seat]}
                maxLength={MAX_NAME}
                placeholder={t(lang, `newgame.player.${seat + 1}`)}
                onChange={(e) => setNames(seat === 0 ? [e.target.value, names[1]] : [names[0], e.target.value])}
                data-testid={`name-${seat}`}
              />
            </label>
          ))}
          {bidLevel && balance !== 'bid' && (
            // against the computer: the person's side; the computer takes the other at its level
            <p>
              {t(lang, 'newgame.youPlay')}{' '}
              <SideChoice
                lang={lang}
                name="you-play"
                value={SIDES.find((x) => !computer[x])!}
                onChange={(x) => setComputer({ [other(x)]: bidLevel })}
                testid="you-play"
                label={t(lang, 'newgame.youPlay')}
              />
            </p>
          )}
        </fieldset>
        <SeatPicker
          lang={lang}
          value={computer}
          onChange={(v) => {
            setComputer(v);
            // computer against computer: no bid
            if (Object.keys(v).length > 1 && balance === 'bid') setBalance('none');
          }}
        />
        <fieldset>
          <legend>{t(lang, 'newgame.balance')}</legend>
          {(['none', 'bid', 'plus1', 'plus2'] as Balance[])
            .filter((b) => b !== 'bid' || Object.keys(computer).length < 2)
            .map((b) => (
              <label key={b}>
                <input type="radio" name="balance" checked={balance === b} onChange={() => setBalance(b)} data-testid={`balance-${b}`} />{' '}
                {t(lang, b === 'none' && bidLevel ? 'newgame.balance.noneYou' : `newgame.balance.${b}`)}
                {b === 'bid' && (
                  <small className="muted line" data-testid="bid-line">
                    {t(lang, 'newgame.bidLine')}
                  </small>
                )}
              </label>
            ))}
          {balance === 'bid' ? (
            <>
              <p className="muted">{t(lang, 'newgame.bidNote')}</p>
              {bidLevel && (
                <p className="muted" data-testid="bid-computer-note">
                  {t(lang, 'newgame.bidComputer')}
                </p>
              )}
            </>
          ) : bidLevel ? null : (
            <p>
              {t(lang, 'newgame.firstPlays', { player: player(0) })}{' '}
              <SideChoice
                lang={lang}
                name="first-side"
                value={firstSide}
                onChange={setFirstSide}
                testid="first-side"
                label={t(lang, 'newgame.firstPlays', { player: player(0) })}
              />
            </p>
          )}
          {handicap > 0 && <p className="muted">{t(lang, 'newgame.extraNote', { side: 'democrat', sp: handicap })}</p>}
        </fieldset>
        {balance === 'bid' ? (
          <button
            type="button"
            className="primary"
            onClick={() => {
              setTieChoice(null);
              setTie(null);
              setBids([]);
              // the computer seals its bid first, as Player 2; the person then bids with no cover
              setComputerSealed(bidLevel ? computerBid(bidLevel) : null);
              setPhase(bidLevel ? { kind: 'bid', seat: 0 } : { kind: 'cover', seat: 0 });
            }}
            data-testid="start-bid"
          >
            {t(lang, 'newgame.startBid')}
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            onClick={() => start([firstSide, other(firstSide)], handicap > 0 ? { side: 'democrat', sp: handicap } : null, null)}
            data-testid="start"
          >
            {t(lang, 'start.begin')}
          </button>
        )}
      </section>
    </>
  );
}
