/**
 * The table's parts from the layers above it (src/ui/slots.ts): the guided first game's way in
 * and the replay viewer's, each a chunk of its own fetched early (src/main.tsx) and never part of
 * the initial JS.
 */
import { lazyComponent } from './ui/lazyComponent';
import { fillSlots } from './ui/slots';

/** "Learn to play" on the start page (src/learn/LearnButton.tsx), fetched alongside the new-game dialog */
export const LearnButton = lazyComponent(() => import('./learn/LearnButton').then((m) => m.LearnButton));
/** the ways into the replay viewer (src/replay/entry.tsx), fetched after the first render */
export const ReplayOverlay = lazyComponent(() => import('./replay/entry').then((m) => m.ReplayOverlay));
export const HistoryButton = lazyComponent(() => import('./replay/entry').then((m) => m.HistoryButton));
export const ReplayFileButton = lazyComponent(() => import('./replay/entry').then((m) => m.ReplayFileButton));
export const WatchReplayButton = lazyComponent(() => import('./replay/entry').then((m) => m.WatchReplayButton));
export const ReviewButton = lazyComponent(() => import('./replay/entry').then((m) => m.ReviewButton));

/** Every part given from above, to be fetched early. */
export const SLOT_PARTS = [LearnButton, ReplayOverlay, HistoryButton, ReplayFileButton, WatchReplayButton, ReviewButton];

fillSlots({
  learn: LearnButton,
  replayOverlay: ReplayOverlay,
  history: HistoryButton,
  replayFile: ReplayFileButton,
  watchReplay: WatchReplayButton,
  review: ReviewButton,
});
