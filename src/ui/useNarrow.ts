/** Whether the screen is narrow (a phone, or a tablet held upright): the layout of one column. */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 999px)';

function subscribe(cb: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const m = matchMedia(NARROW_QUERY);
  m.addEventListener?.('change', cb);
  return () => m.removeEventListener?.('change', cb);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
