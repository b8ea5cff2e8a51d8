/**
 * The service worker (vite-plugin-pwa's Workbox precache of the whole built game): after one
 * visit the page starts and plays offline. A new version waits until the player chooses to load
 * it (the update prompt), so it never reloads the page in the middle of a decision; the game in
 * progress is in localStorage and is offered for resuming after the reload.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface UpdateState {
  /** a new version is installed and waiting */
  waiting: boolean;
  /** load the new version (reloads the page) */
  apply: () => void;
  dismiss: () => void;
}

export const updateStore = createStore<UpdateState>()((set) => ({
  waiting: false,
  apply: () => {},
  dismiss: () => set({ waiting: false }),
}));

export function useUpdate<T>(selector: (s: UpdateState) => T): T {
  return useStore(updateStore, selector);
}

/** Register after the first render; the registration code is a chunk of its own. */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh() {
        updateStore.setState({ waiting: true, apply: () => void update(true) });
      },
    });
  });
}
