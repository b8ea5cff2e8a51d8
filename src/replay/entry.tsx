/**
 * The ways into the replay viewer, small enough for the initial bundle: the viewer itself (and
 * its charts, timeline and share code) loads as a chunk of its own when first opened.
 */
import { lazy, Suspense, useRef, type ChangeEvent } from 'react';
import { t, type Lang } from '../i18n';
import { gameStore, useGame } from '../store/game';
import type { Watch } from '../store/loader';
import { replayStore, useReplay } from './open';

const ReplayViewer = lazy(() => import('./ReplayViewer'));

function close() {
  replayStore.getState().close();
  if (window.location.hash.startsWith('#replay=')) history.replaceState(null, '', window.location.pathname + window.location.search);
}

/** The viewer over the page while a record is open. */
export function ReplayOverlay({ lang }: { lang: Lang }) {
  const record = useReplay((s) => s.record);
  const live = useReplay((s) => s.live);
  const notes = useReplay((s) => s.notes);
  const review = useReplay((s) => s.review);
  if (!record) return null;
  return (
    <Suspense fallback={null}>
      <ReplayViewer lang={lang} record={record} live={live} notes={notes} review={review} onClose={close} />
    </Suspense>
  );
}

/** End screen: the game just ended, replayed with everything shown. */
export function WatchReplayButton({ lang }: { lang: Lang }) {
  const record = useGame((s) => s.record);
  if (!record) return null;
  return (
    <button type="button" onClick={() => replayStore.getState().open(record, false)} data-testid="watch-replay">
      {t(lang, 'replay.watch')}
    </button>
  );
}

/** The game review: the replay viewer with the review started. */
export function ReviewButton({ lang }: { lang: Lang }) {
  const record = useGame((s) => s.record);
  if (!record) return null;
  return (
    <button type="button" onClick={() => replayStore.getState().open(record, false, [], true)} data-testid="open-review">
      {t(lang, 'review.open')}
    </button>
  );
}

/** Game bar: the history so far; while the game goes on, public information only. */
export function HistoryButton({ lang }: { lang: Lang }) {
  const record = useGame((s) => s.record);
  const over = useGame((s) => !!s.state?.result);
  if (!record) return null;
  return (
    <button type="button" onClick={() => replayStore.getState().open(record, !over)} data-testid="history">
      {t(lang, over ? 'replay.watch' : 'replay.history')}
    </button>
  );
}

/** Start screen: watch a game from a record file without touching the saved game. */
export function ReplayFileButton({ lang }: { lang: Lang }) {
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // the strict reader of Load file, with its notes; a file over the limit is not read at all
    watch(await (await share()).watchFile(file, lang));
  };
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {t(lang, 'replay.open')}
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid="import-replay" aria-label={t(lang, 'replay.open')} />
    </>
  );
}

/**
 * A page opened from a shared link (#replay=…) starts in the viewer; a link pasted into the
 * address bar of the open page (a change of the fragment only) opens it too.
 */
export function watchSharedLinks(): void {
  window.addEventListener('hashchange', () => void openSharedLink(gameStore.getState().lang));
  void openSharedLink(gameStore.getState().lang);
}

/** A shared link: inflated at most to a saved game's size, then read as Load file reads a file. */
async function openSharedLink(lang: Lang): Promise<void> {
  // a link's fragment can be megabytes long: read once
  const fragment = window.location.hash;
  if (!fragment.startsWith('#replay=')) return;
  watch(await (await share()).watchLink(fragment, lang));
}

const share = () => import('./share');

/** A finished game from outside in the viewer, with its notes; or why not, on the start screen. */
function watch(w: Watch): void {
  if (w.kind === 'error') gameStore.setState({ error: w.message });
  else replayStore.getState().open(w.record, false, w.notes);
}
