/**
 * The data channel between the two browsers (docs/remote.md): PeerJS, a well-kept WebRTC library
 * (boardgame.io's peer-to-peer transport uses it too). The broker only introduces the two browsers;
 * the game's messages go directly from one to the other. The host registers the invitation's id
 * and waits; the guest dials it, and dials again whenever the channel is lost.
 */
import { Peer, type DataConnection, type PeerJSOption } from 'peerjs';

/** Kept alive by a small text of its own every few seconds; a channel silent for longer is taken for lost. */
const KEEPALIVE = '\u0006';
const KEEPALIVE_MS = 3000;
const SILENT_MS = 10_000;
const REDIAL_MS = 1500;
/**
 * The channel carries the data channel's own messages, unchanged ('raw'): a text arrives as a
 * string, anything else is refused by its type before it is read (./match.ts), and a message can be
 * no larger than the channel's own limit (the SCTP max-message-size the browsers agree, 256 KiB in
 * Chromium), with no reassembly of chunks by PeerJS.
 */
const SERIALIZATION = 'raw';

export interface LinkEvents {
  /** a channel is open: `send` reaches the page at its other end, `close` ends it; returns what to tell of it (./binding.ts) */
  open(ends: { send(text: string): void; close(): void; fingerprints: { local: string; remote: string } }): {
    data(data: unknown): void;
    closed(): void;
  };
  /** the channel is lost (it may come back) */
  close?(): void;
  /** the broker could not be reached or refused (its message) */
  brokerError(message: string): void;
  /** the host's id at the broker is held by another page (this one's before a reload, or someone else's) */
  idTaken?(): void;
}

export interface Link {
  close(): void;
}

/** A broker's address as PeerJS takes it; on this machine's loopback, no STUN or TURN server is asked (tests). */
export function peerOptions(broker: string | null, turn: RTCIceServer | null): PeerJSOption {
  const options: PeerJSOption = { debug: 0 };
  let local = false;
  if (broker) {
    const u = new URL(broker);
    const secure = u.protocol === 'https:';
    options.host = u.hostname;
    options.port = u.port ? Number(u.port) : secure ? 443 : 80;
    options.path = u.pathname || '/';
    options.secure = secure;
    local = /^(127\.|localhost$|\[::1\]$)/.test(u.hostname);
  }
  if (local) options.config = { iceServers: [] };
  else if (turn) options.config = { iceServers: [{ urls: 'stun:stun.l.google.com:19302' }, turn] };
  return options;
}

/** The DTLS certificate fingerprint an SDP names (`a=fingerprint:sha-256 AB:CD:…`), or '' without one. */
function fingerprintIn(sdp: string | undefined): string {
  return /^a=fingerprint:(\S+ \S+)/m.exec(sdp ?? '')?.[1]?.toLowerCase() ?? '';
}

/** This end's and the other end's DTLS fingerprints, as the connection has them once it is open (./binding.ts signs them). */
function fingerprintsOf(pc: RTCPeerConnection | undefined): { local: string; remote: string } {
  return { local: fingerprintIn(pc?.localDescription?.sdp), remote: fingerprintIn(pc?.remoteDescription?.sdp) };
}

/** One channel: once open, its keepalive and its silence watch; a channel that never opens is given up after a while. */
function watch(conn: DataConnection, events: LinkEvents): () => void {
  let last = Date.now();
  let closed = false;
  let beat: ReturnType<typeof setInterval> | null = null;
  let channel: { data(data: unknown): void; closed(): void } | null = null;
  const end = () => {
    if (closed) return;
    closed = true;
    if (beat) clearInterval(beat);
    clearTimeout(opening);
    conn.close();
    channel?.closed();
    events.close?.();
  };
  const opening = setTimeout(end, SILENT_MS * 2);
  const send = (text: string) => {
    try {
      void conn.send(text);
    } catch {
      end();
    }
  };
  conn.on('open', () => {
    clearTimeout(opening);
    last = Date.now();
    beat = setInterval(() => (Date.now() - last > SILENT_MS ? end() : send(KEEPALIVE)), KEEPALIVE_MS);
    channel = events.open({ send, close: end, fingerprints: fingerprintsOf(conn.peerConnection) });
  });
  conn.on('data', (d) => {
    last = Date.now();
    if (d !== KEEPALIVE) channel?.data(d);
  });
  conn.on('close', end);
  conn.on('error', end);
  return end;
}

/**
 * The inviting side: registers `id` with the broker and takes every channel dialled to it; which of
 * them is the friend's is for ./binding.ts to say (it closes the others).
 */
export function hostLink(id: string, options: PeerJSOption, events: LinkEvents): Link {
  let peer: Peer | null = null;
  const ends = new Set<() => void>();
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const start = () => {
    const p = new Peer(id, options);
    peer = p;
    p.on('connection', (conn) => {
      // texts only, as the data channel carries them: PeerJS's other serializations decode (and
      // reassemble chunks of) anything before the page could refuse it
      if (conn.serialization !== SERIALIZATION) {
        conn.close();
        return;
      }
      const end: () => void = watch(conn, {
        ...events,
        close() {
          ends.delete(end);
        },
      });
      ends.add(end);
    });
    p.on('disconnected', () => {
      if (!stopped && !p.destroyed) retry = setTimeout(() => p.reconnect(), REDIAL_MS);
    });
    p.on('error', (e) => {
      if (stopped) return;
      // the id is still registered from before a reload: the broker lets it go after a while
      if (e.type === 'unavailable-id' || e.type === 'network' || e.type === 'server-error' || e.type === 'socket-error') {
        p.destroy();
        retry = setTimeout(start, REDIAL_MS * 2);
      }
      if (e.type === 'unavailable-id') events.idTaken?.();
      else events.brokerError(e.message);
    });
  };
  start();
  return {
    close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      for (const end of [...ends]) end();
      peer?.destroy();
    },
  };
}

/** The invited side: dials the host's id, and again whenever the channel is lost or the host is not there yet. */
export function guestLink(hostId: string, options: PeerJSOption, events: LinkEvents): Link {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let end: (() => void) | null = null;
  const peer = new Peer(options);
  const redial = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      dial();
    }, REDIAL_MS);
  };
  const dial = () => {
    if (stopped || peer.destroyed) return;
    if (peer.disconnected) {
      peer.reconnect();
      return;
    }
    const conn = peer.connect(hostId, { reliable: true, serialization: SERIALIZATION });
    end = watch(conn, {
      ...events,
      close() {
        events.close?.();
        redial();
      },
    });
  };
  peer.on('open', dial);
  peer.on('disconnected', redial);
  peer.on('error', (e) => {
    if (stopped) return;
    // the host's page is not there (yet, or reloading): dial again
    if (e.type === 'peer-unavailable') return redial();
    events.brokerError(e.message);
    redial();
  });
  return {
    close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      end?.();
      peer.destroy();
    },
  };
}
