/**
 * A finished game as a link: the record, deflated (CompressionStream, built into browsers and
 * Node) and base64url-encoded, in the URL fragment (#replay=…), which never reaches a server.
 * Unfinished games are refused: their record would show the cards still hidden.
 *
 * Opening a link is reading a file someone hands us: the inflated text is at most a
 * saved game's size — inflation streams in small pieces and stops as soon as the output passes
 * the limit, so a deflate bomb is refused at once with bounded memory — and it is then read by
 * the strict reader of Load file (src/store/loader.ts `prepareWatch`).
 */
import { RuleError, type GameRecord } from '../engine';
import { checkRecord, MAX_RECORD_BYTES, RecordError } from '../engine/recordReader';
import type { Lang } from '../i18n';
import { prepareWatch, watchError, type Watch } from '../store/loader';

export { watchFile } from '../store/loader';
import { statesOf } from './record';

export const SHARE_PREFIX = '#replay=';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * Compressed input handed to the inflater at a time: deflate expands a byte to at most about
 * 1,032, so at most about 1.6 MB of output per piece (a multiple of 3: whole base64 groups).
 */
const PIECE = 1536;

/** Pieces of compressed input, made as they are asked for (a link is decoded only as far as it is inflated). */
type Pieces = Iterable<Uint8Array<ArrayBuffer>>;

function* piecesOf(bytes: Uint8Array): Pieces {
  for (let i = 0; i < bytes.length; i += PIECE) yield bytes.slice(i, i + PIECE);
}

/**
 * Inflate raw deflate data, but never more than `max` bytes of output: the input goes in in
 * small pieces, each piece's output is read before the next goes in, and past `max` both sides
 * are cancelled. Throws RecordError 'linkTooLarge' past the limit, 'badLink' for damaged data.
 */
export async function inflateCapped(input: Uint8Array | Pieces, max: number = MAX_RECORD_BYTES): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let over = false;
  const feed = (async () => {
    try {
      for (const piece of input instanceof Uint8Array ? piecesOf(input) : input) {
        if (over) return;
        await writer.ready;
        await writer.write(piece);
      }
      if (!over) await writer.close();
    } catch (e) {
      // undecodable input: the reader fails with it (a cancelled feed has nothing to say)
      if (!over) await writer.abort(e).catch(() => undefined);
    }
  })();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > max) {
        over = true;
        await Promise.all([reader.cancel().catch(() => undefined), writer.abort().catch(() => undefined)]);
        throw new RecordError('linkTooLarge', { max, mb: max / 1024 / 1024 });
      }
      chunks.push(value);
    }
    await feed;
  } catch (e) {
    if (e instanceof RecordError) throw e;
    throw new RecordError('badLink', {}, e instanceof Error ? e.message : String(e));
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Base64url text decoded piece by piece (PIECE bytes each), as the inflater asks for them. */
function* fromBase64Url(text: string): Pieces {
  const step = (PIECE / 3) * 4;
  for (let i = 0; i < text.length; i += step) {
    const b64 = text
      .slice(i, i + step)
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    let bin: string;
    try {
      bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    } catch (e) {
      throw new RecordError('badLink', {}, e instanceof Error ? e.message : String(e));
    }
    const out = new Uint8Array(bin.length);
    for (let k = 0; k < bin.length; k++) out[k] = bin.charCodeAt(k);
    yield out;
  }
}

/** A record is shareable only when it is a record Load file accepts (no `rig`) and its game is over. */
function assertFinished(record: GameRecord): void {
  checkRecord(record);
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

/**
 * The record text of a fragment, at most a saved game's size; RecordError 'notLink',
 * 'linkTooLarge' or 'badLink'. What the text holds is for the strict reader to say.
 */
export async function recordTextFromFragment(fragment: string): Promise<string> {
  if (!fragment.startsWith(SHARE_PREFIX)) throw new RecordError('notLink');
  const data = fragment.slice(SHARE_PREFIX.length);
  // deflate never makes a record longer than about itself: more base64 than a whole saved game is no link of ours
  if (data.length > Math.ceil((MAX_RECORD_BYTES * 4) / 3)) throw new RecordError('linkTooLarge', { max: MAX_RECORD_BYTES, mb: MAX_RECORD_BYTES / 1024 / 1024 });
  const text = await inflateCapped(fromBase64Url(data));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch (e) {
    throw new RecordError('badLink', {}, e instanceof Error ? e.message : String(e));
  }
}

/** A shared link to watch: inflated at most to a saved game's size, then read as Load file reads a file. */
export async function watchLink(fragment: string, lang: Lang): Promise<Watch> {
  try {
    return prepareWatch(await recordTextFromFragment(fragment), lang, 'link');
  } catch (e) {
    return watchError(lang, 'link', e);
  }
}
