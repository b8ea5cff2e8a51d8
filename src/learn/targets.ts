/**
 * What the lesson points at: the controls a player clicks for an action (the same controls the
 * browser tests click, tests/controls.ts), as CSS selectors of the page.
 */
import type { Action } from '../engine';

export function controlsOf(a: Action): string[] {
  switch (a.type) {
    case 'play':
      return [`[data-testid=hand] button[data-card="${a.card}"]`, `.uses [data-use=${a.use}]`];
    case 'place':
    case 'check':
    case 'remove':
      return [`.space.target[data-space="${a.space}"]`];
    case 'psDiscard':
    case 'psPlay':
      return [`button[data-ps-card="${a.card}"]`];
    case 'eventTiming':
      return [`[data-action=eventTiming][data-when=${a.when}]`];
    case 'select':
      return [`[data-action=select][data-value="${a.value}"]`];
    default:
      return [`[data-action=${a.type}]`];
  }
}
