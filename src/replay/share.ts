/**
 * A finished game as a link: the record, deflated (CompressionStream, built into browsers and
 * Node) and base64url-encoded, in the URL fragment (#replay=…), which never reaches a server.
 * Unfinished games are refused: their record would show the cards still hidden.
 */
import { RuleError, type GameRecord } from '../engine';
import { asRecord, statesOf } from './record';

export const SHARE_PREFIX = '#replay=';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A record is shareable only when its game is over. */
export function assertFinished(record: GameRecord): void {
  const states = statesOf(record);
  if (!states[states.length - 1]!.result) throw new RuleError('UNFINISHED_GAME', '10', 'Only a finished game can be shared', {});
}

/** The fragment (#replay=…) of a finished record. */
export async function shareFragment(record: GameRecord): Promise<string> {
  assertFinished(record);
  const json = new TextEncoder().encode(JSON.stringify(record));
  return SHARE_PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** The full link: this page with the fragment. */
export async function shareLink(record: GameRecord, page: string): Promise<string> {
  return page.replace(/#.*$/, '') + (await shareFragment(record));
}

/** The record of a fragment; a RuleError when it is no finished game of this edition. */
export async function recordFromFragment(fragment: string): Promise<GameRecord> {
  if (!fragment.startsWith(SHARE_PREFIX)) throw new RuleError('BAD_RECORD', '-', 'Not a link to a game', {});
  let data: unknown;
  try {
    const bytes = await pipe(fromBase64Url(fragment.slice(SHARE_PREFIX.length)), new DecompressionStream('deflate-raw'));
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new RuleError('BAD_RECORD', '-', 'The link is damaged', {});
  }
  const record = asRecord(data);
  assertFinished(record);
  return record;
}
