/**
 * A dropped connection during a roll (docs/remote.md, "Drops and returns"): a commitment, a share or
 * a reveal lost with the channel is settled after the two pages meet again, whichever page was
 * ahead, and the honest pages never refuse each other. Dice (support checks, 6.0) and draws
 * (the deal of a new turn, 4.1) alike, rolled by either page.
 */
import { describe, expect, it } from 'vitest';
import { apply, type Action, type RecordedAction } from '../../src/engine';
import { firstWrongShare } from '../../src/online/crypto';
import { selectDecision } from '../../src/store/view';
import { chooser, connect, device, playingScoring, quiet, step, type Device } from './pair';

const NO_ENTROPY = '0'.repeat(32);

async function started(): Promise<[Device, Device, { up: boolean; lose: string | null }]> {
  const host = device('host', 'communist', 'Anna');
  const guest = device('guest', 'democrat', 'Bartek');
  const link = { up: true, lose: null as string | null };
  connect(host, guest, tap(link));
  await quiet(host, guest);
  return [host, guest, link];
}

/** The channel as the pages see it: while up it carries every text, except the one kind the test loses. */
const tap =
  (link: { up: boolean; lose: string | null }) =>
  (_from: Device, text: string): string | null => {
    if (!link.up) return null;
    if (link.lose && (JSON.parse(text) as { t: string }).t === link.lose) {
      // the message is lost with the link: nothing after it arrives until the pages meet again
      link.up = false;
      return null;
    }
    return text;
  };

type Kind = 'die' | 'draw';

function randomKind(d: Device, a: Action): Kind | null {
  const s = d.store.getState().state!;
  let next;
  try {
    next = apply(s, { ...a, entropy: NO_ENTROPY } as RecordedAction);
  } catch {
    return null;
  }
  if (!next.finality.random) return null;
  return next.finality.draws > 0 ? 'draw' : next.finality.dice > 0 ? 'die' : null;
}

/**
 * Two pages that played random moves until `d` (the host's or the guest's) may take an action of
 * `kind`; returns it (not taken). A game that ends first (a held scoring card, 4.5) is begun again.
 */
async function until(roller: 'host' | 'guest', want: (d: Device, a: Action) => boolean, seed: number) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [host, guest, link] = await started();
    const d = roller === 'host' ? host : guest;
    const pick = playingScoring(chooser(seed + attempt));
    for (let i = 0; i < 4000 && !host.store.getState().state!.result; i++) {
      const s = d.store.getState();
      const found = (s.awaiting ? [] : (selectDecision(s)?.legal ?? [])).find((a) => want(d, a));
      if (found) return { host, guest, link, d, action: found };
      if (!(step(host, pick) || step(guest, pick))) break;
      await quiet(host, guest);
    }
  }
  throw new Error('never offered');
}

function expectSettled(host: Device, guest: Device): void {
  const h = host.store.getState();
  const g = guest.store.getState();
  expect(h.rolling).toBeNull();
  expect(g.rolling).toBeNull();
  expect(g.record!.actions).toEqual(h.record!.actions);
  expect(g.record!.checksum).toBe(h.record!.checksum);
  expect(host.status.getState().refusals).toEqual([]);
  expect(guest.status.getState().refusals).toEqual([]);
  expect(host.status.getState().forfeit).toBeNull();
  expect(guest.status.getState().forfeit).toBeNull();
  expect(host.session.commit ?? host.session.share ?? guest.session.commit ?? guest.session.share).toBeUndefined();
}

/** The pages notice the drop, then meet again. */
async function redial(host: Device, guest: Device, link: { up: boolean; lose: string | null }): Promise<void> {
  host.match.disconnected();
  guest.match.disconnected();
  link.up = true;
  link.lose = null;
  connect(host, guest, tap(link));
  await quiet(host, guest);
}

describe('a roll survives a dropped connection', () => {
  const seeds = { die: 5, draw: 8 };
  for (const kind of ['die', 'draw'] as const)
    for (const roller of ['host', 'guest'] as const)
      for (const lost of ['commit', 'share', 'reveal'] as const)
        it(`a ${kind === 'die' ? 'die (6.0)' : 'draw (4.1)'} of the ${roller}'s page: the link drops with the ${lost}; after the reconnect the roll is settled, nobody blamed`, async () => {
          const { host, guest, link, d, action } = await until(roller, (x, a) => randomKind(x, a) === kind, seeds[kind]);
          const n = d.store.getState().record!.actions.length;
          link.lose = lost;
          d.store.getState().dispatch(action);
          await quiet(host, guest);
          // the roll did not go through: the page that rolled waits for it, and nothing can be undone meanwhile
          expect(link.up).toBe(false);
          if (lost !== 'reveal') expect(d.store.getState().rolling).not.toBeNull();
          expect(d.store.getState().undoStates).toEqual([]);
          await redial(host, guest, link);
          expectSettled(host, guest);
          expect(host.store.getState().record!.actions.length).toBe(n + 1);
          expect(await firstWrongShare(host.store.getState().record!)).toBeNull();
        }, 60_000);

  for (const roller of ['host', 'guest'] as const)
    it(`the ${roller}'s page plays a card for support checks while the link is down, then checks: both pages settle it after the reconnect (6.0)`, async () => {
      const { host, guest, link, d, action: play } = await until(roller, (_d, a) => a.type === 'play' && a.use === 'check', roller === 'host' ? 13 : 17);
      // the link goes down, and the page notices
      link.up = false;
      host.match.disconnected();
      guest.match.disconnected();
      d.store.getState().dispatch(play);
      // the card play may still be undone here: it stays on this page (the opponent's event after the checks, 6.2)
      expect(d.store.getState().undoStates.length).toBeGreaterThan(0);
      const timing = selectDecision(d.store.getState())!.legal.find((a) => a.type === 'eventTiming' && a.when === 'after');
      if (timing) d.store.getState().dispatch(timing);
      const check = selectDecision(d.store.getState())!.legal.find((a) => a.type === 'check')!;
      d.store.getState().dispatch(check);
      await d.match.idle();
      expect(d.store.getState().rolling).toEqual(check);
      // asked for the die, the card play is final: Undo has nothing to take back while the page waits
      expect(d.store.getState().undoStates).toEqual([]);
      await redial(host, guest, link);
      expectSettled(host, guest);
      expect(await firstWrongShare(host.store.getState().record!)).toBeNull();
    }, 60_000);
});
