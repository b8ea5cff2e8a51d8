/** The game's terms in the three languages, as each edition names them (loaded with the player aid). */
interface Term {
  en: string;
  pl: string;
  de: string;
}

export const GLOSSARY: readonly Term[] = [
  { en: 'Support Points (SPs)', pl: 'Punkty Poparcia (PP)', de: 'Unterstützungspunkte (UP)' },
  { en: 'Victory Points (VP)', pl: 'Punkty Zwycięstwa (PZ)', de: 'Siegpunkte (SP)' },
  { en: 'Operations points (Ops)', pl: 'Punkty Operacyjne (PO)', de: 'Operationspunkte (Ops)' },
  { en: 'Communist', pl: 'Komuniści', de: 'Kommunist' },
  { en: 'Democrat', pl: 'Opozycjoniści', de: 'Demokrat' },
  { en: 'Turn', pl: 'Tura', de: 'Runde' },
  { en: 'Action round', pl: 'Runda akcji', de: 'Aktionsrunde' },
  { en: 'Strategy card', pl: 'Karta wydarzeń', de: 'Strategiekarte' },
  { en: 'Event', pl: 'Wydarzenie', de: 'Ereignis' },
  { en: 'Lasting event', pl: 'Wydarzenie trwałe', de: 'Dauerereignis' },
  { en: 'Scoring card', pl: 'Karta punktacji', de: 'Wertungskarte' },
  { en: 'Held card', pl: 'Zatrzymana karta', de: 'Gehaltene Karte' },
  { en: 'Support check', pl: 'Test poparcia', de: 'Unterstützungs-Check' },
  { en: 'Stability', pl: 'Stabilność', de: 'Stabilität' },
  { en: 'Battleground', pl: 'Pole zmagań', de: 'Schlachtfeld' },
  { en: 'Presence', pl: 'Obecność', de: 'Präsenz' },
  { en: 'Domination', pl: 'Dominacja', de: 'Dominanz' },
  { en: 'Control', pl: 'Kontrola', de: 'Kontrolle' },
  { en: 'Tiananmen Square track', pl: 'Tor Ustrój polityczny', de: 'Leiste Platz des Himmlischen Friedens' },
  { en: 'Tiananmen Square attempt', pl: 'Próba zmiany ustroju politycznego', de: 'Versuch auf dem Platz des Himmlischen Friedens' },
  { en: 'Power struggle', pl: 'Walka o wpływy', de: 'Machtkampf' },
  { en: 'Raise the stakes', pl: 'Zwiększenie stawki', de: 'Einsatz erhöhen' },
  { en: 'Initiative', pl: 'Inicjatywa', de: 'Initiative' },
  { en: 'Leader card', pl: 'Karta lidera', de: 'Anführerkarte' },
  { en: 'Wild card', pl: 'Joker', de: 'Joker' },
  { en: 'Rally in the Square', pl: 'Wiec na placu', de: 'Versammlung auf dem Platz' },
  { en: 'Petition', pl: 'Petycja', de: 'Petition' },
  { en: 'Aftermath', pl: 'Następstwa', de: 'Auswirkungen' },
  { en: 'Power value', pl: 'Wartość władzy', de: 'Machtwert' },
  { en: 'USSR stability', pl: 'Stabilność ZSRR', de: 'Stabilität der UdSSR' },
  { en: 'Final scoring', pl: 'Punktacja końcowa', de: 'Endwertung' },
  { en: 'Automatic victory', pl: 'Automatyczne zwycięstwo', de: 'Automatischer Sieg' },
];
