// @vitest-environment jsdom
/**
 * Saves both players can trust (issue 13): fresh randomness, undo only before final actions,
 * visible rewinds, rules versions, strict import, no silent losses, one writing tab.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { apply, legalActions, makeRecord, replay, RULES_VERSION, stateChecksum, type GameRecord, type GameState, type RecordedAction } from '../../src/engine';
import { createGameStore, RECORD_KEY, type GameStoreState } from '../../src/store/game';
import { BACKUP_KEY, forgetKept, KEPT_KEY, MARKS_KEY } from '../../src/store/persistence';
import { watchWriter } from '../../src/store/tabs';
import { play, middleYear, lastLog, setHand } from '../table';
import type { StoreApi } from 'zustand/vanilla';

beforeEach(() => localStorage.clear());

type Store = StoreApi<GameStoreState>;

function started(seed = 'saves-1', storage: Storage = localStorage): Store {
  const store = createGameStore(storage);
  store.getState().setLang('en');
  store.getState().newGame(seed);
  return store;
}

/** Play first legal actions, preferring support checks, until an action rolls a die. */
function rollADie(store: Store): void {
  for (let n = 0; n < 3000; n++) {
    const s = store.getState().state!;
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'check') ?? legal.find((x) => x.type === 'play' && x.use === 'check') ?? legal[0]!;
    store.getState().dispatch(a);
    if (store.getState().state!.finality!.dice > 0) return;
  }
  throw new Error('no die rolled');
}

/** Play first legal actions until the decision passes to the other side (a final action). */
function untilHandover(store: Store): void {
  const side = store.getState().state!.prompt!.side;
  while (store.getState().state!.prompt!.side === side) store.getState().dispatch(legalActions(store.getState().state!)[0]!);
}

class MemoryStorage implements Storage {
  map = new Map<string, string>();
  failOn: string | null = null;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    if (this.failOn === k) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(k, v);
  }
}

