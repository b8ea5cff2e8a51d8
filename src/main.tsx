import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCardTexts, loadMessages } from './i18n';
import { gameStore } from './store/game';
import { App } from './ui/App';

// only the messages of the language in use come before the first render; its event texts follow
// (the start screen shows none), and the other languages load on a switch
const lang = gameStore.getState().lang;
await loadMessages(lang);
void loadCardTexts(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
