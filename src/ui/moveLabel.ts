/** A move in the player's words, for hints and the game review: the prompt's button labels, and the map's moves named by space. */
import type { Action } from '../engine';
import { t, type Lang } from '../i18n';
import { buttonLabel } from './PromptPanel';

export function moveLabel(lang: Lang, action: Action, promptKind = ''): string {
  switch (action.type) {
    case 'place':
    case 'check':
    case 'remove':
      return t(lang, `move.${action.type}`, { space: action.space });
    case 'psPlay':
    case 'psDiscard':
      return t(lang, `move.${action.type}`, { card: action.card });
    default:
      return buttonLabel(lang, promptKind, action);
  }
}
