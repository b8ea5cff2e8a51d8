/**
 * A signalling broker for the browser tests of online play: PeerJS's own server (the `peer`
 * package), on this machine's loopback only, on a free port. It introduces the two pages; their
 * data channel then runs between them.
 */
import { createServer } from 'node:net';
import type { Server } from 'node:http';
import { PeerServer } from 'peer';

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => ok(port));
    });
  });
}

/** On `host`: the loopback unless told (tests/e2e/links.ts gives the address its pages reach over their links). */
export async function startBroker(host = '127.0.0.1'): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  return new Promise((ok) => {
    PeerServer({ host, port, path: '/broker' }, (server: Server) =>
      ok({
        url: `http://${host}:${port}/broker`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}

/**
 * Chromium flags for two pages on one machine: loopback candidates allowed, and local addresses
 * not hidden behind mDNS names (nothing here resolves them).
 */
export const WEBRTC_LOOPBACK = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];

/**
 * An init script for each page: the WebRTC connection checks go to 127.0.0.1 only. Candidates the
 * other page signals on any other address are dropped before the browser uses them, so no test
 * traffic leaves the loopback (or the test's own links: tests/e2e/netns.sh, tests/e2e/links.ts).
 */
export function loopbackOnly(): void {
  const add = RTCPeerConnection.prototype.addIceCandidate;
  RTCPeerConnection.prototype.addIceCandidate = function (this: RTCPeerConnection, c?: RTCIceCandidateInit | null, ...rest: unknown[]) {
    const text = c?.candidate ?? '';
    if (text && !/ (127\.0\.0\.1|10\.89\.0\.[12]|10\.89\.1\.[23]) /.test(text)) return Promise.resolve();
    return (add as (...a: unknown[]) => Promise<void>).call(this, c, ...rest);
  } as typeof add;
}
