/**
 * Messages of the board (issue "a board for every table"): warnings and confirmations before a
 * decision, previews, the zoomable map, the tracks on the board and the grouped log.
 */
export const BOARD_EN: Record<string, string> = {
  'why.OPPONENT_EVENT_IDLE': 'Your opponent’s event, which cannot take place now: playing this card for Ops does not trigger it',
  'log.psLeadSuited': '{side, side} leads {card, pscard}.',
  'ps.leadSuited': 'Led: {card, pscard}',
  'end.breakdown.event': 'New Year’s Eve Party: no final scoring (10.3) — the scoring of the last power struggle',
  'held.banner': 'Scoring card in your hand: if it is still there at the end of this turn, you lose (4.5.4). Action rounds left, this one included: {rounds}. Scoring cards in hand: {cards}.',
  'held.confirm': 'Playing {card, card} now leaves a scoring card in your hand at the end of the turn: you would lose the game (4.5.4).',
  'held.playAnyway': 'Play it anyway',
  'confirm.back': 'Back',
  'ps.concedeConfirm': 'Concede? Your opponent wins this power struggle and rolls for the aftermath (8.3.3, 8.4).',
  'ps.concedeYes': 'Yes, concede',
  'ps.playable': 'playable',
  'tian.odds': 'needs {needed}: die {die} or more',
  'tian.oddsAny': 'needs {needed}: any die succeeds',
  'tian.oddsNone': 'needs {needed}: no die can succeed',
  'error.label': 'Problem',
};

export const BOARD_PL: Record<string, string> = {
  'why.OPPONENT_EVENT_IDLE': 'Wydarzenie przeciwnika, które nie może teraz zajść: zagranie tej karty jako operacji go nie wywoła',
  'log.psLeadSuited': '{side, side} zagrywają {card, pscard}.',
  'ps.leadSuited': 'Zagrano: {card, pscard}',
  'end.breakdown.event': 'Sylwester: bez punktacji końcowej (10.3) — punktacja ostatniej walki o władzę',
  'held.banner': 'Masz kartę punktacji: jeśli zostanie w ręce na koniec tej tury, przegrywasz (4.5.4). Pozostałe rundy akcji, z tą włącznie: {rounds}. Karty punktacji w ręce: {cards}.',
  'held.confirm': 'Zagranie teraz {card, card} zostawi kartę punktacji w ręce na koniec tury: przegrałbyś grę (4.5.4).',
  'held.playAnyway': 'Zagraj mimo to',
  'confirm.back': 'Wróć',
  'ps.concedeConfirm': 'Poddać się? Przeciwnik wygrywa tę walkę o władzę i rzuca na jej skutki (8.3.3, 8.4).',
  'ps.concedeYes': 'Tak, poddaję się',
  'ps.playable': 'można zagrać',
  'tian.odds': 'potrzeba {needed}: kość {die} lub więcej',
  'tian.oddsAny': 'potrzeba {needed}: każdy wynik kości wystarczy',
  'tian.oddsNone': 'potrzeba {needed}: żaden wynik kości nie wystarczy',
  'error.label': 'Problem',
};

export const BOARD_DE: Record<string, string> = {
  'why.OPPONENT_EVENT_IDLE': 'Ereignis des Gegenübers, das jetzt nicht stattfinden kann: wer diese Karte für Ops spielt, löst es nicht aus',
  'log.psLeadSuited': '{side, side} spielt {card, pscard} aus.',
  'ps.leadSuited': 'Ausgespielt: {card, pscard}',
  'end.breakdown.event': 'Silvesterparty: keine Endwertung (10.3) — die Wertung des letzten Machtkampfs',
  'held.banner': 'Wertungskarte auf der Hand: ist sie am Ende dieser Runde noch dort, verlierst du (4.5.4). Verbleibende Aktionsrunden, diese eingeschlossen: {rounds}. Wertungskarten auf der Hand: {cards}.',
  'held.confirm': 'Spielst du jetzt {card, card}, bleibt am Rundenende eine Wertungskarte auf deiner Hand: du verlierst das Spiel (4.5.4).',
  'held.playAnyway': 'Trotzdem spielen',
  'confirm.back': 'Zurück',
  'ps.concedeConfirm': 'Aufgeben? Der Gegner gewinnt diesen Machtkampf und würfelt für die Folgen (8.3.3, 8.4).',
  'ps.concedeYes': 'Ja, aufgeben',
  'ps.playable': 'spielbar',
  'tian.odds': 'braucht {needed}: Würfel {die} oder mehr',
  'tian.oddsAny': 'braucht {needed}: jeder Wurf gelingt',
  'tian.oddsNone': 'braucht {needed}: kein Wurf genügt',
  'error.label': 'Problem',
};
