/** The zones as code outside the engine may read them (src/engine/index.ts exports this as `zones`): no verbs. */
export { cardsInPlay, cardsNotYetAdded, discards, drawPile, hand, handSize, holds, isOnTable, isPlayedOut, removedCards, setAsideCards } from './strategy';
export { psDeck, psDiscards, psHand } from './struggle';
export { familyPsHand } from './family';
export { knowerOfHandCard, knownOfOpponent, psHandKnower, type Knower } from './knowledge';
export { knownToBoth, type OwnCardsSeen } from './projections';
export { decksHidden, formedDecks, FIRST_HIDDEN_SLOT } from './hiddenHook';
