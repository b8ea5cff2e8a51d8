/**
 * The mental-poker deal (docs/remote.md "The deal"): cards as points of ristretto255, each page's
 * layer and shuffle, proofs at each draw and show, and the audit at the end. Online play alone
 * loads it, lazily: nothing of it is in the first load. Games over the deal hide their decks: its
 * import brings in the engine's rules for them (src/engine/hiddenDecks.ts).
 */
import '../../engine/hiddenDecks';
export { cardOfPoint, cardPoint, cardsOfKind, prepareCards, type DeckKind } from './cards';
export { DealError } from './errors';
export { applyMove, applyOwnMove, newLedger, type Ledger } from './ledger';
export { other, readMove, type DealMove, type Role } from './moves';
export { drawnCard, hiddenCards, makeAudit, makeLift, makeOpen, makePass, makeShare, newPage, type PageSecrets } from './page';
export { auditDeal, type Verdict } from './audit';
