/**
 * The start page's online part (docs/remote.md): invite a friend (name, side, options, then the link
 * with Copy and a QR code, and a waiting room that says what happens), or accept an invitation the
 * page was opened with. A chunk of its own, with the transport.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useStore } from 'zustand';
import qrcode from 'qrcode-generator';
import { RULES_VERSION, SIDES, type Bid, type Side } from '../engine';
import { BidFields, BidTie } from './BidParts';
import { t, type Lang } from '../i18n';
import { readInvite, type Invite } from './invite';
import { cleanName } from './protocol';
import { confirmPictures, createInvite, join, onlineStatus, readSettings, resume, writeSettings } from './session';
import { useGame } from '../store/game';
import { Named } from '../kit/Named';
import { downloadText } from '../kit/download';
import './online.css';

/**
 * The state of the channel, for people and for tests (`data-state`). In the waiting room nobody is
 * being connected to yet: until the friend opens the link, it says that the page waits for him.
 */
export function ConnectionState({ lang, waiting = false }: { lang: Lang; waiting?: boolean }) {
  const connection = useStore(onlineStatus, (s) => s.connection);
  const words = waiting && connection === 'connecting' ? 'waiting' : connection;
  return (
    <span className={`connection connection-${connection}`} data-testid="connection-state" data-state={connection} role="status">
      <span className="dot" aria-hidden /> {t(lang, `online.state.${words}`)}
    </span>
  );
}