describe('randomness: nothing stored tells the future', () => {
  it('a new game from the dialog gets a 128-bit seed from crypto, and the log has no seed', async () => {
    const store = createGameStore(localStorage);
    store.getState().startGame({});
    const { record, state } = store.getState();
    expect(record!.options.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(state!.log)).not.toContain(record!.options.seed);
    expect(record!.rulesVersion).toBe(RULES_VERSION);
    expect(record!.gameId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('entropy is recorded only with the actions that used it, and the record replays exactly to its checksum', async () => {
    const store = started();
    rollADie(store);
    const { record, state } = store.getState();
    const withEntropy = record!.actions.filter((a) => a.entropy !== undefined);
    expect(withEntropy.length).toBeGreaterThan(0);
    for (const a of withEntropy) expect(a.entropy).toMatch(/^[0-9a-f]{32}$/);
    // setup placements use no randomness: no entropy kept with them
    expect(record!.actions[0]!.entropy).toBeUndefined();
    expect(replay(record!)).toEqual(state);
    expect(record!.checksum).toBe(stateChecksum(state!));
  });
});

describe('undo uses only the engine’s finality', () => {
  it('#71 Kiss of Death against a one-card Communist hand cannot be undone', async () => {
    const store = createGameStore(localStorage);
    const s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', [47]);
    });
    store.setState({ state: s, record: makeRecord({ seed: 'k71' }, [], s), viewer: 'democrat', undoStates: [] });
    store.getState().dispatch(play('democrat', 71));
    expect(store.getState().state!.discard).toContain(47);
    expect(store.getState().undoStates).toHaveLength(0);
    store.getState().undo();
    expect(store.getState().state!.discard).toContain(47);
  });

  it('a die roll ends undo; placements before it could be undone', async () => {
    const store = started();
    store.getState().confirmHandover();
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    expect(store.getState().undoStates).toHaveLength(1);
    rollADie(store);
    expect(store.getState().undoStates).toHaveLength(0);
  });
});

describe('rewinds are visible', () => {
  it('export, a die roll, import: "goes back 1 action, including 1 die roll" before anything changes', async () => {
    const store = started();
    untilHandover(store);
    const file = store.getState().exportRecord()!;
    rollADie(store);
    const { state, record } = store.getState();
    const back = record!.actions.length - JSON.parse(file).actions.length;
    expect(await store.getState().importRecord(file)).toBe(false);
    const ask = store.getState().ask!;
    const note = ask.notes.find((n) => n.key === 'record.note.behind')!;
    expect(note.params).toMatchObject({ actions: back, dice: 1 });
    expect(ask.notes.map((n) => n.key)).toContain('record.note.replaces');
    store.getState().cancelAsk();
    expect(store.getState().state).toBe(state);
    expect(store.getState().record).toBe(record);
    // chosen: the game goes back
    await store.getState().importRecord(file);
    store.getState().confirmAsk();
    expect(store.getState().record!.actions).toHaveLength(JSON.parse(file).actions.length);
  });

  // issue 29: a file that continues the game with dice chosen offline
  it('a file that adds a support check with chosen entropy to the game played here names the die roll not made here, and asks', async () => {
    const store = started('chosen-die');
    // first legal actions, preferring checks, up to the state before a support check
    let s = store.getState().state!;
    for (let n = 0; n < 3000 && !legalActions(s).some((a) => a.type === 'check'); n++) {
      const legal = legalActions(s);
      store.getState().dispatch(legal.find((a) => a.type === 'play' && a.use === 'check') ?? legal[0]!);
      s = store.getState().state!;
    }
    const file = JSON.parse(store.getState().exportRecord()!) as GameRecord;
    const check = legalActions(s).find((a) => a.type === 'check')!;
    // entropy tried offline until the die is a 6
    let chosen: { entropy: string; state: GameState } | null = null;
    for (let k = 0; k < 500 && !chosen; k++) {
      const entropy = k.toString(16).padStart(32, '0');
      const next = apply(s, { ...check, entropy } as RecordedAction);
      if (lastLog(next, 'supportCheck')!.params.die === 6) chosen = { entropy, state: next };
    }
    const crafted: GameRecord = { ...file, actions: [...file.actions, { ...check, entropy: chosen!.entropy }], checksum: stateChecksum(chosen!.state) };
    const before = store.getState().record;
    expect(await store.getState().importRecord(JSON.stringify(crafted))).toBe(false);
    const note = store.getState().ask!.notes.find((n) => n.key === 'record.note.notMadeHere');
    expect(note?.params).toEqual({ actions: 1, dice: 1, draws: 0, other: 0 });
    store.getState().cancelAsk();
    expect(store.getState().record).toBe(before);
    // without its game id it is still the same game (the seed): still asked
    const { gameId: _, ...anonymous } = crafted;
    await store.getState().importRecord(JSON.stringify(anonymous));
    expect(store.getState().ask!.notes.map((n) => n.key)).toContain('record.note.notMadeHere');
    store.getState().cancelAsk();
    // the check rolled here instead, then exported and loaded back: every die was made here
    store.getState().dispatch(check);
    const own = store.getState().exportRecord()!;
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    await store.getState().importRecord(own);
    expect(store.getState().ask!.notes.map((n) => n.key)).not.toContain('record.note.notMadeHere');
  });

  it('the chain of what was made here survives a reload and follows undo', async () => {
    const storage = new MemoryStorage();
    const store = started('made-reload', storage);
    untilHandover(store);
    const file = JSON.parse(store.getState().exportRecord()!) as GameRecord;
    // another browser plays on from the export: a draw or die there is not made here
    let s = replay(file);
    const extra: RecordedAction[] = [];
    for (let n = 0; n < 400; n++) {
      const a = legalActions(s)[0]!;
      const entropy = (n + 1).toString(16).padStart(32, '0');
      const next = apply(s, { ...a, entropy } as RecordedAction);
      extra.push(next.finality.random ? ({ ...a, entropy } as RecordedAction) : a);
      s = next;
      if (next.finality.dice + next.finality.draws > 0) break;
    }
    const away = makeRecord(file.options, [...file.actions, ...extra], s, { gameId: file.gameId });
    // here: an undoable action and its undo change nothing of what was made here
    const undoable = legalActions(store.getState().state!)[0]!;
    store.getState().dispatch(undoable);
    if (store.getState().undoStates.length > 0) store.getState().undo();
    const reloaded = createGameStore(storage);
    await reloaded.getState().resume();
    await reloaded.getState().importRecord(JSON.stringify(away));
    const note = reloaded.getState().ask!.notes.find((n) => n.key === 'record.note.notMadeHere');
    expect(note?.params).toMatchObject({ actions: extra.length });
    expect(Number(note!.params!.dice) + Number(note!.params!.draws)).toBeGreaterThan(0);
  });

  it('an autosave whose last final action was deleted is not resumed silently', async () => {
    const store = started();
    rollADie(store);
    const n = store.getState().record!.actions.length;
    const saved = JSON.parse(localStorage.getItem(RECORD_KEY)!) as GameRecord;
    saved.actions = saved.actions.slice(0, -1);
    delete saved.checksum;
    localStorage.setItem(RECORD_KEY, JSON.stringify(saved));
    const again = createGameStore(localStorage);
    await again.getState().resume();
    expect(again.getState().state).toBeNull();
    const ask = again.getState().ask!;
    expect(ask.notes.find((x) => x.key === 'record.note.behindAtLeast')!.params).toMatchObject({ actions: 1, dice: 1 });
    expect(JSON.parse(localStorage.getItem(MARKS_KEY)!)[store.getState().record!.gameId!].actions).toBe(n);
  });

  it('the autosave of the running game resumes without a question', async () => {
    const store = started();
    rollADie(store);
    const again = createGameStore(localStorage);
    await again.getState().resume();
    expect(again.getState().ask).toBeNull();
    expect(again.getState().state).toEqual(store.getState().state);
  });
});

describe('rules versions', () => {
  async function older(change: (r: GameRecord) => void): Promise<Store> {
    const store = started();
    untilHandover(store);
    const r = JSON.parse(store.getState().exportRecord()!) as GameRecord;
    change(r);
    const fresh = createGameStore(localStorage);
    fresh.getState().setLang('en');
    localStorage.removeItem(MARKS_KEY);
    await fresh.getState().importRecord(JSON.stringify(r));
    return fresh;
  }

  it('a record of an older rules version that replays to its checksum: told it is the same game, loaded only when chosen', async () => {
    const store = await older((r) => (r.rulesVersion = RULES_VERSION - 1));
    expect(store.getState().state).toBeNull();
    expect(store.getState().ask!.notes.map((n) => n.key)).toEqual(['record.note.olderRules', 'record.note.sameGame']);
    store.getState().confirmAsk();
    expect(store.getState().record!.rulesVersion).toBe(RULES_VERSION);
  });

  it('a record of an older rules version that replays differently says so', async () => {
    const store = await older((r) => {
      r.rulesVersion = RULES_VERSION - 1;
      r.checksum = '0000000000000000';
    });
    expect(store.getState().ask!.notes.map((n) => n.key)).toEqual(['record.note.olderRules', 'record.note.otherGame']);
  });

  it('a version-1 record (no rules version, no checksum) cannot be verified and says so; its rules version is unknown, not 0', async () => {
    const store = await older((r) => {
      r.version = 1;
      delete r.rulesVersion;
      delete r.checksum;
      delete r.gameId;
    });
    expect(store.getState().ask!.notes).toEqual([{ key: 'record.note.unknownRules', params: { to: RULES_VERSION } }, { key: 'record.note.unverified' }]);
  });
});

describe('strict import', () => {
  const good = () => JSON.parse(started('strict').getState().exportRecord()!) as GameRecord;

  it.each([
    ['en', /fixes dice or the order of the decks in advance \(“rig”\)/],
    ['pl', /z góry ustala wyniki kości lub kolejność talii \(„rig”\)/],
    ['de', /legt Würfelergebnisse oder die Reihenfolge der Stapel im Voraus fest \(„rig“\)/],
  ] as const)('a rigged file is refused in %s, the saved game unchanged', async (lang, message) => {
    const r = good();
    const store = started();
    store.getState().setLang(lang);
    const before = localStorage.getItem(RECORD_KEY);
    (r.options as unknown as Record<string, unknown>).rig = { dice: [6, 6, 6] };
    expect(await store.getState().importRecord(JSON.stringify(r))).toBe(false);
    expect(store.getState().error).toMatch(message);
    expect(store.getState().error).not.toContain('(rule -)');
    expect(localStorage.getItem(RECORD_KEY)).toBe(before);
  });

  it('unknown option keys, unknown fields, huge and deeply nested files are refused, naming the problem', async () => {
    const store = started();
    const cases: [string, RegExp][] = [];
    const r1 = good();
    (r1.options as unknown as Record<string, unknown>).cheat = 'x'.repeat(100);
    cases.push([JSON.stringify(r1), /unknown game option “cheat”/]);
    const r2 = good();
    (r2 as unknown as Record<string, unknown>).extra = 1;
    cases.push([JSON.stringify(r2), /unknown field “extra”/]);
    const r3 = good();
    (r3.actions as unknown[]).push({ side: 'communist', type: 'place', space: 'berlin', sneaky: 1 });
    cases.push([JSON.stringify(r3), /action \d+ has an unknown field “sneaky”/]);
    cases.push([`{"pad":"${'x'.repeat(5 * 1024 * 1024)}"}`, /the file is 5242890 bytes, a saved game is at most 4194304 bytes \(4 MB\)/]);
    // issue 29: 4 MB and one byte is not "4 MB"
    cases.push([`{"pad":"${'x'.repeat(4 * 1024 * 1024 - 9)}"}`, /the file is 4194305 bytes, a saved game is at most 4194304 bytes \(4 MB\)/]);
    cases.push([`{"pad":"${'ż'.repeat(2 * 1024 * 1024)}"}`, /the file is 4194314 bytes/]);
    cases.push([
      JSON.stringify({ ...good(), computer: { democrat: 'grandmaster' } }),
      /the computer plays the Democrat at a level this version does not know \(“grandmaster”\)/,
    ]);
    cases.push(['['.repeat(200000) + ']'.repeat(200000), /not readable JSON|not a game record/]);
    cases.push([JSON.stringify({ ...good(), options: { seed: 'x', balanceBid: { bids: [[[[[]]]]] } } }), /game option “balanceBid” is invalid/]);
    // a file is refused by its size in bytes before it is read
    const big = new Blob([new Uint8Array(4 * 1024 * 1024 + 1)]);
    big.text = () => Promise.reject(new Error('read'));
    expect(await store.getState().importRecord(big)).toBe(false);
    expect(store.getState().error).toBe(
      'This file is not a saved game of this edition: the file is 4194305 bytes, a saved game is at most 4194304 bytes (4 MB)',
    );
    for (const [text, message] of cases) {
      const before = store.getState().state;
      expect(await store.getState().importRecord(text)).toBe(false);
      expect(store.getState().error).toMatch(message);
      expect(store.getState().error).not.toMatch(/\(rule -\)|call stack/);
      expect(store.getState().state).toBe(before);
    }
  });
});

describe('no silent losses', () => {
  it('a failed autosave is shown; the autosave keeps the last good record', async () => {
    const storage = new MemoryStorage();
    const store = started('quota', storage);
    untilHandover(store);
    const good = storage.getItem(RECORD_KEY);
    storage.failOn = RECORD_KEY;
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    expect(store.getState().saveFailure).toMatchObject({ reason: 'quota' });
    expect(storage.getItem(RECORD_KEY)).toBe(good);
    storage.failOn = null;
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    expect(store.getState().saveFailure).toBeNull();
  });

  it('a corrupt autosave is reported with its text, and the previous good save is offered', async () => {
    const store = started();
    untilHandover(store);
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    expect(localStorage.getItem(BACKUP_KEY)).not.toBeNull();
    localStorage.setItem(RECORD_KEY, '{"version":2,"options":{"seed":"x"},"actions":[{"side":"com');
    const again = createGameStore(localStorage);
    expect(again.getState().corruptSave).toMatchObject({ text: localStorage.getItem(RECORD_KEY), note: { key: 'record.notJson' } });
    expect(again.getState().saved).not.toBeNull();
    expect(again.getState().savedFromBackup).toBe(true);
  });
});

describe('saves never vanish quietly', () => {
  it('an autosave of a newer version of the game is offered to download and kept apart: two new games do not erase it', () => {
    const store = started('newer');
    untilHandover(store);
    const newer = JSON.stringify({ ...JSON.parse(localStorage.getItem(RECORD_KEY)!), version: 99 });
    localStorage.setItem(RECORD_KEY, newer);
    const again = createGameStore(localStorage);
    expect(again.getState().corruptSave).toMatchObject({ text: newer, note: { key: 'record.newerSave' } });
    // the save before it is offered in its place
    expect(JSON.stringify(again.getState().saved)).toBe(localStorage.getItem(BACKUP_KEY));
    expect(again.getState().savedFromBackup).toBe(true);
    expect(localStorage.getItem(KEPT_KEY)).toBe(newer);
    again.getState().newGame('one');
    again.getState().newGame('two');
    expect(localStorage.getItem(RECORD_KEY)).not.toBe(newer);
    expect(localStorage.getItem(KEPT_KEY)).toBe(newer);
    // the next visit still offers it, until it is downloaded
    expect(createGameStore(localStorage).getState().corruptSave).toMatchObject({ text: newer, note: { key: 'record.newerSave' } });
    forgetKept(localStorage);
    expect(createGameStore(localStorage).getState().corruptSave).toBeNull();
  });

  it('a resume that fails offers the previous good save the page keeps, and keeps the failed one to download', async () => {
    const store = started('refused');
    untilHandover(store);
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    const good = localStorage.getItem(BACKUP_KEY)!;
    expect(good).not.toBeNull();
    // an autosave that reads as a record but that the game refuses: an action no rule allows
    const bad = JSON.parse(localStorage.getItem(RECORD_KEY)!) as GameRecord;
    const refused = JSON.stringify({ ...bad, actions: [...bad.actions, { side: 'democrat', type: 'done' }], checksum: undefined });
    localStorage.setItem(RECORD_KEY, refused);
    const again = createGameStore(localStorage);
    again.getState().setLang('en');
    expect(again.getState().saved).not.toBeNull();
    await again.getState().resume();
    expect(again.getState().state).toBeNull();
    expect(again.getState().error).not.toBeNull();
    expect(again.getState().savedFromBackup).toBe(true);
    expect(JSON.stringify(again.getState().saved)).toBe(good);
    expect(again.getState().corruptSave).toMatchObject({ note: { key: 'record.resumeFailed' } });
    expect(localStorage.getItem(KEPT_KEY)).not.toBeNull();
    await again.getState().resume();
    expect(again.getState().state).not.toBeNull();
  });
});

describe('one writer', () => {
  it('a second tab waits for the lock and is read-only until the first one goes', async () => {
    const holders: (() => void)[] = [];
    let held = false;
    const locks = {
      async request(_name: string, options: { ifAvailable?: boolean }, cb: (lock: unknown) => Promise<void>) {
        if (held && options.ifAvailable) return cb(null);
        if (held) await new Promise<void>((ok) => holders.push(ok));
        held = true;
        await cb({});
        held = false;
        holders.shift()?.();
      },
    };
    const first: boolean[] = [];
    const second: boolean[] = [];
    const release = watchWriter((w) => first.push(w), locks);
    await Promise.resolve();
    watchWriter((w) => second.push(w), locks);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(first).toEqual([true]);
    expect(second).toEqual([false]);
    release();
    await new Promise((ok) => setTimeout(ok, 0));
    expect(second).toEqual([false, true]);
  });

  it('a read-only tab refuses moves with a message and never writes', async () => {
    const store = started();
    const before = localStorage.getItem(RECORD_KEY);
    store.getState().setWriter(false);
    store.getState().dispatch(legalActions(store.getState().state!)[0]!);
    expect(store.getState().error).toMatch(/read-only/);
    expect(localStorage.getItem(RECORD_KEY)).toBe(before);
  });
});

export type { GameState };
