/**
 * Playing a friend on another device, in real Chromium (docs/remote.md): a broker of our own on
 * 127.0.0.1, two browser contexts (two devices), an invitation and a join, then whole games of
 * random legal moves over a WebRTC data channel; reloads of either side, a power struggle
 * included; what a modified page sends; and no hidden card of the other side anywhere in a page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRecord, stateChecksum, RULES_VERSION, type GameRecord, type Side } from '../../src/engine';
import { CARD_NAMES } from '../../src/i18n/names/en.generated';
import { commitOf, firstWrongShare } from '../../src/online/crypto';
import { inviteUrl } from '../../src/online/invite';
import { runBrowserTests, useSite } from './harness';
import { loopbackOnly, startBroker, WEBRTC_LOOPBACK } from './broker';

const recordOf = (page: Page): Promise<GameRecord> => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!) as GameRecord);
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { jnAutoplay: { status(): { actions: number; over: boolean; rolling: boolean } } }).jnAutoplay.status());
const stepAt = (page: Page, scoringFirst = false) =>
  page.evaluate(([r, sf]) => (window as unknown as { jnAutoplay: { step(r: number, sf: boolean): boolean } }).jnAutoplay.step(r, sf), [
    Math.random(),
    scoringFirst,
  ] as const);
const connected = (page: Page) => page.waitForSelector('[data-testid=connection-state][data-state=connected]', { timeout: 30_000 });
/** The player says the six pictures match his friend's (the first deal waits for both). */
const compare = (page: Page) => page.click('[data-testid=pictures-match]', { timeout: 30_000 });

