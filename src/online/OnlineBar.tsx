/**
 * At the table of a game between two devices: the friend's name and the channel's state, quick
 * messages, a roll being made with the friend's page, what was refused (with its evidence), a
 * forfeit, and, when the friend is gone, saving or letting the computer take his seat.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { t, type Lang } from '../i18n';
import { useGame } from '../store/game';
import { exportRecord } from '../kit/download';
import { Named } from '../kit/Named';
import { BidOutcomeNote } from './BidParts';
import { ConnectionState, Fingerprint, OnlineNotes } from './OnlinePanel';
import { PHRASES, type Phrase } from './protocol';
import { computerTakesSeat, onlineStatus, say } from './session';
import './online.css';

/** How long the friend's quick message stays up. */
const SAID_MS = 6000;

function Said({ lang, friend }: { lang: Lang; friend: string }) {
  const said = useStore(onlineStatus, (s) => s.said);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (!said) return;
    setShown(said.at);
    const timer = setTimeout(() => setShown(null), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);
  return (
    <span className="said" role="status" aria-live="polite">
      {said && shown === said.at && <Named lang={lang} k="online.said" name={friend} params={{ phrase: t(lang, `online.phrase.${said.phrase}`) }} />}
    </span>
  );
}

function QuickMessages({ lang }: { lang: Lang }) {
  return (
    <select
      className="quick"
      aria-label={t(lang, 'online.say')}
      value=""
      onChange={(e) => {
        if (e.target.value) say(e.target.value as Phrase);
      }}
      data-testid="quick-message"
    >
      <option value="">{t(lang, 'online.say')}</option>
      {PHRASES.map((p) => (
        <option key={p} value={p}>
          {t(lang, `online.phrase.${p}`)}
        </option>
      ))}
    </select>
  );
}

/**
 * What this page waits for: a roll being made with the friend's page, or the friend's page itself
 * when the channel is lost (a roll in flight is settled once it is back; nothing can be undone meanwhile).
 */
function WaitNote({ lang, name }: { lang: Lang; name: string }) {
  const connection = useStore(onlineStatus, (s) => s.connection);
  const roll = useStore(onlineStatus, (s) => s.roll);
  const rolling = useGame((s) => s.rolling !== null);
  const watching = useGame((s) => s.watching);
  // the friend decides here: his steps reach this page only once final on his (the round passed on, a die asked for)
  const friendMoves = useGame((s) => !!s.remote && !s.state?.result && s.state?.prompt?.side === s.remote);
  const inFlight = rolling || roll !== null;
  // watching a seat the computer took: nothing of this page's is awaited (the bar says he watches)
  if (watching) return null;
  if (connection === 'reconnecting' || connection === 'left')
    return (
      <span className="rolling" role="status" data-testid="online-waiting">
        <Named lang={lang} k={inFlight ? 'online.waitBackRoll' : 'online.waitBack'} name={name} />
      </span>
    );
  if (!inFlight)
    return friendMoves ? (
      <span className="rolling" role="status" data-testid="online-friend-moves">
        <Named lang={lang} k="online.waitFriendMoves" name={name} />
      </span>
    ) : null;
  return (
    <span className="rolling" role="status" data-testid="online-rolling">
      🎲 {rolling || roll === 'ours' ? t(lang, 'online.rolling') : <Named lang={lang} k="online.theirRoll" name={name} />}
    </span>
  );
}

export function OnlineBar({ lang }: { lang: Lang }) {
  const friend = useStore(onlineStatus, (s) => s.friend);
  const connection = useStore(onlineStatus, (s) => s.connection);
  const forfeit = useStore(onlineStatus, (s) => s.forfeit);
  const remote = useGame((s) => s.remote);
  const self = useStore(onlineStatus, (s) => s.self);
  const seatTaken = useStore(onlineStatus, (s) => s.seatTaken);
  const dealt = useStore(onlineStatus, (s) => s.dealt);
  const name = friend || t(lang, 'online.someone');
  return (
    <div className="online-bar" data-testid="online-bar">
      <span className="friend">
        <Named lang={lang} k="online.friend" name={name} />
      </span>
      <ConnectionState lang={lang} />
      <QuickMessages lang={lang} />
      <Said lang={lang} friend={name} />
      <WaitNote lang={lang} name={name} />
      <Fingerprint lang={lang} />
      <BidOutcomeNote lang={lang} me={self || t(lang, 'online.you')} friend={name} />
      <OnlineNotes lang={lang} />
      {forfeit && (
        <button type="button" onClick={exportRecord}>
          {t(lang, 'online.save')}
        </button>
      )}
      {seatTaken && (
        <div className="online-left" role="alert" data-testid="online-seat-taken">
          <p>
            <Named lang={lang} k="online.seatTaken" name={name} />
          </p>
          <p data-testid="online-watching">{t(lang, 'online.watching')}</p>
          <button type="button" onClick={exportRecord}>
            {t(lang, 'online.save')}
          </button>
        </div>
      )}
      {connection === 'left' && !forfeit && !seatTaken && remote && (
        <div className="online-left" role="alert" data-testid="online-left">
          <p>{t(lang, 'online.leftInfo')}</p>
          <button type="button" onClick={exportRecord}>
            {t(lang, 'online.save')}
          </button>{' '}
          {/* over the deal nobody here knows the friend's cards: the computer cannot play them */}
          {!dealt && (
            <button type="button" onClick={() => computerTakesSeat()} data-testid="online-computer">
              {t(lang, 'online.computer', { side: remote })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