/** The link as a QR code, drawn from the code's modules (no markup from a library). */
function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { d, size: n + 8 };
  }, [text]);
  return (
    <svg className="qr" viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

function downloadEvidence(): void {
  const { refusals, forfeit, intrusions } = onlineStatus.getState();
  downloadText('1989-online-evidence.json', JSON.stringify({ forfeit, refusals, intrusions }, null, 1), 'application/json');
}

/**
 * Who is at the other end, once the channel is proven (./binding.ts): the friend's name and the
 * two keys as six pictures, the same on both pages, for the two friends to compare by voice.
 */
export function Fingerprint({ lang }: { lang: Lang }) {
  const pictures = useStore(onlineStatus, (s) => s.fingerprint);
  const friend = useStore(onlineStatus, (s) => s.friend);
  const compared = useStore(onlineStatus, (s) => s.compared);
  const started = useGame((s) => s.relay !== null);
  if (!pictures || !friend) return null;
  return (
    <>
      <p className="online-fingerprint" data-testid="online-fingerprint">
        <Named lang={lang} k="online.fingerprint" name={friend} params={{ pictures }} />
      </p>
      {/* before the first deal both players say the pictures match (docs/remote.md, "The seat's binding") */}
      {!started &&
        (compared.here ? (
          <p role="status" data-testid="compared-wait">
            <Named lang={lang} k="online.comparedWait" name={friend} />
          </p>
        ) : (
          <p>
            {t(lang, 'online.compareFirst')}{' '}
            <button type="button" onClick={confirmPictures} data-testid="pictures-match">
              {t(lang, 'online.picturesMatch')}
            </button>
          </p>
        ))}
    </>
  );
}

/** A page other than the friend's tried this game's channel (refused here, or on the friend's page). */
function Intrusion({ lang }: { lang: Lang }) {
  const last = useStore(onlineStatus, (s) => s.intrusions.at(-1) ?? null);
  const friend = useStore(onlineStatus, (s) => s.friend) || t(lang, 'online.someone');
  if (!last) return null;
  return (
    <p className="error-text online-note" role="alert" data-testid="online-intrusion">
      <Named lang={lang} k={last.by === 'here' ? 'online.intrusion.here' : 'online.intrusion.friend'} name={friend} />
    </p>
  );
}

/** What the friend's page sent that this page refused, and a forfeit: with the evidence to download. */
export function OnlineNotes({ lang }: { lang: Lang }) {
  const refused = useStore(onlineStatus, (s) => (s.warn ? (s.refusals.at(-1) ?? null) : null));
  const forfeit = useStore(onlineStatus, (s) => s.forfeit);
  const idTaken = useStore(onlineStatus, (s) => s.idTaken);
  return (
    <>
      <Intrusion lang={lang} />
      {idTaken && (
        <p className="online-note" role="status" data-testid="online-id-taken">
          {t(lang, 'online.idTaken')}
        </p>
      )}
      {refused && !forfeit && (
        <p className="error-text online-note" role="alert" data-testid="online-refused">
          {t(lang, 'online.refused', { trouble: t(lang, `online.trouble.${refused.trouble}`) })}{' '}
          <button type="button" className="link" onClick={downloadEvidence}>
            {t(lang, 'online.evidence')}
          </button>
        </p>
      )}
      {forfeit && (
        <div className="online-forfeit" role="alertdialog" aria-live="assertive" data-testid="online-forfeit">
          <p>{t(lang, 'online.forfeit', { reason: t(lang, `online.forfeit.${forfeit.reason}`) })}</p>
          <button type="button" onClick={downloadEvidence}>
            {t(lang, 'online.evidence')}
          </button>
        </div>
      )}
    </>
  );
}

function BrokerProblem({ lang }: { lang: Lang }) {
  const message = useStore(onlineStatus, (s) => s.brokerError);
  return message ? (
    <p className="error-text" role="alert">
      {t(lang, 'online.brokerError', { message })}
    </p>
  ) : null;
}

/** The host's side of a tie in the bid (13.0), in the waiting room. */
function WaitingBid({ lang }: { lang: Lang }) {
  const friend = useStore(onlineStatus, (s) => s.friend);
  return <BidTie lang={lang} me={t(lang, 'online.you')} friend={friend || t(lang, 'online.someone')} />;
}

/**
 * The panel opens below the new-game form: brought to the top of the screen (on a phone its form
 * was below the fold), with the focus on what to do next (the name, then the link to send).
 */
function useBroughtIntoView(key: string): RefObject<HTMLElement | null> {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.scrollIntoView?.({ block: 'start' });
    panel.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}

function WaitingRoom({ lang, url }: { lang: Lang; url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="waiting-room">
      <label>
        {t(lang, 'online.link')}
        <span className="invite-row">
          <input readOnly value={url} data-testid="invite-link" onFocus={(e) => e.target.select()} />
          <button type="button" onClick={copy}>
            {copied ? `✓ ${t(lang, 'online.copied')}` : t(lang, 'online.copy')}
          </button>
        </span>
      </label>
      <p className="muted">{t(lang, 'online.qr')}</p>
      <QrCode text={url} label={t(lang, 'online.link')} />
      <p role="status" aria-live="polite">
        {t(lang, 'online.waiting')}
      </p>
      <ConnectionState lang={lang} waiting />
      <Fingerprint lang={lang} />
      <WaitingBid lang={lang} />
      <BrokerProblem lang={lang} />
      <OnlineNotes lang={lang} />
    </div>
  );
}

function ConnectionSettings({ lang }: { lang: Lang }) {
  const [s, setS] = useState(readSettings);
  const update = (next: typeof s) => {
    setS(next);
    writeSettings(next);
  };
  const turn = s.turn ?? { urls: '' };
  return (
    <details className="online-settings">
      <summary>{t(lang, 'online.settings')}</summary>
      <label>
        {t(lang, 'online.broker')}
        <input type="url" value={s.broker ?? ''} placeholder="https://example.org/peerjs" onChange={(e) => update({ ...s, broker: e.target.value || null })} />
      </label>
      <label>
        {t(lang, 'online.turn')}
        <input value={turn.urls} onChange={(e) => update({ ...s, turn: e.target.value ? { ...turn, urls: e.target.value } : null })} />
      </label>
      {s.turn && (
        <>
          <label>
            {t(lang, 'online.turnUser')}
            <input value={turn.username ?? ''} onChange={(e) => update({ ...s, turn: { ...turn, username: e.target.value } })} />
          </label>
          <label>
            {t(lang, 'online.turnPass')}
            <input type="password" value={turn.credential ?? ''} onChange={(e) => update({ ...s, turn: { ...turn, credential: e.target.value } })} />
          </label>
        </>
      )}
    </details>
  );
}

/** Your name, checked as the friend's page will check it; none given is said once the form is sent (`tried`). */
function NameField({ lang, value, onChange, tried }: { lang: Lang; value: string; onChange(v: string): void; tried: boolean }) {
  const bad = cleanName(value) === null;
  const empty = !bad && tried && !cleanName(value);
  const id = useId();
  return (
    <label>
      {t(lang, 'online.name')}
      <input
        value={value}
        maxLength={40}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={bad || empty}
        aria-describedby={bad || empty ? id : undefined}
        autoComplete="nickname"
        data-testid="online-name"
      />
      {(bad || empty) && (
        <span id={id} className="error-text" role="alert">
          {t(lang, bad ? 'online.nameInvalid' : 'online.nameEmpty')}
        </span>
      )}
    </label>
  );
}

/** Invite a friend: the form, then the waiting room. */
export function OnlinePanel({ lang, onClose }: { lang: Lang; onClose(): void }) {
  const url = useStore(onlineStatus, (s) => s.url);
  const panel = useBroughtIntoView(url ?? '');
  const [name, setName] = useState('');
  const [side, setSide] = useState<Side | 'random'>('democrat');
  const [family, setFamily] = useState(false);
  const [bidOn, setBidOn] = useState(false);
  const [bid, setBid] = useState<Bid>({ side: 'democrat', sp: 0 });
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!cleanName(name)) return;
    void createInvite(name, side, family ? 'family' : 'standard', bidOn ? bid : null);
  };
  if (url)
    return (
      <section className="online-panel" aria-label={t(lang, 'online.title')} ref={panel}>
        <h2>{t(lang, 'online.title')}</h2>
        <WaitingRoom lang={lang} url={url} />
      </section>
    );
  return (
    <section className="online-panel" aria-label={t(lang, 'online.title')} ref={panel}>
      <h2>{t(lang, 'online.title')}</h2>
      <form onSubmit={submit}>
        <NameField lang={lang} value={name} onChange={setName} tried={tried} />
        {!bidOn && (
          <fieldset>
            <legend>{t(lang, 'online.side')}</legend>
            {[...SIDES, 'random' as const].map((s) => (
              <label key={s} className="choice">
                <input type="radio" name="online-side" checked={side === s} onChange={() => setSide(s)} />
                {s === 'random' ? t(lang, 'online.sideRandom') : t(lang, `side.${s}`)}
              </label>
            ))}
          </fieldset>
        )}
        <label className="choice">
          <input type="checkbox" checked={family} onChange={(e) => setFamily(e.target.checked)} />
          {t(lang, 'online.family')}
        </label>
        <label className="choice">
          <input type="checkbox" checked={bidOn} onChange={(e) => setBidOn(e.target.checked)} data-testid="online-bid-on" />
          {t(lang, 'online.bidOption')}
        </label>
        {bidOn && <BidFields lang={lang} bid={bid} onChange={setBid} />}
        <ConnectionSettings lang={lang} />
        <div className="buttons">
          <button type="submit" className="primary" data-testid="online-create">
            {t(lang, 'online.create')}
          </button>
          <button type="button" onClick={onClose}>
            {t(lang, 'online.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** An invitation the page was opened with: who invites, the sides, the options and the rules version; then Join. */
export function JoinPanel({ lang, invite, joinedAlready = false }: { lang: Lang; invite: Invite; joinedAlready?: boolean }) {
  const [name, setName] = useState('');
  const [joined, setJoined] = useState(joinedAlready);
  const [bid, setBid] = useState<Bid>({ side: 'communist', sp: 0 });
  const [tried, setTried] = useState(false);
  const host = invite.name || t(lang, 'online.someone');
  const differs = invite.rules !== RULES_VERSION;
  const mine: Side = invite.side === 'communist' ? 'democrat' : 'communist';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    // a join needs a name: the friend's page shows it, and the record keeps it
    if (!cleanName(name) || differs) return;
    setJoined(true);
    join(invite, name, invite.bid ? bid : null);
  };
  return (
    <section className="online-panel" aria-label={t(lang, 'online.title')}>
      <h2>{t(lang, 'online.title')}</h2>
      <p className="invited-by">
        <Named lang={lang} k="online.invitedBy" name={host} />
      </p>
      <p>{invite.bid ? t(lang, 'online.invitedBid') : <Named lang={lang} k="online.invitedSides" name={host} params={{ mine, theirs: invite.side }} />}</p>
      <p>{t(lang, 'online.invitedMode', { mode: invite.mode, rules: invite.rules })}</p>
      {differs ? (
        <p className="error-text" role="alert">
          {t(lang, 'online.rulesDiffer', { theirs: invite.rules, ours: RULES_VERSION })}
        </p>
      ) : joined ? (
        <>
          <p role="status">
            <Named lang={lang} k="online.joining" name={host} />
          </p>
          <ConnectionState lang={lang} />
          <Fingerprint lang={lang} />
          <BidTie lang={lang} me={name || t(lang, 'online.you')} friend={host} />
          <BrokerProblem lang={lang} />
          <OnlineNotes lang={lang} />
        </>
      ) : (
        <form onSubmit={submit}>
          <NameField lang={lang} value={name} onChange={setName} tried={tried} />
          {invite.bid && <BidFields lang={lang} bid={bid} onChange={setBid} />}
          <div className="buttons">
            <button type="submit" className="primary" data-testid="join">
              {t(lang, 'online.join')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** On a page opened with an invitation or after a reload of an online game: come back to it, or offer to join. */
export function OnlineOnLoad({ lang }: { lang: Lang }) {
  const invite = useMemo(() => readInvite(location.search), []);
  const [resumed, setResumed] = useState<boolean | null>(null);
  useEffect(() => setResumed(resume()), []);
  const url = useStore(onlineStatus, (s) => s.url);
  if (resumed === null) return null;
  if (resumed && url)
    return (
      <section className="online-panel">
        <h2>{t(lang, 'online.title')}</h2>
        <WaitingRoom lang={lang} url={url} />
      </section>
    );
  // joined before a reload, the game not started yet: still connecting
  return invite ? <JoinPanel lang={lang} invite={invite} joinedAlready={resumed} /> : null;
}
