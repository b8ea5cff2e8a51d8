/**
 * Share links that cannot hurt (issue 29): a link is inflated at most to a saved game's size, in
 * pieces, and refused past it at once; what it holds is read by the strict reader of Load file,
 * with the same notes (rules version, checksum), `rig` refused, and messages in the player's
 * language, never a raw JavaScript error. "Watch a finished game from a file" reads the same way.
 */
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, RULES_VERSION, type GameRecord } from '../../src/engine';
import { MAX_RECORD_BYTES, MAX_ACTIONS } from '../../src/engine/recordReader';
import { recordOf } from '../../src/replay/record';
import { inflateCapped, recordTextFromFragment, shareFragment, SHARE_PREFIX } from '../../src/replay/share';
import { prepareWatch } from '../../src/store/loader';
import { playout } from '../../tools/playout';

const fragmentOf = (bytes: Uint8Array) => SHARE_PREFIX + Buffer.from(bytes).toString('base64url');
const finished = (seed: string): GameRecord => recordOf({ seed }, playout({ seed }).actions);

describe('a share link is inflated at most to a saved game’s size', () => {
  it('exactly the limit inflates; one byte more is refused', async () => {
    const max = 64 * 1024;
    const at = await inflateCapped(deflateRawSync(Buffer.alloc(max, 0x20)), max);
    expect(at.length).toBe(max);
    await expect(inflateCapped(deflateRawSync(Buffer.alloc(max + 1, 0x20)), max)).rejects.toMatchObject({ name: 'RecordError', code: 'linkTooLarge' });
  });

  it('a deflate bomb (a 1 MB link of 1 GB) is refused within 200 ms, having inflated little more than the limit', async () => {
    // 1 GiB of zeros in about 1 MB (deflate's ratio is at most about 1:1032): 1,024 self-contained
    // pieces of 1 MiB each (a full flush ends each one), then an empty last block
    const piece = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
    const bomb = Buffer.concat([...Array<Buffer>(1024).fill(piece), deflateRawSync(Buffer.alloc(0))]);
    expect(inflateRawSync(bomb.subarray(0, piece.length * 3), { finishFlush: constants.Z_SYNC_FLUSH }).length).toBe(3 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const fragment = fragmentOf(bomb);
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    await expect(recordTextFromFragment(fragment)).rejects.toMatchObject({ code: 'linkTooLarge' });
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`share-link bomb (node): refused in ${ms.toFixed(0)} ms, resident memory grew by at most ${((peak - rssBefore) / 1024 / 1024).toFixed(0)} MB`);
    expect(ms).toBeLessThan(200);
    // a streamed inflation stops near the 4 MB limit: far from the gigabyte the link holds
    expect(peak - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('a link longer than any saved game is refused before it is decoded; damaged data and other fragments are refused by name', async () => {
    await expect(recordTextFromFragment(SHARE_PREFIX + 'A'.repeat(Math.ceil((MAX_RECORD_BYTES * 4) / 3) + 4))).rejects.toMatchObject({ code: 'linkTooLarge' });
    await expect(recordTextFromFragment(`${SHARE_PREFIX}AAAA`)).rejects.toMatchObject({ code: 'badLink' });
    await expect(recordTextFromFragment(`${SHARE_PREFIX}@@@`)).rejects.toMatchObject({ code: 'badLink' });
    await expect(recordTextFromFragment('#other')).rejects.toMatchObject({ code: 'notLink' });
  });
});

describe('what a link or a watched file holds is read as Load file reads it', () => {
  const record = finished('share-strict');
  const final = replay(record);
  const text = JSON.stringify(record);

  it('a finished game of this version opens with nothing to note', async () => {
    const w = prepareWatch(await recordTextFromFragment(await shareFragment(record)), 'en', 'link');
    expect(w).toEqual({ kind: 'ready', record, notes: [] });
  });

  it('a game with rigged dice is refused (and cannot be shared again)', async () => {
    const rigged = { ...record, options: { ...record.options, rig: { dice: [6, 6, 6] } } };
    const w = prepareWatch(JSON.stringify(rigged), 'pl', 'link');
    expect(w.kind === 'error' && w.message).toMatch(/^Ten link nie otwiera zakończonej partii: .*z góry ustala wyniki kości.*„rig”/);
    await expect(shareFragment(rigged as GameRecord)).rejects.toMatchObject({ code: 'rig' });
  });

  it('another rules version, or a checksum not reached, opens with the notes of Load file', () => {
    const older = prepareWatch(JSON.stringify({ ...record, rulesVersion: RULES_VERSION - 1 }), 'en', 'link');
    expect(older.kind === 'ready' && older.notes.map((n) => n.key)).toEqual(['record.note.olderRules', 'record.note.sameGame']);
    const changed = prepareWatch(JSON.stringify({ ...record, checksum: '0123456789abcdef' }), 'en', 'file');
    expect(changed.kind === 'ready' && changed.notes.map((n) => n.key)).toEqual(['record.note.checksum']);
    const unknown = prepareWatch(JSON.stringify({ ...record, rulesVersion: undefined, checksum: undefined }), 'en', 'file');
    expect(unknown.kind === 'ready' && unknown.notes.map((n) => n.key)).toEqual(['record.note.unknownRules', 'record.note.unverified']);
  });

  it('unknown keys, too many actions, an unknown computer level and an unfinished game are refused, in the player’s language', () => {
    const cases: [string, 'en' | 'pl' | 'de', RegExp][] = [
      [JSON.stringify({ ...record, extra: 1 }), 'en', /^This link does not open a finished game: unknown field “extra” in the record$/],
      [JSON.stringify({ ...record, actions: Array(MAX_ACTIONS + 1).fill(record.actions[0]) }), 'de', /mehr als 20000 Aktionen/],
      [
        JSON.stringify({ ...record, computer: { democrat: 'grandmaster' } }),
        'en',
        /the computer plays the Democrat at a level this version does not know \(“grandmaster”\)/,
      ],
      [
        JSON.stringify(makeRecord(record.options, record.actions.slice(0, 30), replay({ ...record, actions: record.actions.slice(0, 30) }))),
        'en',
        /the game is not finished/,
      ],
      // nested far too deep for a structured copy: refused by the strict reader, no stack overflow shown
      [
        `{"version":2,"options":{"seed":"x","balanceBid":${'['.repeat(5000)}${']'.repeat(5000)}},"actions":[]}`,
        'pl',
        /opcja gry „balanceBid” jest nieprawidłowa/,
      ],
      ['{"version": 2', 'de', /kein lesbares JSON/],
    ];
    for (const [t, lang, message] of cases) {
      const w = prepareWatch(t, lang, 'link');
      expect(w.kind).toBe('error');
      const m = w.kind === 'error' ? w.message : '';
      expect(m).toMatch(message);
      expect(m).not.toMatch(/structuredClone|call stack|Error:|undefined/);
    }
    expect(final.result).not.toBeNull();
    expect(text.length).toBeLessThan(MAX_RECORD_BYTES);
  });
});
