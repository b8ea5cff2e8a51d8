/**
 * The guided first game's words (src/learn/lesson.ts): each step's title and text, and the
 * panel's buttons. Our own words; the numbers come from the step's params where the engine
 * decides them (tests/learn/lesson.test.ts checks them).
 */
export const LEARN_EN: Record<string, string> = {
  'learn.intro': 'New to 1989? Play one guided turn against the computer (about 10–15 minutes).',
  'learn.start': 'Learn to play',
  'learn.resume': 'Continue the lesson (step {n})',
  'learn.restart': 'Start the lesson over',
  'learn.corrupt': 'The saved place in the lesson could not be read: the lesson starts from the beginning.',
  'learn.panel': 'Lesson',
  'learn.count': 'Lesson · step {n} of {of}',
  'learn.next': 'Next',
  'learn.leave': 'Leave the lesson (you can continue later)',
  'learn.computerMoves': 'The computer is moving…',
  'learn.playReal': 'Play a real game against the easy computer',
  'learn.close': 'Back to the start page',

  'learn.welcome.title': 'What wins',
  'learn.welcome.text':
    'You lead the Democrats (blue) in Eastern Europe in 1989; the computer leads the Communists (red). The VP track decides the game: victory points above 0 are yours, below 0 his. At +20 you win at once, at −20 he does; in a power struggle this is checked only when it is over, its scoring included (10.1). A scoring card still held at the end of a turn loses the game (10.2), and the New Year’s Eve Party event can end it at the end of the turn it is played in (10.3). Otherwise the final scoring after turn 10 decides, and there ±20 does not end the game by itself (10.4.2).',
  'learn.power.title': 'Power and scoring',
  'learn.power.text':
    'VP come mostly from scoring the six countries. Playing a country’s scoring card starts a power struggle there; then the country is scored (9.3). You have presence in a country when you control one of its spaces, domination with more spaces and more battlegrounds than the opponent (at least one of each kind), control with more spaces and every battleground (9.2); battlegrounds are the spaces drawn with a double border (2.1.5). Power changes hands one way only: the Democrat takes it by winning the struggle with a modified VP roll of 4 or more (8.4.4), or the Communist gives it up (8.4.5); a Communist who keeps power scores VP for it (8.4.6). So you spread your support points (SPs) over the map.',
  'learn.ops.title': 'A card for its Ops',
  'learn.ops.text':
    'This lesson is turn 1 of a prepared game, shortened: the 7 extra SPs each side places after its printed ones (3.4) are left out, and three action rounds are already played. Each turn the sides take action rounds in turn, one card each, the Communist first (4.5.2). Every card but a scoring card has an Ops value, the number in its circle (2.2.1). Instead of its event you can use all of a card’s Ops for one thing: to place SPs, to make support checks, or to try the Tiananmen Square track (6.0). Click Consumerism ({ops, plural, one {# Op} other {# Ops}}) in your hand, then “Place SPs”.',
  'learn.control.title': 'Control',
  'learn.control.text':
    'Each SP costs 1 Op. You control a space when your SPs exceed the opponent’s by at least its stability, the number on the space (2.1.7). Gdańsk has stability {stability} and {yours, plural, one {# SP} other {# SPs}} of yours: click Gdańsk twice to control it. In a space the opponent controls, an SP costs 2 Ops, but only until he loses control there: the SPs after that cost 1 Op each (6.1.3).',
  'learn.adjacent.title': 'Where you may place',
  'learn.adjacent.text':
    'You may place SPs only in spaces where you had SPs before this card’s first SP, or next to such a space (the lines join neighbours): an SP placed now opens no new neighbours until your next card (6.1.2). Place your last Op in Szczecin, next to Gdańsk.',
  'learn.confirm.title': 'Confirm or undo',
  'learn.confirm.text':
    'Your action round is over, and the game waits before it hands the round on: Confirm passes it to the Communist; Undo takes your last SP back, and you may place it again. Every round of yours in a real game ends like this (the game menu turns the step off), and Undo never goes back over a die roll, a drawn card or a card shown to the other side. Click Confirm.',
  'learn.computerRound.title': 'The Communist’s round',
  'learn.computerRound.text':
    'Now the computer takes its action round: it plays Apparatchiks for its Ops and places 2 SPs in Berlin. The rounds alternate like this until the turn ends. Read the log on the right to follow what happened.',
  'learn.checkCard.title': 'Support checks',
  'learn.checkCard.text':
    'Ops can also attack: a support check removes the opponent’s SPs from a space. Any space with his SPs may be its target; yours need not be there or next to it (6.2.3). Click Roundtable Talks, then “Support checks”.',
  'learn.checkTarget.title': 'The odds of a check',
  'learn.checkTarget.text':
    'Target Warszawa: stability {stability}, {his, plural, one {# Communist SP} other {# Communist SPs}}. You roll a die and add the card’s Ops ({ops}), +1 for each neighbour you control (Gdańsk: +{plus}) and −1 for each neighbour he controls (Bydgoszcz: −{minus}) (6.2.4). The total must exceed twice the stability ({target}): each point above it removes one of his SPs, and beyond his SPs it adds yours (6.2.5). You need a {need} or better: a {chance}% chance. Click Warszawa.',
  'learn.checkDone.title': 'The result',
  'learn.checkDone.text':
    'The die showed 5: 5 + 3 + 1 − 1 = 8, two above 6, so both Communist SPs in Warszawa are gone. A card gives two checks (6.2.2); here one is enough: click “No more checks”.',
  'learn.computerRound2.title': 'His answer',
  'learn.computerRound2.text': 'The Communist plays Cult of Personality for Ops and places 3 SPs in Leipzig.',
  'learn.event.title': 'Events',
  'learn.event.text':
    'Instead of its Ops, a card can be played for its event: it does what its text says (7.1). You may play the events of your own (blue) and of neutral cards; a card with an asterisk (*) leaves the game after its event. Click Michnik, then “Event”: it adds 3 SPs to the Polish Writers.',
  'learn.computerRound3.title': 'His answer',
  'learn.computerRound3.text': 'The Communist plays State Run Media for Ops and places 2 SPs in Dresden.',
  'learn.opponentCard.title': 'The opponent’s card',
  'learn.opponentCard.text':
    'Dissident Arrested is a Communist card (red). You may still play it for its Ops, but then its event happens too, for the Communist (5.2). Click it, then “Place SPs”.',
  'learn.eventFirst.title': 'Before or after?',
  'learn.eventFirst.text':
    'You choose whether his event happens before or after your Ops (5.2). Choose “Event first, then Ops”: you can then repair the damage with your Ops. Watch: the computer picks the Polish Writers and removes 2 of your SPs.',
  'learn.repair.title': 'Repair the damage',
  'learn.repair.text':
    'The Polish Writers are left with {left, plural, one {# SP} other {# SPs}} of yours and none of his; with stability {stability} you no longer control them. {toControl, plural, one {# more SP gives} other {# more SPs give}} you control again. Place both Ops there: with the second, losing an SP later does not cost you control.',
  'learn.computerRound4.title': 'His answer',
  'learn.computerRound4.text': 'The Communist plays Factory Party Cells for Ops and places 3 SPs in Rostock.',
  'learn.tiananmen.title': 'The Tiananmen Square track',
  'learn.tiananmen.text':
    'Once per turn you may spend a card on the Tiananmen Square track (6.3.3), and its event never happens (6.3.6): a way to spend an opponent’s card without giving him its event. You roll a die plus the card’s Ops, +1 for a card of your own side and +1 if you tried the same box before, and must reach the number of the next box in your colour, each side’s own (6.3.1, 6.3.2). Helsinki Final Act is your own card: you need {needed}, and a die plus its Ops ({ops}) plus 1 reaches it with a {need} or better. The first side into a box gets its award: boxes 3 and 4 give theirs at once, the others last until the opponent reaches that box too (6.3.5). Click Helsinki Final Act, then “Tiananmen Square attempt”.',
  'learn.tiananmenDone.title': 'Box 1',
  'learn.tiananmenDone.text':
    'You rolled {die} and reached box {box} first: its award, +1 to your Tiananmen Square rolls, lasts until the Communist reaches box {box} too (6.3.5). The log names each award gained and what it does, and the Tracks tab lists them all. Further on, box 6 gives a free support check with 2 Ops at the end of every turn, and box 7 a card for Ops once a turn without the opponent’s event. Whoever reaches box 8, the last, makes no more attempts (6.3.7); the event Tank Column/Tank Man moves a marker on besides an attempt (6.3.4).',
  'learn.computerRound5.title': 'His last round',
  'learn.computerRound5.text':
    'The Communist plays Stasi for 1 SP in Rostock, in action round 7, the last of the turn (4.5.2). The card he has left he keeps for the next turn.',
  'learn.scoring.title': 'A scoring card',
  'learn.scoring.text':
    'Scoring cards may never be held at the end of a turn: whoever still holds one then loses the game (4.5.4). The banner warns you: one round left and a scoring card in hand. Click Poland Scoring, then “Event”. It starts a power struggle in Poland: each side gets 6 power-struggle cards for its first controlled space there and 2 for each further one (8.1.1). You control {yours} spaces ({yourCards} cards), he controls {his} ({hisCards} cards).',
  'learn.raise.title': 'Raise the stakes',
  'learn.raise.text':
    'Before the cards are played, each side may raise the stakes: discard 3 cards to add 1 to both rolls after the struggle (8.2.2). You have cards to spare: click “Raise the stakes”.',
  'learn.raiseDiscard.title': 'Discard three',
  'learn.raiseDiscard.text':
    'Discard the two Petitions (a struggle won with a Petition lowers the rolls after it) and the March of rank {rank}: click them one by one. The computer does not raise.',
  'learn.lead.title': 'Lead and match',
  'learn.lead.text':
    'You played the scoring card, so you attack first (8.3.1). The attacker leads a suited card, a leader of a kind of space he controls in the country (naming a suit), or a wild card other than Tactic Fails: it does what it says, and the defender attacks next. The defender matches the suit (a leader of a kind of space he controls matches too) or plays Tactic Fails to bar that suit; if he cannot or will not, he loses the struggle (8.3.2). An attacker who can play must, and a side with no card to play loses (8.3.2, 8.3.3). Lead the Strike of rank {rank}.',
  'learn.counterattack.title': 'The counterattack roll',
  'learn.counterattack.text':
    'He matched with a Strike. Now he rolls to take over the attack: he needs the rank of your card ({rank}) or more (8.3.2). He rolled {die}, so you keep the attack.',
  'learn.leadRally.title': 'Rally in the Square',
  'learn.leadRally.text':
    'Lead a Rally in the Square. A Rally has rank 1: a defender who matches it takes the attack over without a roll (8.3.2), so lead one only when he cannot match it. He holds none, so he loses the struggle, and a win with a Rally adds 2 to both rolls after it (8.4.1).',
  'learn.aftermath.title': 'The aftermath',
  'learn.aftermath.text':
    'The loser rolls for lost support: 1 + 3 (Rally +2, your raise +1) = 4 costs him 2 SPs in Poland (8.4.2). The winner rolls for VP: 2 + 3 = 5 gives you 2 VP, and as the Democrat with 4 or more you take power (8.4.4); the player aid’s results table gives both. Then Poland is scored: you dominate it (6 VP) and control 1 battleground, Gdańsk (+1 VP each, 9.3.2); he is only present (3 VP). 7 − 3 = 4 VP more for you.',
  'learn.keepPower.title': 'Keeping power',
  'learn.keepPower.text':
    'Had he won, or had your VP roll ended below 4, the Communist would have kept power (8.4.4). He may then give it up (8.4.5); if not, he scores Poland’s power value times the times its scoring card has been played, −3 VP the first time and −6 the second, and the card goes back to the discard pile (8.4.6). Now that you hold power, Poland Scoring has left the game (8.4.7).',
  'learn.finalScoring.title': 'The end of the game',
  'learn.finalScoring.text':
    'After turn 10 every country is scored, with no power struggles, and the Communist scores −4 VP for each country where he still holds power (10.4.1): today {held, plural, one {# country} other {# countries}}, {bonus, signed} VP. Each country you take from him lowers that bonus by 4, and its scoring card leaves the game (8.4.7). Reaching ±20 here does not end the game (10.4.2): a total above 0 wins for you, below 0 for him, and 0 is a draw (10.4.3).',
  'learn.turnEnd.title': 'The end of the turn',
  'learn.turnEnd.text':
    'Both sides have played their 7 action rounds, so the turn ends and each hand is filled up to 8 cards for turn 2 (4.5.1). You kept Jan Palach Week, and he kept a card too: any card may be held into the next turn except a scoring card (4.5.4). Had you still held Poland Scoring now, you would have lost the game; had both sides held one, it would be a draw (10.2). After turn 3 the Middle Year cards are shuffled into the deck, after turn 7 the Late Year cards (4.5.6).',
  'learn.finish.title': 'You know the basics',
  'learn.finish.text':
    'That was one turn of 1989. A whole game has 10 turns; the player aid (in the bar above) explains the rest, and every prompt links to its rule. Ready for a real game against the easy computer?',
};

