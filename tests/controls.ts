/**
 * The clicks a player makes in the page for an engine action: one control after another, each a
 * CSS selector. An optional click is made only when its control is there (a confirmation that
 * shows only sometimes). The browser driver (tests/e2e/drive.ts) and the jsdom test of every
 * decision (tests/ui/every-decision.test.tsx) both click through this one list.
 */
import type { Action } from '../src/engine';

export interface Click {
  selector: string;
  /** made only when the control is in the page */
  optional?: boolean;
}

export function clicksFor(a: Action): Click[] {
  switch (a.type) {
    case 'play':
      return [
        // a hand card is a button only while its side may pick it
        { selector: `[data-testid=hand] button[data-card="${a.card}"]` },
        { selector: `[data-use=${a.use}]` },
        // a play that leaves a scoring card held asks first (4.5.4)
        { selector: '[data-testid=confirm-held] [data-confirm=yes]', optional: true },
      ];
    case 'place':
    case 'check':
    case 'remove':
      return [{ selector: spaceTarget(a.space) }];
    case 'psDiscard':
      return [{ selector: `button[data-ps-card="${a.card}"]` }];
    case 'psPlay':
      // a card that may lead in more than one suit asks for the suit
      return [{ selector: `button[data-ps-card="${a.card}"]` }, { selector: `[data-suit="${a.suit}"]`, optional: true }];
    case 'surrender':
      return [{ selector: `[data-action=surrender][data-yes="${a.yes}"]` }];
    case 'select':
      return [{ selector: `[data-action=select][data-value="${a.value}"]` }];
    case 'eventTiming':
      return [{ selector: `[data-action=eventTiming][data-when="${a.when}"]` }];
    case 'concede':
      return [{ selector: '[data-action=concede]' }, { selector: '[data-testid=confirm-concede] [data-confirm=yes]' }];
    case 'choose':
      return [{ selector: `.picker [data-card="${a.card}"]` }];
    default:
      return [{ selector: `[data-action=${a.type}]` }];
  }
}

/** A map space highlighted as a target. */
export const spaceTarget = (space: string): string => `.space.target[data-space="${space}"]`;