describe.skipIf(!runBrowserTests)('a friend on another device, in Chromium', () => {
  const site = useSite(undefined, WEBRTC_LOOPBACK);
  let broker: Awaited<ReturnType<typeof startBroker>>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    broker = await startBroker();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await broker?.close();
  });

  async function device(lang = 'en'): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 768 } });
    contexts.push(context);
    await context.addInitScript(loopbackOnly);
    await context.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
    return context.newPage();
  }

  /** The host invites (as `side`), the guest opens the link and joins; both are at the table, connected. */
  async function pair(side: Side, family = false, deal = false): Promise<[Page, Page]> {
    const host = await device();
    await host.goto(`${site.url}?autoplay${deal ? '&deal=1' : ''}&broker=${encodeURIComponent(broker.url)}`);
    await host.click('[data-testid=online]');
    await host.fill('.online-panel input:not([type])', 'Anna');
    await host.check(`.online-panel input[name=online-side] >> nth=${side === 'communist' ? 0 : 1}`);
    if (family) await host.check('.online-panel input[type=checkbox]');
    await host.click('[data-testid=online-create]');
    const link = await host.inputValue('[data-testid=invite-link]');
    expect(link).toContain(`rules=${RULES_VERSION}`);
    const guest = await device();
    await guest.goto(`${link}&autoplay`);
    await guest.waitForSelector('[data-testid=join]');
    expect(await guest.textContent('.online-panel')).toContain('Anna invites you');
    await guest.fill('.online-panel input:not([type])', 'Bartek');
    await guest.click('[data-testid=join]');
    // nothing is dealt before both players said the pictures match
    await Promise.all([compare(host), compare(guest)]);
    await Promise.all([host.waitForSelector('[data-testid=online-bar]'), guest.waitForSelector('[data-testid=online-bar]')]);
    await Promise.all([connected(host), connected(guest)]);
    return [host, guest];
  }

  /** Random legal moves at whichever page decides, until the game ends (or `until` says stop). */
  /** `scoringFirst`: scoring cards are played when they may be, so power struggles come and no turn ends on a held one (4.5.4). */
  async function play(a: Page, b: Page, until: (r: GameRecord) => boolean = () => false, limit = 4000, scoringFirst = false): Promise<void> {
    for (let i = 0; i < limit; i++) {
      const [sa, sb] = await Promise.all([status(a), status(b)]);
      if (sa.over && sb.over) return;
      if (!(await stepAt(a, scoringFirst)) && !(await stepAt(b, scoringFirst))) await a.waitForTimeout(15);
      else if (until(await recordOf(a))) return;
    }
    throw new Error('the game did not end');
  }

  /**
   * Mid-game both pages hold the same game: one record is the other's beginning (the side that
   * decides may have taken steps of its round that it can still undo and has not passed on).
   */
  async function consistent(a: Page, b: Page): Promise<void> {
    const prefix = (x: GameRecord, y: GameRecord) => x.actions.every((act, i) => JSON.stringify(act) === JSON.stringify(y.actions[i]));
    await expect
      .poll(
        async () => {
          const [ra, rb] = await Promise.all([recordOf(a), recordOf(b)]);
          return ra.actions.length <= rb.actions.length ? prefix(ra, rb) : prefix(rb, ra);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  /** Both pages agree, once the last message has arrived. */
  async function agree(a: Page, b: Page): Promise<GameRecord> {
    await expect.poll(async () => (await recordOf(a)).checksum === (await recordOf(b)).checksum, { timeout: 15_000 }).toBe(true);
    const [ra, rb] = await Promise.all([recordOf(a), recordOf(b)]);
    expect(rb.actions).toEqual(ra.actions);
    return ra;
  }

  /** The other side's hand, never shown on this page: not in the DOM, the accessibility tree or the storage. */
  async function handHidden(page: Page, mine: Side): Promise<void> {
    const record = await recordOf(page);
    const state = replayRecord(record);
    const theirs = state.hands[mine === 'communist' ? 'democrat' : 'communist'];
    const shown = await page.$$eval('[data-card]', (els) => els.map((e) => Number(e.getAttribute('data-card'))));
    for (const c of theirs) expect(shown).not.toContain(c);
    const own = await page.$$eval('[data-testid=hand] [data-card]', (els) => els.map((e) => Number(e.getAttribute('data-card'))));
    expect(own.sort()).toEqual([...state.hands[mine]].sort());
    const aria = await page.locator('body').ariaSnapshot();
    const html = await page.content();
    // a card named nowhere in the game's public course (log, piles) must not be named on the page
    const publicText = JSON.stringify(record.actions) + JSON.stringify(state.discard) + JSON.stringify(state.removed);
    for (const c of theirs) {
      const name = CARD_NAMES[c];
      if (!name || publicText.includes(`"card":${c}`)) continue;
      if (state.discard.includes(c) || state.removed.includes(c)) continue;
      expect(html.includes(`data-card="${c}"`)).toBe(false);
      expect(aria.includes(name) && !html.includes(name)).toBe(false);
    }
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('"hands"');
  }

  for (const family of [false, true])
    it(`invite, join and a whole ${family ? 'family' : 'standard'} game of random legal moves: both records identical, replaying to the same result`, async () => {
      const [host, guest] = await pair('communist', family);
      await handHidden(host, 'communist');
      await handHidden(guest, 'democrat');
      await play(host, guest);
      const record = await agree(host, guest);
      const replayed = replayRecord(record);
      expect(replayed.result).not.toBeNull();
      expect(stateChecksum(replayed)).toBe(record.checksum);
      expect(await firstWrongShare(record)).toBeNull();
      expect(record.actions.some((a) => a.shares)).toBe(true);
      expect(record.options.mode ?? 'standard').toBe(family ? 'family' : 'standard');
      expect(await host.$('[data-testid=online-refused]')).toBeNull();
      expect(await guest.$('[data-testid=online-refused]')).toBeNull();
    }, 600_000);

  // run by hand (JN_DEAL=1): it passed twice alone (30 s and 80 s) and stalled once in the full suite, not yet understood (docs/remote.md)
  it.runIf(process.env.JN_DEAL === '1')(
    'over the deal (deal=1): a whole game with hands no page holds, a reload of the guest mid-game, both tables audited clean at the end',
    async () => {
      type Save = {
        secrets: { decks: Record<string, { key: string }> };
        verdict: { ok: boolean } | null;
        refusals: unknown[];
        forfeit: unknown;
        log: unknown[];
      };
      const tableOf = (page: Page) =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('jn1989.online.table') ?? 'null') as { save: Save } | null)?.save ?? null);
      const [host, guest] = await pair('communist', false, true);
      expect(await guest.evaluate(() => location.search)).toContain('deal=1');
      let steps = 0;
      // scoring cards played when they may be: no turn ends on a held one (4.5.4) before the reload
      await play(host, guest, () => ++steps > 60, 4000, true);
      expect((await status(host)).over).toBe(false);
      // before the end, none of the host's keys is on the guest's page: not in its storage, not in its page
      const hostKeys = Object.values((await tableOf(host))!.secrets.decks).map((d) => d.key);
      expect(hostKeys.length).toBeGreaterThan(0);
      const guestText = (await guest.evaluate(() => JSON.stringify({ ...localStorage }))) + (await guest.content());
      for (const k of hostKeys) expect(guestText.includes(k)).toBe(false);
      await guest.reload();
      await connected(guest);
      // over the deal each action waits for the deal's steps after it: more waits than in a plain game
      try {
        await play(host, guest, () => false, 60_000, true);
      } catch (e) {
        for (const page of [host, guest]) {
          const t = await tableOf(page);
          console.log(
            'DIAG',
            JSON.stringify({ log: t?.log.length, refusals: t?.refusals, forfeit: t?.forfeit }).slice(0, 1200),
            JSON.stringify(await status(page)),
          );
        }
        throw e;
      }
      for (const page of [host, guest]) {
        await expect.poll(async () => (await tableOf(page))?.verdict?.ok ?? null, { timeout: 30_000 }).toBe(true);
        const save = (await tableOf(page))!;
        expect(save.refusals).toEqual([]);
        expect(save.forfeit).toBeNull();
        expect(await page.$('[data-testid=online-refused]')).toBeNull();
      }
      expect((await tableOf(guest))!.log).toEqual((await tableOf(host))!.log);
    },
    600_000,
  );

  it('13.0 the play balance bid: sealed bids in the invitation and the join form settle the sides and the extra SPs on both pages', async () => {
    const host = await device();
    await host.goto(`${site.url}?autoplay&broker=${encodeURIComponent(broker.url)}`);
    await host.click('[data-testid=online]');
    await host.fill('.online-panel input:not([type])', 'Anna');
    await host.check('[data-testid=online-bid-on]');
    await host.selectOption('[data-testid=online-bid] select', 'democrat');
    await host.fill('[data-testid=online-bid] input[type=number]', '2');
    await host.click('[data-testid=online-create]');
    const link = await host.inputValue('[data-testid=invite-link]');
    expect(link).toContain('bid=1');
    const guest = await device();
    await guest.goto(`${link}&autoplay`);
    await guest.fill('.online-panel input:not([type])', 'Bartek');
    await guest.selectOption('[data-testid=online-bid] select', 'democrat');
    await guest.fill('[data-testid=online-bid] input[type=number]', '1');
    await guest.click('[data-testid=join]');
    await Promise.all([connected(host), connected(guest)]);
    await Promise.all([compare(host), compare(guest)]);
    await Promise.all([host.waitForSelector('[data-testid=online-bar]'), guest.waitForSelector('[data-testid=online-bar]')]);
    // the rulebook's example: the more generous bid wins; Anna plays the Communist, Bartek the Democrat with 2 extra SPs
    const record = await recordOf(host);
    expect(record.options.balanceBid).toEqual({
      bids: [
        { side: 'democrat', sp: 2 },
        { side: 'democrat', sp: 1 },
      ],
    });
    expect(record.options.extraSupport).toEqual({ side: 'democrat', sp: 2 });
    expect(record.players).toEqual({ communist: { seat: 1, name: 'Anna' }, democrat: { seat: 2, name: 'Bartek' } });
    expect((await recordOf(guest)).options).toEqual(record.options);
    expect(await host.textContent('[data-testid=viewer]')).toContain('Communist');
    expect(await guest.textContent('[data-testid=viewer]')).toContain('Democrat');
  }, 180_000);

  it('a reload of either side mid-game and mid-power-struggle resumes with nothing lost', async () => {
    const [host, guest] = await pair('democrat');
    // into the game, then the guest reloads
    await play(host, guest, (r) => r.actions.length > 60, 4000, true);
    await guest.reload();
    await connected(guest);
    await connected(host);
    await consistent(host, guest);
    // on to a power struggle, and the host reloads in the middle of it
    await play(host, guest, (r) => replayRecord(r).ps !== null, 4000, true);
    expect(replayRecord(await recordOf(host)).ps).not.toBeNull();
    await host.reload();
    await connected(host);
    await connected(guest);
    await consistent(host, guest);
    await handHidden(host, 'democrat');
    await play(host, guest);
    const record = await agree(host, guest);
    expect(replayRecord(record).result).not.toBeNull();
  }, 600_000);

  it('a third page that opens the invitation while the friends play is refused: it gets nothing of the game, both players are told, the game goes on', async () => {
    const [host, guest] = await pair('communist');
    // both pages show who is at the other end: the name and the same six pictures
    const fp = async (p: Page) => ((await p.textContent('[data-testid=online-fingerprint]')) ?? '').match(/key (.+?)\./)?.[1];
    expect(await fp(host)).toBeTruthy();
    expect(await fp(guest)).toBe(await fp(host));
    await play(host, guest, (r) => r.actions.length > 30);
    const link = await host.evaluate(() => new URL(location.href).searchParams.get('online'));
    const invite = (await guest.evaluate(() => location.href)).replace(/&autoplay$/, '');
    expect(link).toBeTruthy();
    const third = await device();
    await third.goto(invite);
    await third.fill('.online-panel input:not([type])', 'Mallory');
    await third.click('[data-testid=join]');
    await Promise.all([host.waitForSelector('[data-testid=online-intrusion]'), guest.waitForSelector('[data-testid=online-intrusion]')]);
    expect(await third.evaluate(() => localStorage.getItem('jn1989.record'))).toBeNull();
    expect(await third.textContent('body')).not.toContain('Playing online against');
    await connected(host);
    await connected(guest);
    const n = (await recordOf(host)).actions.length;
    await play(host, guest, (r) => r.actions.length > n + 20);
    await consistent(host, guest);
    expect(await host.$('[data-testid=online-refused]')).toBeNull();
    expect(await guest.$('[data-testid=online-refused]')).toBeNull();
  }, 300_000);

  it('a friend back at a seat the computer took watches: the bar and the question say so, the controls are greyed and off, the game goes on before his eyes', async () => {
    const [host, guest] = await pair('communist');
    await play(host, guest, (r) => r.actions.length > 20);
    // the friend's page goes away; shown as left, the host lets the computer take his seat
    const at = guest.url();
    await guest.goto('about:blank');
    await host.click('[data-testid=online-computer]', { timeout: 60_000 });
    await guest.goto(at);
    await guest.waitForSelector('[data-testid=prompt-watching]', { timeout: 30_000 });
    expect(await guest.textContent('[data-testid=online-watching]')).toBe('The computer plays your seat; you are watching');
    expect(await guest.textContent('[data-testid=prompt-watching]')).toBe('The computer plays your seat; you are watching');
    expect(await guest.$('[data-testid=online-friend-moves]')).toBeNull();
    // the host's page goes on (its player and its computer): the watcher's page shows each final
    // step, until it shows a question of his side (the computer's on the host's page), greyed
    const n = (await recordOf(guest)).actions.length;
    const asked = () => guest.$$('[data-testid=watching-controls] button').then((b) => b.length > 0);
    for (let i = 0; i < 1000 && ((await recordOf(guest)).actions.length <= n + 4 || !(await asked())); i++)
      if (!(await stepAt(host))) await host.waitForTimeout(15);
    expect((await recordOf(guest)).actions.length).toBeGreaterThan(n + 4);
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await guest.setViewportSize(size);
      // the panel's drawer a wide screen had open closes on a phone's, to show the question
      if (await guest.isVisible('.drawer-close')) await guest.click('.drawer-close');
      await guest.mouse.move(2, 2);
      expect(await guest.isDisabled('[data-testid=undo]')).toBe(true);
      expect(await guest.$$('.space.target')).toHaveLength(0);
      const buttons = await guest.$$eval('[data-testid=watching-controls] button', (bs) => bs.map((b) => (b as HTMLButtonElement).matches(':disabled')));
      expect(buttons.length).toBeGreaterThan(0);
      expect(buttons.every(Boolean)).toBe(true);
      const greyed = await guest.$$eval('[data-testid=watching-controls] button', (bs) => bs.map((b) => Number(getComputedStyle(b).opacity)));
      expect(greyed.every((o) => o < 1)).toBe(true);
      if (process.env.JN_WATCH_SHOTS) await guest.screenshot({ path: `${process.env.JN_WATCH_SHOTS}/online-watching-${size.width}.png` });
    }
    // the page offers nothing to take, and nothing of his reached the host (it would refuse it as 'watching')
    expect(await stepAt(guest)).toBe(false);
    await guest.click('.space', { force: true });
    expect(await host.$('[data-testid=online-refused]')).toBeNull();
    expect(await guest.$('[data-testid=online-refused]')).toBeNull();
  }, 180_000);

  /**
   * A modified page at the other end: a page of the same site with PeerJS and nothing of the game,
   * speaking the protocol as the test tells it (`__send`), keeping what it receives (`__got`). It
   * has a key of its own and proves it as any page does (src/online/binding.ts), over its channel's
   * DTLS fingerprints: the honest page meets it for the first time and pins its key.
   */
  async function riggedPeer(register: string | null, dial: string | null, game: string, role: 'host' | 'guest'): Promise<Page> {
    const rig = await device();
    await rig.goto(site.url);
    await rig.addScriptTag({ path: 'node_modules/peerjs/dist/peerjs.min.js' });
    const u = new URL(broker.url);
    await rig.evaluate(
      ([id, target, port, game, role]) =>
        new Promise<void>((ok) => {
          interface Conn {
            on(e: string, f: (d?: unknown) => void): void;
            send(t: string): void;
            peerConnection: RTCPeerConnection;
          }
          interface RigPeer {
            on(e: string, f: (c: Conn) => void): void;
            connect(id: string, o: object): Conn;
          }
          const w = window as unknown as Record<string, unknown> & { peerjs: { Peer: new (...a: unknown[]) => RigPeer } };
          const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
          const enc = (t: string) => new TextEncoder().encode(t);
          const got: string[] = [];
          w.__got = got;
          const options = { host: '127.0.0.1', port: Number(port), path: '/broker', config: { iceServers: [] } };
          const peer = id ? new w.peerjs.Peer(id, options) : new w.peerjs.Peer(options);
          const nonce = hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
          const keys = crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;
          const wire = (conn: Conn) => {
            let out = Promise.resolve();
            const sign = async (t: string) => hex(await crypto.subtle.sign({ name: 'Ed25519' }, (await keys).privateKey, enc(t)));
            conn.on('data', (d: unknown) => {
              const body = String(d);
              got.push(body);
              const m = JSON.parse(body) as { t: string; key?: string; nonce?: string };
              if (m.t === 'greet') {
                const fp = (sdp?: string) => /^a=fingerprint:(\S+ \S+)/m.exec(sdp ?? '')?.[1]?.toLowerCase() ?? '';
                const pc = conn.peerConnection;
                const channel = `${fp(pc.localDescription?.sdp)}:${fp(pc.remoteDescription?.sdp)}`;
                out = out.then(async () =>
                  conn.send(JSON.stringify({ t: 'proof', game, sig: await sign(`jn1989 proof:${game}:${role}:${m.nonce}:${nonce}:${m.key}:${channel}`) })),
                );
              }
              if (m.t === 'proof') ok();
            });
            conn.on('open', () => {
              w.__send = (text: string) => {
                out = out.then(() => conn.send(text));
                return out;
              };
              out = out.then(async () => {
                const key = `ed25519:${hex(await crypto.subtle.exportKey('raw', (await keys).publicKey))}`;
                conn.send(JSON.stringify({ t: 'greet', game, v: 1, role, key, nonce }));
              });
            });
          };
          peer.on('connection', wire);
          peer.on('open', () => {
            if (target) wire(peer.connect(target, { reliable: true, serialization: 'raw' }));
          });
        }),
      [register, dial, u.port, game, role] as const,
    );
    return rig;
  }
  const send = (rig: Page, m: unknown) =>
    rig.evaluate((text) => (window as unknown as { __send(t: string): void }).__send(text), typeof m === 'string' ? m : JSON.stringify(m));
  const got = (rig: Page) =>
    rig.evaluate(() => (window as unknown as { __got: string[] }).__got.filter((t) => t.startsWith('{')).map((t) => JSON.parse(t) as Record<string, unknown>));
  async function waitFor(rig: Page, t: string, n?: number): Promise<Record<string, unknown>> {
    await expect.poll(async () => (await got(rig)).some((m) => m.t === t && (n === undefined || m.n === n)), { timeout: 15_000 }).toBe(true);
    return (await got(rig)).find((m) => m.t === t && (n === undefined || m.n === n))!;
  }

  it('a modified page that sends an illegal action, a message of another game, an old message again, or over 64 KiB is refused; the honest game is intact and nothing of its hand was sent', async () => {
    const host = await device();
    await host.goto(`${site.url}?broker=${encodeURIComponent(broker.url)}`);
    await host.click('[data-testid=online]');
    await host.fill('.online-panel input:not([type])', 'Anna');
    await host.check('.online-panel input[name=online-side] >> nth=0');
    await host.click('[data-testid=online-create]');
    const game = new URL(await host.inputValue('[data-testid=invite-link]')).searchParams.get('join')!;
    const rig = await riggedPeer(null, `jn1989-${game}`, game, 'guest');
    await send(rig, { t: 'hello', game, v: 1, role: 'guest', name: 'Rig', rules: RULES_VERSION, n: 0, sum: '' });
    await send(rig, { t: 'compared', game });
    await compare(host);
    await waitFor(rig, 'commit', -1);
    const share = { t: 'share', game, n: -1, secret: '0'.repeat(32) };
    await send(rig, share);
    await waitFor(rig, 'reveal', -1);
    await host.waitForSelector('[data-testid=online-bar]');
    const before = JSON.stringify(await recordOf(host));
    const n = (await recordOf(host)).actions.length;
    const refusal = async (m: unknown, text: string) => {
      await send(rig, m);
      await expect.poll(async () => (await host.textContent('[data-testid=online-refused]').catch(() => '')) ?? '', { timeout: 15_000 }).toContain(text);
      expect(JSON.stringify(await recordOf(host))).toBe(before);
    };
    await refusal({ t: 'act', game, n, actions: [{ side: 'democrat', type: 'place', space: 'berlin' }], sum: '0'.repeat(16) }, 'the rules do not allow');
    await refusal({ t: 'say', game: 'ffffffffffffffff', phrase: 'hello' }, 'another game');
    // the share it sent before the game, sent again
    await refusal(share, 'out of its place');
    // over the 64 KiB a message may have (one larger than the channel's own limit cannot even be sent): refused unread
    await refusal('x'.repeat(100 * 1024), 'too large');
    // the honest page goes on: its own move still works
    expect(await host.$('[data-testid=hand] [data-card]')).not.toBeNull();
    // what the honest page sent holds none of the cards in its hand
    const hand = replayRecord(await recordOf(host)).hands.communist;
    const sent = JSON.stringify(await got(rig));
    for (const c of hand) expect(sent).not.toContain(`"card":${c}`);
  }, 180_000);

  it('a modified page whose reveal does not match its commitment forfeits; the honest page starts no game from it', async () => {
    const game = 'abcdef0123456789';
    const rig = riggedPeer(`jn1989-${game}`, null, game, 'host');
    const guest = await device();
    const link = inviteUrl(
      { game, name: 'Rig', side: 'communist', mode: 'standard', bid: false, rules: RULES_VERSION, broker: broker.url, key: null },
      site.url,
    );
    await guest.goto(link);
    await guest.fill('.online-panel input:not([type])', 'Bartek');
    await guest.click('[data-testid=join]');
    const r = await rig;
    await waitFor(r, 'hello');
    await send(r, { t: 'hello', game, v: 1, role: 'host', name: 'Rig', rules: RULES_VERSION, n: 0, sum: '' });
    await send(r, { t: 'compared', game });
    await compare(guest);
    await waitFor(r, 'compared');
    await send(r, { t: 'commit', game, n: -1, action: null, hash: await commitOf('a'.repeat(32)) });
    await waitFor(r, 'share', -1);
    // another secret than the one committed to: a seed of its choosing
    await send(r, { t: 'reveal', game, n: -1, secret: 'b'.repeat(32), sum: '0'.repeat(16) });
    await guest.waitForSelector('[data-testid=online-forfeit]', { timeout: 15_000 });
    expect(await guest.evaluate(() => localStorage.getItem('jn1989.record'))).toBeNull();
  }, 180_000);
});