export const LEARN_PL: Record<string, string> = {
  'learn.intro': 'Pierwszy raz? Rozegraj jedną turę z przewodnikiem przeciw komputerowi (ok. 10–15 minut).',
  'learn.start': 'Naucz się grać',
  'learn.resume': 'Wróć do nauki (krok {n})',
  'learn.restart': 'Zacznij naukę od nowa',
  'learn.corrupt': 'Nie udało się odczytać zapisanego miejsca w nauce: nauka zacznie się od początku.',
  'learn.panel': 'Nauka gry',
  'learn.count': 'Nauka · krok {n} z {of}',
  'learn.next': 'Dalej',
  'learn.leave': 'Przerwij naukę (możesz do niej wrócić)',
  'learn.computerMoves': 'Komputer wykonuje ruch…',
  'learn.playReal': 'Zagraj naprawdę z łatwym komputerem',
  'learn.close': 'Wróć do strony startowej',

  'learn.welcome.title': 'Co daje zwycięstwo',
  'learn.welcome.text':
    'Prowadzisz Opozycjonistów (niebiescy) w Europie Wschodniej roku 1989; komputer prowadzi Komunistów (czerwoni). O wyniku decyduje tor punktów zwycięstwa (PZ): wynik powyżej 0 jest twój, poniżej 0 jego. Przy +20 wygrywasz od razu, przy −20 on; w walce o wpływy sprawdza się to dopiero po jej końcu, razem z punktacją (10.1). Karta punktacji zatrzymana na ręce na koniec tury oznacza przegraną (10.2), a wydarzenie Sylwester może zakończyć grę wraz z końcem tury, w której zostało zagrane (10.3). W przeciwnym razie rozstrzyga punktacja końcowa po turze 10, w której ±20 samo nie kończy gry (10.4.2).',
  'learn.power.title': 'Władza i punktacja',
  'learn.power.text':
    'PZ pochodzą głównie z punktacji sześciu państw. Zagranie karty punktacji państwa rozpoczyna w nim walkę o wpływy, a potem państwo jest punktowane (9.3). Obecność masz, gdy kontrolujesz w państwie choć jedno pole; dominację, gdy kontrolujesz więcej pól i więcej pól zmagań niż przeciwnik (co najmniej po jednym z obu rodzajów); kontrolę, gdy kontrolujesz więcej pól i wszystkie pola zmagań (9.2). Pola zmagań mają na mapie podwójną ramkę (2.1.5). Władza przechodzi tylko w jedną stronę: przejmują ją Opozycjoniści, wygrywając walkę z rzutem na PZ, po modyfikatorach, co najmniej 4 (8.4.4), albo Komuniści się jej zrzekają (8.4.5); Komuniści, którzy zachowują władzę, dostają za nią PZ (8.4.6). Dlatego rozmieszczasz na mapie punkty poparcia (PP).',
  'learn.ops.title': 'Karta jako operacje',
  'learn.ops.text':
    'Ta lekcja to tura 1 przygotowanej, skróconej partii: pominięto 7 dodatkowych PP, które każda strona umieszcza po nadrukowanych (3.4), a trzy rundy akcji są już rozegrane. W każdej turze strony rozgrywają rundy akcji na zmianę, po jednej karcie, Komuniści pierwsi (4.5.2). Każda karta poza kartami punktacji ma wartość Punktów Operacyjnych (PO, liczba w kółku) (2.2.1). Zamiast wydarzenia możesz użyć wszystkich PO karty na jedno: aby umieścić PP, przeprowadzić testy poparcia albo podjąć próbę zmiany ustroju politycznego (6.0). Kliknij Konsumpcjonizm ({ops} PO) na ręce, potem „Umieszczenie PP”.',
  'learn.control.title': 'Kontrola',
  'learn.control.text':
    'Każdy PP kosztuje 1 PO. Kontrolujesz pole, gdy twoich PP jest więcej niż PP przeciwnika co najmniej o jego stabilność, liczbę na polu (2.1.7). Gdańsk ma stabilność {stability} i {yours} twój PP: kliknij Gdańsk dwa razy, aby go kontrolować. Na polu kontrolowanym przez przeciwnika PP kosztuje 2 PO, ale tylko dopóki przeciwnik go nie straci: następne PP kosztują już po 1 PO (6.1.3).',
  'learn.adjacent.title': 'Gdzie wolno umieszczać',
  'learn.adjacent.text':
    'PP możesz umieszczać tylko na polach, na których miałeś PP przed pierwszym PP tej karty, albo na polach sąsiednich (sąsiadów łączą linie): PP umieszczony teraz nie otwiera nowych sąsiadów aż do następnej karty (6.1.2). Ostatni PO umieść w Szczecinie, obok Gdańska.',
  'learn.confirm.title': 'Zatwierdź albo cofnij',
  'learn.confirm.text':
    'Twoja runda akcji jest skończona, a gra czeka, zanim ją przekaże: „Zatwierdź” oddaje ruch Komunistom; „Cofnij” zabiera ostatni PP i możesz umieścić go jeszcze raz. W prawdziwej grze tak kończy się każda twoja runda (w menu gry można to wyłączyć), a cofnąć nie można rzutu kością, dobranej karty ani karty pokazanej drugiej stronie. Kliknij „Zatwierdź”.',
  'learn.computerRound.title': 'Runda Komunistów',
  'learn.computerRound.text':
    'Teraz rundę akcji rozgrywa komputer: zagrywa Aparatczyków jako operacje i umieszcza 2 PP w Berlinie. Rundy przeplatają się tak do końca tury. Co się stało, widać w dzienniku po prawej.',
  'learn.checkCard.title': 'Testy poparcia',
  'learn.checkCard.text':
    'Operacje mogą też atakować: test poparcia usuwa PP przeciwnika z pola. Celem może być każde pole z jego PP; twoje PP nie muszą być ani tam, ani obok (6.2.3). Kliknij Rozmowy Okrągłego Stołu, potem „Testy poparcia”.',
  'learn.checkTarget.title': 'Szanse testu',
  'learn.checkTarget.text':
    'Cel: Warszawa, stabilność {stability}, PP Komunistów: {his}. Rzucasz kością i dodajesz PO karty ({ops}), +1 za każde sąsiednie pole, które kontrolujesz (Gdańsk: +{plus}), i −1 za każde sąsiednie pole kontrolowane przez przeciwnika (Bydgoszcz: −{minus}) (6.2.4). Wynik musi przekroczyć podwojoną stabilność ({target}): każde oczko ponad nią usuwa jeden jego PP, a ponad jego PP dodaje twoje (6.2.5). Potrzebujesz co najmniej {need}: szansa {chance}%. Kliknij Warszawę.',
  'learn.checkDone.title': 'Wynik',
  'learn.checkDone.text':
    'Wypadło 5: 5 + 3 + 1 − 1 = 8, o dwa więcej niż 6, więc oba PP Komunistów w Warszawie znikają. Karta daje dwa testy (6.2.2); tu wystarczy jeden: kliknij „Koniec testów”.',
  'learn.computerRound2.title': 'Jego odpowiedź',
  'learn.computerRound2.text': 'Komuniści zagrywają Kult jednostki jako operacje i umieszczają 3 PP w Lipsku.',
  'learn.event.title': 'Wydarzenia',
  'learn.event.text':
    'Zamiast PO kartę można zagrać jako wydarzenie: dzieje się to, co mówi jej tekst (7.1). Możesz zagrywać wydarzenia swoich (niebieskich) i neutralnych kart; karta z asteryskiem (*) po wydarzeniu opuszcza grę. Kliknij Michnika, potem „Wydarzenie”: dodaje 3 PP na pole Polscy pisarze.',
  'learn.computerRound3.title': 'Jego odpowiedź',
  'learn.computerRound3.text': 'Komuniści zagrywają Państwowe media jako operacje i umieszczają 2 PP w Dreźnie.',
  'learn.opponentCard.title': 'Karta przeciwnika',
  'learn.opponentCard.text':
    'Dysydent aresztowany to karta Komunistów (czerwona). Możesz zagrać ją dla PO, ale wtedy jej wydarzenie też następuje – na korzyść Komunistów (5.2). Kliknij ją, potem „Umieszczenie PP”.',
  'learn.eventFirst.title': 'Przed czy po?',
  'learn.eventFirst.text':
    'Ty decydujesz, czy jego wydarzenie nastąpi przed twoimi operacjami, czy po nich (5.2). Wybierz „Najpierw wydarzenie, potem operacja”: operacjami naprawisz wtedy szkody. Patrz: komputer wybiera Polskich pisarzy i usuwa 2 twoje PP.',
  'learn.repair.title': 'Napraw szkody',
  'learn.repair.text':
    'Na polu Polscy pisarze {left, plural, one {został # twój PP} few {zostały # twoje PP} other {zostało # twoich PP}}, a jego nie ma wcale; przy stabilności {stability} nie kontrolujesz go już. {toControl, plural, one {# PP więcej przywraca} few {# PP więcej przywracają} other {# PP więcej przywraca}} ci kontrolę. Umieść tam oba PO: z drugim utrata jednego PP później nie odbierze ci kontroli.',
  'learn.computerRound4.title': 'Jego odpowiedź',
  'learn.computerRound4.text': 'Komuniści zagrywają Komórki partyjne w fabrykach jako operacje i umieszczają 3 PP w Rostocku.',
  'learn.tiananmen.title': 'Tor „Ustrój polityczny”',
  'learn.tiananmen.text':
    'Raz na turę możesz zagrać kartę na tor Ustrój polityczny (6.3.3), a jej wydarzenie wtedy nie zachodzi (6.3.6): tak zużyjesz kartę przeciwnika bez jej wydarzenia. Rzucasz kością, dodajesz PO karty, +1 za kartę własnej strony i +1, jeśli już próbowałeś dotrzeć na to pole, i musisz osiągnąć liczbę następnego pola w swoim kolorze; każda strona ma własne (6.3.1, 6.3.2). Akt Końcowy KBWE to twoja karta: potrzebujesz {needed}, a kość plus jej PO ({ops}) plus 1 daje to przy co najmniej {need} na kości. Nagrodę z pola dostaje strona, która dotrze na nie pierwsza: pola 3 i 4 dają ją od razu, pozostałe działają, dopóki przeciwnik też tam nie dotrze (6.3.5). Kliknij Akt Końcowy KBWE, potem „Próba zmiany ustroju”.',
  'learn.tiananmenDone.title': 'Pole 1',
  'learn.tiananmenDone.text':
    'Wypadło {die} i jako pierwszy dotarłeś na pole {box}: jego nagroda, +1 do twoich rzutów na torze, trwa, dopóki Komuniści też nie dotrą na pole {box} (6.3.5). Dziennik podaje każdą zdobytą nagrodę i jej działanie, a zakładka „Tory” wymienia wszystkie. Dalej pole 6 daje darmowy test poparcia za 2 PO na koniec każdej tury, a pole 7 raz na turę kartę dla PO bez wydarzenia przeciwnika. Kto dotrze na pole 8, ostatnie, nie podejmuje już prób (6.3.7); wydarzenie Wprowadzenie reformy/Zatrzymanie reform przesuwa żeton niezależnie od próby (6.3.4).',
  'learn.computerRound5.title': 'Jego ostatnia runda',
  'learn.computerRound5.text':
    'Komuniści zagrywają Stasi za 1 PP w Rostocku w rundzie akcji 7, ostatniej w tej turze (4.5.2). Pozostałą im kartę zatrzymują na następną turę.',
  'learn.scoring.title': 'Karta punktacji',
  'learn.scoring.text':
    'Karty punktacji nie wolno zatrzymać do końca tury: kto ją wtedy jeszcze trzyma, przegrywa (4.5.4). Baner ostrzega: została jedna runda, a na ręce jest karta punktacji. Kliknij Kartę punktacji – Polska, potem „Wydarzenie”. Zaczyna się walka o wpływy w Polsce: każda strona dostaje 6 kart walki o wpływy za pierwsze kontrolowane tam pole i 2 za każde kolejne (8.1.1). Kontrolowane pola: twoje {yours} ({yourCards} kart), jego {his} ({hisCards} kart).',
  'learn.raise.title': 'Zwiększ stawkę',
  'learn.raise.text':
    'Przed zagraniem kart każda strona może zwiększyć stawkę: odrzuca 3 karty, a oba rzuty następstw dostają +1 (8.2.2). Masz kart w bród: kliknij „Zwiększ stawkę”.',
  'learn.raiseDiscard.title': 'Odrzuć trzy',
  'learn.raiseDiscard.text':
    'Odrzuć obie Petycje (walka wygrana Petycją obniża rzuty następstw) i Marsz o randze {rank}: klikaj je po kolei. Komputer nie zwiększa stawki.',
  'learn.lead.title': 'Zagranie i odpowiedź',
  'learn.lead.text':
    'Zagrałeś kartę punktacji, więc atakujesz pierwszy (8.3.1). Atakujący zagrywa kartę koloru, Lidera rodzaju pola, które kontroluje w państwie (wskazując kolor), albo Jokera innego niż Nieskuteczna taktyka: Joker działa, jak mówi, a następnie atakuje obrońca. Obrońca dokłada kartę tego samego koloru (pasuje też Lider rodzaju pola, które on kontroluje) albo Nieskuteczną taktykę, która wyklucza ten kolor; jeśli nie może lub nie chce, przegrywa walkę (8.3.2). Atakujący, który może zagrać kartę, musi to zrobić, a strona bez karty do zagrania przegrywa (8.3.2, 8.3.3). Zagraj Strajk o randze {rank}.',
  'learn.counterattack.title': 'Rzut na kontratak',
  'learn.counterattack.text':
    'Dołożył Strajk. Teraz rzuca, aby przejąć atak: potrzebuje co najmniej rangi twojej karty ({rank}) (8.3.2). Wyrzucił {die}, więc atakujesz dalej.',
  'learn.leadRally.title': 'Wiec na placu',
  'learn.leadRally.text':
    'Zagraj Wiec na placu. Wiec ma rangę 1: obrońca, który go dołoży, przejmuje atak bez rzutu (8.3.2), więc zagrywaj go tylko wtedy, gdy przeciwnik nie może odpowiedzieć. On nie ma czym odpowiedzieć, więc przegrywa walkę, a zwycięstwo Wiecem dodaje 2 do obu rzutów następstw (8.4.1).',
  'learn.aftermath.title': 'Następstwa',
  'learn.aftermath.text':
    'Przegrany wykonuje rzut na utratę poparcia: 1 + 3 (Wiec +2, twoja stawka +1) = 4 kosztuje go 2 PP w Polsce (8.4.2). Zwycięzca rzuca na PZ: 2 + 3 = 5 daje ci 2 PZ, a że grasz Opozycjonistami i masz co najmniej 4, przejmujesz władzę (8.4.4); oba wyniki podaje tabela w karcie pomocy gracza. Potem Polska jest punktowana: dominujesz (6 PZ) i kontrolujesz 1 pole zmagań, Gdańsk (+1 PZ za każde, 9.3.2); on jest tylko obecny (3 PZ). 7 − 3 = 4 PZ więcej dla ciebie.',
  'learn.keepPower.title': 'Utrzymanie władzy',
  'learn.keepPower.text':
    'Gdyby wygrał on albo gdyby twój rzut na PZ dał mniej niż 4, Komuniści zachowaliby władzę (8.4.4). Mogą się jej wtedy zrzec (8.4.5); jeśli nie, dostają wartość władzy państwa razy liczbę zagrań jego karty punktacji, −3 PZ za pierwszym razem i −6 za drugim, a karta wraca na stos kart odrzuconych (8.4.6). Skoro władzę masz ty, Karta punktacji – Polska opuściła grę (8.4.7).',
  'learn.finalScoring.title': 'Koniec gry',
  'learn.finalScoring.text':
    'Po turze 10 punktowane jest każde państwo, bez walk o wpływy, a Komuniści dostają −4 PZ za każde państwo, w którym wciąż mają władzę (10.4.1): dziś {held, plural, one {# państwo} few {# państwa} other {# państw}}, {bonus, signed} PZ. Każde państwo, w którym odbierzesz im władzę, zmniejsza tę premię o 4, a jego karta punktacji opuszcza grę (8.4.7). Osiągnięcie ±20 nie kończy tu gry (10.4.2): wynik powyżej 0 daje zwycięstwo tobie, poniżej 0 jemu, a 0 to remis (10.4.3).',
  'learn.turnEnd.title': 'Koniec tury',
  'learn.turnEnd.text':
    'Obie strony rozegrały swoje 7 rund akcji, więc tura się kończy i na turę 2 każda ręka jest uzupełniana do 8 kart (4.5.1). Zatrzymałeś Tydzień Jana Palacha, on też zatrzymał kartę: do następnej tury można zatrzymać każdą kartę oprócz karty punktacji (4.5.4). Gdybyś wciąż trzymał Kartę punktacji – Polska, przegrałbyś grę; gdyby obie strony trzymały taką kartę, byłby remis (10.2). Po turze 3 do talii wtasowuje się karty Połowa roku, po turze 7 karty Koniec roku (4.5.6).',
  'learn.finish.title': 'Znasz podstawy',
  'learn.finish.text':
    'To była jedna tura gry 1989. Cała partia ma 10 tur; resztę wyjaśnia karta pomocy gracza (na pasku u góry), a każdy komunikat odsyła do swojej zasady. Gotów na prawdziwą grę z łatwym komputerem?',
};

