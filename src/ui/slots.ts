/**
 * The page's parts that belong to the layers above the table (docs/design.md "Layers"): the
 * guided first game's way in (src/learn) and the replay viewer's (src/replay). The table does not
 * import them; the page's entry gives them (src/slots.ts, from src/main.tsx) before the first
 * render, and the table renders each where it goes. An empty slot renders nothing.
 */
import { createElement, type ComponentType } from 'react';
import type { Lang } from '../i18n';

export interface Slots {
  /** start page: "Learn to play", before the new-game dialog */
  learn: ComponentType<{ lang: Lang }>;
  /** the replay viewer over the page while a record is open */
  replayOverlay: ComponentType<{ lang: Lang }>;
  /** game bar: the history so far */
  history: ComponentType<{ lang: Lang }>;
  /** start page: watch a record from a file */
  replayFile: ComponentType<{ lang: Lang }>;
  /** end screen: the game just ended, replayed */
  watchReplay: ComponentType<{ lang: Lang }>;
  /** end screen: the game review */
  review: ComponentType<{ lang: Lang }>;
}

const slots: Partial<Slots> = {};

/** Give the table its parts from above (the page's entry, and component tests). */
export function fillSlots(parts: Partial<Slots>): void {
  Object.assign(slots, parts);
}

/** The part given for `name`, or nothing while none is. */
export function Slot({ name, lang }: { name: keyof Slots; lang: Lang }) {
  const part = slots[name];
  return part ? createElement(part, { lang }) : null;
}
