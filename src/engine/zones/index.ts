/**
 * Every card zone in one place (docs/design.md "Card zones"): the strategy cards' hands, set-aside
 * cards and piles (./strategy.ts), the power struggle's deck, hands and discards (./struggle.ts),
 * the family mode's own decks and piles (./family.ts), and who knows each slot's card
 * (./knowledge.ts); what they tell (the hotseat cover, finality, the checksum: ./projections.ts), and
 * a full set of zones consistent with what one side sees (./sample.ts), and the cards of a
 * position laid out and read back (./places.ts); slots holding a card this engine does not know,
 * and the reveals that name them (./unknown.ts), and the decks formed of such slots when no page
 * may know a shuffle (./hidden.ts).
 * Rules, events and frames read the zones and change them only through these verbs.
 */
export * from './knowledge';
export * from './strategy';
export * from './struggle';
export * from './family';
export * from './projections';
export * from './sample';
export * from './places';
export * from './unknown';
export * from './hiddenHook';
