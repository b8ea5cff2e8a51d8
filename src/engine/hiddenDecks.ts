/**
 * A door of the engine (docs/design.md "Engine API"): importing it lets games take the option
 * `hiddenDecks`, online play's deal (docs/engine.md "Hidden decks"). It is a door of its own so that
 * the rules of hidden decks load with the deal only, not with every game.
 */
import { HIDDEN_DECK_RULES } from './zones/hidden';
import { installHiddenDecks } from './zones/hiddenHook';

installHiddenDecks(HIDDEN_DECK_RULES);
