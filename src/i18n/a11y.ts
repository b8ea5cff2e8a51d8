/**
 * Playing by keyboard and by ear: what the live region says of a result (one short sentence for
 * a log entry whose log line is long; every other entry is said as its log line), the name of
 * each of the map's spaces, and the keys of the table.
 */
export const A11Y_EN: Record<string, string> = {
  'side.question': 'The question',
  'say.region': 'What just happened',
  'say.supportCheck':
    '{side, side} checks {space, space}: die {die} + {ops} Ops {mods, select, 0 {} other {{mods, signed} }}= {total} against {target}; {removed, plural, one {# SP} other {# SPs}} removed, {added} added.',
  'say.tiananmenAttempt':
    '{side, side} tries the Tiananmen Square track with {card, card}: die {die}, {total} against {needed}: {success, select, true {advances} other {fails}}.',
  'say.countryScored': '{country, country} scored: Communist {communistLevel, level}, Democrat {democratLevel, level}; {net, signed} VP, now {vp, signed}.',
  'say.psStart': 'Power struggle in {country, country}: the Communist holds {communist} cards, the Democrat {democrat}.',
  'say.question': 'Your decision: {text}',
  'a11y.space':
    '{name}, {country}: stability {stability}, {socio}{battleground, select, true {, battleground} other {}}; Communist {communist} SPs, Democrat {democrat} SPs, {control}.',
  'a11y.control': '{side, select, communist {Communist control} democrat {Democrat control} other {no control}}',
  'a11y.eliminated': 'eliminated',
  'a11y.target.place': 'Choose it to place an SP for {cost, plural, one {# Op} other {# Ops}}.',
  'a11y.target.check': 'Choose it for a support check: {success}% chance, on average {removed} SPs removed.',
  'a11y.target.other': 'Choose it: {what}.',
  'a11y.notTarget': 'Not a choice now.',
  'a11y.mapKeys':
    'Arrow keys: to the neighbouring space. T: the next choice on the map. Enter or Space: choose it. Plus and minus: zoom. H: the hand, Q: the question, M: back to the map.',
  'a11y.handKeys': 'Left and right arrows: the next card. Enter: pick it. T: the map’s next choice, Q: the question.',
  'a11y.cardOps': '{ops, plural, one {# Op} other {# Ops}}',
  'a11y.cardScoring': 'scoring card, no Ops',
  'a11y.cardStar': 'leaves the game after its event (*)',
};

export const A11Y_PL: Record<string, string> = {
  'side.question': 'Pytanie',
  'say.region': 'Co się właśnie stało',
  'say.supportCheck':
    '{side, side} – test poparcia, {space, space}: kość {die} + PO {ops} {mods, select, 0 {} other {{mods, signed} }}= {total} wobec {target}; usunięto {removed} PP, dodano {added}.',
  'say.tiananmenAttempt':
    '{side, side} – próba zmiany ustroju z kartą {card, card}: kość {die}, {total} wobec {needed}: {success, select, true {udana} other {nieudana}}.',
  'say.countryScored':
    'Punktacja – {country, country}: Komuniści {communistLevel, level}, Opozycjoniści {democratLevel, level}; {net, signed} PZ, teraz {vp, signed}.',
  'say.psStart': 'Walka o wpływy – {country, country}: Komuniści mają {communist} kart, Opozycjoniści {democrat}.',
  'say.question': 'Twoja decyzja: {text}',
  'a11y.space':
    '{name}, {country}: stabilność {stability}, {socio}{battleground, select, true {, pole zmagań} other {}}; Komuniści {communist} PP, Opozycjoniści {democrat} PP, {control}.',
  'a11y.control': '{side, select, communist {kontrola Komunistów} democrat {kontrola Opozycjonistów} other {bez kontroli}}',
  'a11y.eliminated': 'wyeliminowane',
  'a11y.target.place': 'Wybierz, by umieścić PP za {cost} PO.',
  'a11y.target.check': 'Wybierz do testu poparcia: szansa {success}%, średnio usunięto by {removed} PP.',
  'a11y.target.other': 'Wybierz: {what}.',
  'a11y.notTarget': 'Teraz nie do wyboru.',
  'a11y.mapKeys':
    'Strzałki: do sąsiedniego pola. T: następne pole do wyboru. Enter lub spacja: wybierz. Plus i minus: powiększenie. H: ręka, Q: pytanie, M: z powrotem do mapy.',
  'a11y.handKeys': 'Strzałki w lewo i w prawo: następna karta. Enter: wybierz ją. T: następne pole do wyboru, Q: pytanie.',
  'a11y.cardOps': '{ops} PO',
  'a11y.cardScoring': 'karta punktacji, bez PO',
  'a11y.cardStar': 'po wydarzeniu odchodzi z gry (*)',
};

export const A11Y_DE: Record<string, string> = {
  'side.question': 'Die Frage',
  'say.region': 'Was gerade geschah',
  'say.supportCheck':
    '{side, side} checkt {space, space}: Würfel {die} + {ops} Ops {mods, select, 0 {} other {{mods, signed} }}= {total} gegen {target}; {removed} UP entfernt, {added} hinzugefügt.',
  'say.tiananmenAttempt':
    '{side, side} versucht mit {card, card} auf der Leiste Himmlischer Frieden vorzurücken: Würfel {die}, {total} gegen {needed}: {success, select, true {gelungen} other {misslungen}}.',
  'say.countryScored': 'Wertung {country, country}: Kommunist {communistLevel, level}, Demokrat {democratLevel, level}; {net, signed} SP, jetzt {vp, signed}.',
  'say.psStart': 'Machtkampf in {country, country}: der Kommunist hat {communist} Karten, der Demokrat {democrat}.',
  'say.question': 'Deine Entscheidung: {text}',
  'a11y.space':
    '{name}, {country}: Stabilität {stability}, {socio}{battleground, select, true {, Schlachtfeld} other {}}; Kommunist {communist} UP, Demokrat {democrat} UP, {control}.',
  'a11y.control': '{side, select, communist {vom Kommunisten kontrolliert} democrat {vom Demokraten kontrolliert} other {nicht kontrolliert}}',
  'a11y.eliminated': 'aus dem Spiel',
  'a11y.target.place': 'Wähle es, um einen UP für {cost, plural, one {# Op} other {# Ops}} zu setzen.',
  'a11y.target.check': 'Wähle es für einen Unterstützungs-Check: Chance {success} %, im Schnitt {removed} UP entfernt.',
  'a11y.target.other': 'Wähle es: {what}.',
  'a11y.notTarget': 'Jetzt keine Wahl.',
  'a11y.mapKeys':
    'Pfeiltasten: zum Nachbarfeld. T: die nächste Wahl auf der Karte. Enter oder Leertaste: wählen. Plus und Minus: Zoom. H: die Hand, Q: die Frage, M: zurück zur Karte.',
  'a11y.handKeys': 'Pfeile links und rechts: die nächste Karte. Enter: sie wählen. T: die nächste Wahl auf der Karte, Q: die Frage.',
  'a11y.cardOps': '{ops, plural, one {# Op} other {# Ops}}',
  'a11y.cardScoring': 'Wertungskarte, keine Ops',
  'a11y.cardStar': 'verlässt nach dem Ereignis das Spiel (*)',
};