export const LEARN_DE: Record<string, string> = {
  'learn.intro': 'Neu bei 1989? Spiel eine geführte Runde gegen den Computer (etwa 10–15 Minuten).',
  'learn.start': 'Spielen lernen',
  'learn.resume': 'Lektion fortsetzen (Schritt {n})',
  'learn.restart': 'Lektion neu beginnen',
  'learn.corrupt': 'Die gespeicherte Stelle der Lektion ließ sich nicht lesen: die Lektion beginnt von vorn.',
  'learn.panel': 'Lektion',
  'learn.count': 'Lektion · Schritt {n} von {of}',
  'learn.next': 'Weiter',
  'learn.leave': 'Lektion verlassen (später fortsetzbar)',
  'learn.computerMoves': 'Der Computer ist am Zug…',
  'learn.playReal': 'Ein echtes Spiel gegen den leichten Computer',
  'learn.close': 'Zurück zur Startseite',

  'learn.welcome.title': 'Was gewinnt',
  'learn.welcome.text':
    'Du führst die Demokraten (blau) in Osteuropa 1989; der Computer führt die Kommunisten (rot). Die Siegpunktleiste entscheidet: Siegpunkte (SP) über 0 gehören dir, unter 0 ihm. Bei +20 gewinnst du sofort, bei −20 er; in einem Machtkampf wird das erst geprüft, wenn er samt Wertung vorbei ist (10.1). Wer am Ende einer Runde noch eine Wertungskarte hält, verliert (10.2), und das Ereignis Neujahrs-Party kann das Spiel am Ende der Runde beenden, in der es gespielt wurde (10.3). Sonst entscheidet die Endwertung nach Runde 10, und dort beendet ±20 das Spiel nicht von selbst (10.4.2).',
  'learn.power.title': 'Macht und Wertung',
  'learn.power.text':
    'SP kommen vor allem aus den Wertungen der sechs Länder. Die Wertungskarte eines Landes löst dort einen Machtkampf aus, danach wird das Land gewertet (9.3). Präsenz hast du in einem Land, wenn du eines seiner Felder kontrollierst, Dominanz mit mehr Feldern und mehr Schlachtfeldern als der Gegner (darunter mindestens ein Schlachtfeld und ein anderes Feld), Kontrolle mit mehr Feldern und allen Schlachtfeldern (9.2); Schlachtfelder haben auf der Karte einen doppelten Rahmen (2.1.5). Die Macht wechselt nur in eine Richtung: Der Demokrat übernimmt sie mit einem Sieg im Machtkampf und einem modifizierten SP-Wurf von 4 oder mehr (8.4.4), oder der Kommunist gibt sie ab (8.4.5); ein Kommunist, der an der Macht bleibt, erhält dafür SP (8.4.6). Darum verteilst du Unterstützungspunkte (UP) auf der Karte.',
  'learn.ops.title': 'Eine Karte für ihre Ops',
  'learn.ops.text':
    'Diese Lektion ist Runde 1 einer vorbereiteten, verkürzten Partie: Die 7 zusätzlichen UP, die jede Seite nach den aufgedruckten setzt (3.4), fehlen, und drei Aktionsrunden sind schon gespielt. In jeder Runde spielen die Seiten abwechselnd Aktionsrunden mit je einer Karte, der Kommunist zuerst (4.5.2). Jede Karte außer einer Wertungskarte hat einen Ops-Wert, die Zahl im Kreis (2.2.1). Statt des Ereignisses kannst du alle Ops einer Karte für eines nutzen: UP setzen, Unterstützungs-Checks machen oder einen Versuch auf dem Platz des Himmlischen Friedens (6.0). Klicke Konsumerismus ({ops, plural, one {# Op} other {# Ops}}) in deiner Hand, dann „UP setzen“.',
  'learn.control.title': 'Kontrolle',
  'learn.control.text':
    'Jeder UP kostet 1 Op. Du kontrollierst ein Feld, wenn deine UP die des Gegners um mindestens seine Stabilität übersteigen, die Zahl auf dem Feld (2.1.7). Danzig hat Stabilität {stability} und {yours} UP von dir: klicke Danzig zweimal, um es zu kontrollieren. In einem Feld, das der Gegner kontrolliert, kostet ein UP 2 Ops, aber nur, bis er die Kontrolle dort verliert: die UP danach kosten je 1 Op (6.1.3).',
  'learn.adjacent.title': 'Wo du setzen darfst',
  'learn.adjacent.text':
    'UP darfst du nur in Felder setzen, in denen du schon vor dem ersten UP dieser Karte UP hattest, oder in ein Nachbarfeld davon (Linien verbinden Nachbarn): ein jetzt gesetzter UP öffnet bis zur nächsten Karte keine neuen Nachbarn (6.1.2). Setze dein letztes Op nach Stettin, neben Danzig.',
  'learn.confirm.title': 'Bestätigen oder zurücknehmen',
  'learn.confirm.text':
    'Deine Aktionsrunde ist vorbei, und das Spiel wartet, bevor es sie weitergibt: „Bestätigen“ gibt sie an den Kommunisten weiter; „Rückgängig“ nimmt deinen letzten UP zurück, und du kannst ihn neu setzen. In einem echten Spiel endet jede deiner Runden so (im Spielmenü abschaltbar), und zurück geht es nie über einen Würfelwurf, eine gezogene Karte oder eine der anderen Seite gezeigte Karte. Klicke „Bestätigen“.',
  'learn.computerRound.title': 'Die Runde des Kommunisten',
  'learn.computerRound.text':
    'Jetzt spielt der Computer seine Aktionsrunde: Er spielt Apparatschiks für Ops und setzt 2 UP nach Berlin. So wechseln die Aktionsrunden bis zum Ende der Runde. Was geschah, steht im Protokoll rechts.',
  'learn.checkCard.title': 'Unterstützungs-Checks',
  'learn.checkCard.text':
    'Ops können auch angreifen: Ein Unterstützungs-Check entfernt UP des Gegners aus einem Feld. Ziel kann jedes Feld mit seinen UP sein; deine UP brauchst du weder dort noch daneben (6.2.3). Klicke Runder Tisch, dann „Unterstützungs-Checks“.',
  'learn.checkTarget.title': 'Die Chancen eines Checks',
  'learn.checkTarget.text':
    'Ziel ist Warschau: Stabilität {stability}, {his} kommunistische UP. Du würfelst und addierst die Ops der Karte ({ops}), +1 für jedes Nachbarfeld, das du kontrollierst (Danzig: +{plus}), und −1 für jedes, das er kontrolliert (Bromberg: −{minus}) (6.2.4). Die Summe muss die doppelte Stabilität ({target}) übersteigen: Jeder Punkt darüber entfernt einen seiner UP, darüber hinaus kommen deine hinzu (6.2.5). Du brauchst eine {need} oder mehr: {chance} % Chance. Klicke Warschau.',
  'learn.checkDone.title': 'Das Ergebnis',
  'learn.checkDone.text':
    'Der Würfel zeigte 5: 5 + 3 + 1 − 1 = 8, zwei über 6, also sind beide kommunistischen UP in Warschau weg. Eine Karte gibt zwei Checks (6.2.2); hier genügt einer: klicke „Keine weiteren Checks“.',
  'learn.computerRound2.title': 'Seine Antwort',
  'learn.computerRound2.text': 'Der Kommunist spielt Personenkult für Ops und setzt 3 UP nach Leipzig.',
  'learn.event.title': 'Ereignisse',
  'learn.event.text':
    'Statt für Ops kann eine Karte für ihr Ereignis gespielt werden: Es geschieht, was ihr Text sagt (7.1). Du darfst die Ereignisse deiner eigenen (blauen) und neutraler Karten spielen; eine Karte mit Sternchen (*) verlässt nach dem Ereignis das Spiel. Klicke Michnik, dann „Ereignis“: Es setzt 3 UP auf die Polnischen Schriftsteller.',
  'learn.computerRound3.title': 'Seine Antwort',
  'learn.computerRound3.text': 'Der Kommunist spielt Staatliche Medien für Ops und setzt 2 UP nach Dresden.',
  'learn.opponentCard.title': 'Die Karte des Gegners',
  'learn.opponentCard.text':
    'Dissidenten verhaftet ist eine kommunistische Karte (rot). Du darfst sie für Ops spielen, aber dann geschieht auch ihr Ereignis, für den Kommunisten (5.2). Klicke sie, dann „UP setzen“.',
  'learn.eventFirst.title': 'Vorher oder nachher?',
  'learn.eventFirst.text':
    'Du wählst, ob sein Ereignis vor oder nach deinen Ops geschieht (5.2). Wähle „Erst das Ereignis, dann Ops“: So kannst du den Schaden mit deinen Ops beheben. Sieh zu: Der Computer wählt die Polnischen Schriftsteller und entfernt 2 deiner UP.',
  'learn.repair.title': 'Den Schaden beheben',
  'learn.repair.text':
    'Den Polnischen Schriftstellern {left, plural, one {bleibt # UP} other {bleiben # UP}} von dir und keiner von ihm; bei Stabilität {stability} kontrollierst du sie nicht mehr. {toControl, plural, one {# UP mehr gibt} other {# UP mehr geben}} dir die Kontrolle zurück. Setze beide Ops dorthin: Mit dem zweiten kostet dich ein später verlorener UP die Kontrolle nicht.',
  'learn.computerRound4.title': 'Seine Antwort',
  'learn.computerRound4.text': 'Der Kommunist spielt Betriebszellen der Partei für Ops und setzt 3 UP nach Rostock.',
  'learn.tiananmen.title': 'Die Leiste Platz des Himmlischen Friedens',
  'learn.tiananmen.text':
    'Einmal pro Runde darfst du eine Karte auf die Leiste des Himmlischen Friedens spielen (6.3.3), und ihr Ereignis geschieht dann nie (6.3.6): So wirst du eine Karte des Gegners ohne ihr Ereignis los. Du würfelst, addierst die Ops der Karte, +1 für eine Karte deiner Seite und +1, wenn du dasselbe Feld schon versucht hast, und musst die Zahl des nächsten Feldes in deiner Farbe erreichen; jede Seite hat ihre eigene (6.3.1, 6.3.2). Die Schlussakte von Helsinki ist deine Karte: Du brauchst {needed}, und Würfel plus ihre Ops ({ops}) plus 1 erreichen das mit einer {need} oder mehr. Wer ein Feld zuerst erreicht, erhält seine Belohnung: Felder 3 und 4 geben sie sofort, die übrigen gelten, bis auch der Gegner das Feld erreicht (6.3.5). Klicke Schlussakte von Helsinki, dann „Versuch Himmlischer Frieden“.',
  'learn.tiananmenDone.title': 'Feld 1',
  'learn.tiananmenDone.text':
    'Du hast eine {die} gewürfelt und Feld {box} als Erster erreicht: Seine Belohnung, +1 auf deine Würfe auf der Leiste, gilt, bis auch der Kommunist Feld {box} erreicht (6.3.5). Das Protokoll nennt jede gewonnene Belohnung und ihre Wirkung, der Reiter „Leisten“ alle. Weiter vorn gibt Feld 6 am Ende jeder Runde einen freien Unterstützungs-Check mit 2 Ops, Feld 7 einmal pro Runde eine Karte für Ops ohne das Ereignis des Gegners. Wer Feld 8 erreicht, das letzte, macht keine Versuche mehr (6.3.7); das Ereignis Mensch gegen Panzer rückt einen Marker neben dem Versuch vor (6.3.4).',
  'learn.computerRound5.title': 'Seine letzte Aktionsrunde',
  'learn.computerRound5.text':
    'Der Kommunist spielt Stasi für 1 UP in Rostock, in Aktionsrunde 7, der letzten dieser Runde (4.5.2). Die Karte, die ihm bleibt, behält er für die nächste Runde.',
  'learn.scoring.title': 'Eine Wertungskarte',
  'learn.scoring.text':
    'Wertungskarten dürfen nie über das Ende einer Runde gehalten werden: Wer dann noch eine hält, verliert das Spiel (4.5.4). Das Banner warnt dich: eine Aktionsrunde übrig und eine Wertungskarte auf der Hand. Klicke Wertungskarte Polen, dann „Ereignis“. Sie löst einen Machtkampf in Polen aus: Jede Seite erhält 6 Machtkampf-Karten für ihr erstes dort kontrolliertes Feld und 2 für jedes weitere (8.1.1). Kontrollierte Felder: deine {yours} ({yourCards} Karten), seine {his} ({hisCards} Karten).',
  'learn.raise.title': 'Den Einsatz erhöhen',
  'learn.raise.text':
    'Bevor Karten gespielt werden, darf jede Seite den Einsatz erhöhen: 3 Karten abwerfen, dafür +1 auf beide Würfe der Auswirkungen (8.2.2). Du hast genug Karten: klicke „Den Einsatz erhöhen“.',
  'learn.raiseDiscard.title': 'Drei abwerfen',
  'learn.raiseDiscard.text':
    'Wirf die beiden Petitionen ab (ein mit Petition gewonnener Kampf senkt die Würfe danach) und den Marsch mit Rang {rank}: klicke sie nacheinander. Der Computer erhöht nicht.',
  'learn.lead.title': 'Ausspielen und Bedienen',
  'learn.lead.text':
    'Du hast die Wertungskarte gespielt, also greifst du zuerst an (8.3.1). Der Angreifer spielt eine Farbkarte, einen Anführer einer Feldart, die er im Land kontrolliert (und nennt eine Farbe), oder einen Joker außer Taktik scheitert: Der Joker wirkt, und danach greift der Verteidiger an. Der Verteidiger bedient die Farbe (auch ein Anführer einer Feldart, die er kontrolliert, bedient) oder sperrt sie mit Taktik scheitert; kann oder will er nicht, verliert er den Machtkampf (8.3.2). Ein Angreifer, der spielen kann, muss spielen, und wer keine Karte mehr spielen kann, verliert (8.3.2, 8.3.3). Spiele den Streik mit Rang {rank} aus.',
  'learn.counterattack.title': 'Der Gegenangriffswurf',
  'learn.counterattack.text':
    'Er hat mit einem Streik bedient. Jetzt würfelt er, um den Angriff zu übernehmen: Er braucht mindestens den Rang deiner Karte ({rank}) (8.3.2). Er würfelte {die}, also greifst du weiter an.',
  'learn.leadRally.title': 'Versammlung auf dem Platz',
  'learn.leadRally.text':
    'Spiele eine Versammlung auf dem Platz aus. Sie hat Rang 1: Ein Verteidiger, der sie bedient, übernimmt den Angriff ohne Wurf (8.3.2); spiele sie also nur aus, wenn er nicht bedienen kann. Er hat keine, also verliert er den Machtkampf, und ein Sieg mit Versammlung gibt +2 auf beide Würfe der Auswirkungen (8.4.1).',
  'learn.aftermath.title': 'Auswirkungen',
  'learn.aftermath.text':
    'Der Verlierer würfelt auf Unterstützungsverlust: 1 + 3 (Versammlung +2, dein Einsatz +1) = 4 kostet ihn 2 UP in Polen (8.4.2). Der Sieger würfelt auf SP: 2 + 3 = 5 bringt dir 2 SP, und als Demokrat mit 4 oder mehr übernimmst du die Macht (8.4.4); beide Ergebnisse stehen in der Tabelle der Spielhilfe. Dann wird Polen gewertet: Du dominierst (6 SP) und kontrollierst 1 Schlachtfeld, Danzig (+1 SP für jedes, 9.3.2); er ist nur präsent (3 SP). 7 − 3 = 4 SP mehr für dich.',
  'learn.keepPower.title': 'An der Macht bleiben',
  'learn.keepPower.text':
    'Hätte er gewonnen oder wäre dein SP-Wurf unter 4 geblieben, wäre der Kommunist an der Macht geblieben (8.4.4). Er darf sie dann abgeben (8.4.5); sonst erhält er den Machtwert des Landes mal die Zahl, wie oft dessen Wertungskarte gespielt wurde, −3 SP beim ersten Mal und −6 beim zweiten, und die Karte kommt auf den Ablagestapel (8.4.6). Da du jetzt die Macht hast, ist die Wertungskarte Polen aus dem Spiel (8.4.7).',
  'learn.finalScoring.title': 'Das Ende des Spiels',
  'learn.finalScoring.text':
    'Nach Runde 10 wird jedes Land gewertet, ohne Machtkämpfe, und der Kommunist erhält −4 SP für jedes Land, in dem er noch an der Macht ist (10.4.1): heute {held, plural, one {# Land} other {# Länder}}, {bonus, signed} SP. Jedes Land, in dem du ihn stürzt, senkt diesen Bonus um 4, und seine Wertungskarte verlässt das Spiel (8.4.7). ±20 beendet das Spiel hier nicht (10.4.2): Bei einer Summe über 0 gewinnst du, unter 0 er, und bei 0 ist es ein Unentschieden (10.4.3).',
  'learn.turnEnd.title': 'Das Ende der Runde',
  'learn.turnEnd.text':
    'Beide Seiten haben ihre 7 Aktionsrunden gespielt, also endet die Runde, und jede Hand wird für Runde 2 auf 8 Karten aufgefüllt (4.5.1). Du hast Jan Palach-Woche behalten, und er hat auch eine Karte behalten: Jede Karte außer einer Wertungskarte darf in die nächste Runde mitgenommen werden (4.5.4). Hättest du jetzt noch die Wertungskarte Polen gehalten, hättest du verloren; hätten beide Seiten eine gehalten, wäre es unentschieden (10.2). Nach Runde 3 kommen die Karten des mittleren Abschnitts ins Deck, nach Runde 7 die des späten Abschnitts (4.5.6).',
  'learn.finish.title': 'Du kennst die Grundlagen',
  'learn.finish.text':
    'Das war eine Runde von 1989. Eine ganze Partie hat 10 Runden; den Rest erklärt die Spielhilfe (oben in der Leiste), und jede Aufforderung verweist auf ihre Regel. Bereit für ein echtes Spiel gegen den leichten Computer?',
};
