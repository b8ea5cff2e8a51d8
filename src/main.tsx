import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCardTexts, loadMessages } from './i18n';
import { registerServiceWorker } from './pwa/register';
import { watchSharedLinks } from './replay/entry';
import { gameStore } from './store/game';
import { App, ConfirmMove, ConfirmSetting, CoverOfState, LastStruggle, NewGameDialog, PowerStruggleTable, ScoringCard, SoundSetting } from './ui/App';
import { FamilyPsChoice, FamilyPsHand } from './ui/familyParts';
import { OddsList, StruggleOdds } from './ui/PromptPanel';

// only the messages of the language in use come before the first render; its event texts follow
// (the start screen shows none), and the other languages load on a switch. No top-level await:
// the language chunk imports the formatters from this chunk, which must have finished running.
const lang = gameStore.getState().lang;
// the new-game dialog's chunk is fetched alongside the messages, not after the first render
void NewGameDialog.preload();
void loadMessages(lang).then(() => {
  void loadCardTexts(lang);
  watchSharedLinks();
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
  ])
    void c.preload();
});
