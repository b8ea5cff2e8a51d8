/**
 * Every card zone in one place (docs/design.md "Card zones"): the strategy cards' hands, set-aside
 * cards and piles (./strategy.ts), the power struggle's deck, hands and discards (./struggle.ts),
 * the family mode's own decks and piles (./family.ts), and who knows each slot's card
 * (./knowledge.ts); what a side sees of them, and their part of the checksum (./projections.ts).
 * Rules, events and frames read the zones and change them only through these verbs.
 */
export * from './knowledge';
export * from './strategy';
export * from './struggle';
export * from './family';
export * from './projections';
