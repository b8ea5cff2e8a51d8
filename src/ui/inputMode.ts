/**
 * Whether the player is at the keyboard (or a screen reader, whose clicks come without a pointer):
 * only then does the table move the focus to the next thing to do. A mouse or a finger keeps the
 * focus where it was, so a pointer's click never jumps the page.
 */
let pointer = false;
let watching = false;

function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pointerdown', () => (pointer = true), true);
  window.addEventListener('keydown', () => (pointer = false), true);
  // a click with no pointer press before it: Enter or Space on a button, or a screen reader's click
  // (not the page's own element.click(), which is untrusted: a file button opened by the mouse)
  window.addEventListener('click', (e) => e.isTrusted && e.detail === 0 && (pointer = false), true);
}

/** Starts listening (once); the table calls it when it opens. */
export function watchInput(): void {
  watch();
}

/** The last input was a key, or a click made without a pointer. */
export function byKeyboard(): boolean {
  watch();
  return !pointer;
}
