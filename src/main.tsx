import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCardTexts, loadMessages } from './i18n';
import { registerServiceWorker } from './pwa/register';
import { gameStore } from './store/game';
import { watchSeats } from './store/seating';
import {
  App,
  BoardStatus,
  ConfirmMove,
  ConfirmSetting,
  CoverOfState,
  HintBox,
  HintSetting,
  LastStruggle,
  NewGameDialog,
  PowerStruggleTable,
  ScoringCard,
  SoundSetting,
  Announcer,
  TurnSummary,
  UpdatePrompt,
} from './ui/App';
import { GroupedLogView } from './ui/LogGroups';
import { CountryNames, Legend, MapGeography, MapMotion, MarksLayer, MotionOverlay, Tooltip } from './ui/MapView';
import { FamilyPsChoice, FamilyPsHand } from './ui/familyParts';
import { OddsList, StruggleOdds } from './ui/PromptPanel';
import { LearnButton, SLOT_PARTS } from './slots';

// only the messages of the language in use come before the first render; its event texts follow
// (the start screen shows none), and the other languages load on a switch. No top-level await:
// the language chunk imports the formatters from this chunk, which must have finished running.
const lang = gameStore.getState().lang;
// the new-game dialog's chunk (and its "Learn to play") is fetched alongside the messages, not after the first render
void NewGameDialog.preload();
void LearnButton.preload();
void loadMessages(lang).then(() => {
  void loadCardTexts(lang);
  // a page opened from a shared record link (#replay=…) starts in the viewer
  void import('./replay/entry').then((m) => m.watchSharedLinks());
  watchSeats();
  // browser tests only: random legal moves at this screen (src/store/autoplay.ts)
  if (/[?&]autoplay\b/.test(location.search)) void import('./store/autoplay').then((m) => m.installAutoplay());
  registerServiceWorker();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  for (const c of [
    PowerStruggleTable,
    LastStruggle,
    CoverOfState,
    FamilyPsHand,
    FamilyPsChoice,
    OddsList,
    StruggleOdds,
    ConfirmMove,
    ConfirmSetting,
    SoundSetting,
    ScoringCard,
    Announcer,
    // the board's own parts too: a game loaded behind the handover cover mounts the board at the
    // player's tap, which must neither wait for their chunks nor be followed by their arrival
    BoardStatus,
    MapGeography,
    CountryNames,
    MarksLayer,
    Tooltip,
    Legend,
    MapMotion,
    MotionOverlay,
    GroupedLogView,
    HintBox,
    HintSetting,
    TurnSummary,
    ...SLOT_PARTS,
    UpdatePrompt,
  ])
    void c.preload();
});
