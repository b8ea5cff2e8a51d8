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
  'learn.panel': 'Lesson',
  'learn.count': 'Lesson · step {n} of {of}',
  'learn.next': 'Next',
  'learn.leave': 'Leave the lesson (you can continue later)',
  'learn.computerMoves': 'The computer is moving…',
  'learn.playReal': 'Play a real game against the easy computer',
  'learn.close': 'Back to the start page',

  'learn.welcome.title': 'What wins',
  'learn.welcome.text':
    'You lead the Democrats (blue) in Eastern Europe in 1989; the computer leads the Communists (red). The VP track decides the game: victory points above 0 are yours, below 0 his. Reach +20 and you win at once; otherwise whoever leads after the final scoring of turn 10 wins.',
  'learn.power.title': 'Power and scoring',
  'learn.power.text':
    'VP come mostly from scoring the six countries. Playing a country’s scoring card starts a power struggle there: the winner may take power, then the country scores for presence, domination or control of its spaces. So you spread your support points (SPs) over the map with the cards in your hand. This lesson is turn 1 of a prepared game; each turn the sides take action rounds in turn, one card each, the Communist first.',
  'learn.ops.title': 'A card for its Ops',
  'learn.ops.text':
    'Every card has an Ops value (the number in its circle). Instead of its event you can use a card’s Ops: to place SPs, to make support checks, or to try the Tiananmen Square track. Click Consumerism ({ops} Ops) in your hand, then “Place SPs”.',
  'learn.control.title': 'Control',
  'learn.control.text':
    'Each SP costs 1 Op. You control a space when your SPs exceed the opponent’s by at least its stability (the number on the space). Gdańsk has stability {stability} and 1 SP of yours: click Gdańsk twice to control it. In a space the opponent controls, each SP would cost 2 Ops.',
  'learn.adjacent.title': 'Where you may place',
  'learn.adjacent.text':
    'You may place SPs only where you already have SPs, or next to such a space (the lines join neighbours). Place your last Op in Szczecin, next to Gdańsk.',
  'learn.computerRound.title': 'The Communist’s round',
  'learn.computerRound.text':
    'Now the computer takes its action round: it plays Apparatchiks for its Ops and places 2 SPs in Berlin. The rounds alternate like this until the turn ends. Read the log on the right to follow what happened.',
  'learn.checkCard.title': 'Support checks',
  'learn.checkCard.text': 'Ops can also attack: a support check removes the opponent’s SPs from a space. Click Roundtable Talks, then “Support checks”.',
  'learn.checkTarget.title': 'The odds of a check',
  'learn.checkTarget.text':
    'Target Warszawa: stability 3, 2 Communist SPs. You roll a die and add the card’s Ops ({ops}), +1 for each neighbour you control (Gdańsk: +{plus}) and −1 for each neighbour he controls (Bydgoszcz: −{minus}). Each point above twice the stability ({target}) removes one of his SPs; beyond his SPs it adds yours. You need a {need} or better: a {chance}% chance. Click Warszawa.',
  'learn.checkDone.title': 'The result',
  'learn.checkDone.text':
    'The die showed 5: 5 + 3 + 1 − 1 = 8, two above 6, so both Communist SPs in Warszawa are gone. A card gives up to two checks; here one is enough: click “No more checks”.',
  'learn.computerRound2.title': 'His answer',
  'learn.computerRound2.text': 'The Communist plays Cult of Personality for Ops and places 3 SPs in Leipzig.',
  'learn.event.title': 'Events',
  'learn.event.text':
    'Instead of its Ops, a card can be played for its event: it does what its text says. You may play the events of your own (blue) and of neutral cards; a card with an asterisk (*) leaves the game after its event. Click Michnik, then “Event”: it adds 3 SPs to the Polish Writers.',
  'learn.computerRound3.title': 'His answer',
  'learn.computerRound3.text': 'The Communist plays State Run Media for Ops and places 2 SPs in Dresden.',
  'learn.opponentCard.title': 'The opponent’s card',
  'learn.opponentCard.text':
    'Dissident Arrested is a Communist card (red). You may still play it for its Ops, but then its event happens too, for the Communist. Click it, then “Place SPs”.',
  'learn.eventFirst.title': 'Before or after?',
  'learn.eventFirst.text':
    'You choose whether his event happens before or after your Ops. Choose “Event first, then Ops”: you can then repair the damage with your Ops. Watch: the computer picks the Polish Writers and removes 2 of your SPs.',
  'learn.repair.title': 'Repair the damage',
  'learn.repair.text': 'The Polish Writers are left with 1 SP; with stability 2 you no longer control them. Place both Ops there to control them again.',
  'learn.computerRound4.title': 'His answer',
  'learn.computerRound4.text': 'The Communist plays Factory Party Cells for Ops and places 3 SPs in Rostock.',
  'learn.tiananmen.title': 'The Tiananmen Square track',
  'learn.tiananmen.text':
    'Once per turn you may spend a card on the Tiananmen Square track. To advance you need {needed}: a die, plus the card’s Ops ({ops}), plus 1 for a card of your own side, so a {need} or better. Each box reached brings an award. Click Helsinki Final Act, then “Tiananmen Square attempt”.',
  'learn.tiananmenDone.title': 'Box 1',
  'learn.tiananmenDone.text':
    'You rolled 4 and reached box 1 of the track. The track on the board shows both sides’ markers; the further boxes give stronger awards (an extra support check, cancelling the opponent’s events, and more).',
  'learn.computerRound5.title': 'His last card',
  'learn.computerRound5.text': 'The Communist plays Stasi, his last card, for 1 SP in Rostock.',
  'learn.scoring.title': 'A scoring card',
  'learn.scoring.text':
    'Scoring cards may never be held at the end of a turn: whoever still holds one then loses the game. The banner warns you: one round left and a scoring card in hand. Click Poland Scoring, then “Event”. It starts a power struggle in Poland: each side gets 6 power-struggle cards for its first controlled space there and 2 for each further one. You control {yours} spaces ({yourCards} cards), he controls {his} ({hisCards} cards).',
  'learn.raise.title': 'Raise the stakes',
  'learn.raise.text':
    'Before the cards are played, each side may raise the stakes: discard 3 cards to add 1 to both rolls after the struggle. You have cards to spare: click “Raise the stakes”.',
  'learn.raiseDiscard.title': 'Discard three',
  'learn.raiseDiscard.text':
    'Discard the two Petitions (a struggle won with a Petition lowers the rolls after it) and the March of rank 5: click them one by one. The computer does not raise.',
  'learn.lead.title': 'Lead and match',
  'learn.lead.text':
    'You played the scoring card, so you attack first: lead a card, and the defender must match its suit or lose the struggle. Lead the Strike of rank {rank}.',
  'learn.counterattack.title': 'The counterattack roll',
  'learn.counterattack.text':
    'He matched with a Strike. Now he rolls to take over the attack: he needs the rank of your card ({rank}) or more. He rolled {die}, so you keep the attack.',
  'learn.leadRally.title': 'Rally in the Square',
  'learn.leadRally.text': 'Lead a Rally in the Square. He holds none to match it, so he loses the struggle. A win with a Rally adds 2 to the rolls after it.',
  'learn.aftermath.title': 'The aftermath',
  'learn.aftermath.text':
    'The loser rolls for lost support: 1 + 3 (Rally +2, your raise +1) = 4 costs him 2 SPs in Poland. The winner rolls for VP: 2 + 3 = 5 gives you 2 VP and takes power, so Poland has a democratic government. Then Poland is scored: you dominate it and he is only present there, worth 4 more VP to you. Look at the VP track.',
  'learn.turnEnd.title': 'The end of the turn',
  'learn.turnEnd.text':
    'Both sides have played their rounds, so the turn ends and new cards are dealt for turn 2. You kept Jan Palach Week: any card may be held into the next turn except a scoring card. Had you still held Poland Scoring now, you would have lost the game.',
  'learn.finish.title': 'You know the basics',
  'learn.finish.text':
    'That was one turn of 1989. A whole game has 10 turns; the player aid (in the bar above) explains the rest, and every prompt links to its rule. Ready for a real game against the easy computer?',
};

export const LEARN_PL: Record<string, string> = {
  'learn.intro': 'Pierwszy raz? Rozegraj jedną turę z przewodnikiem przeciw komputerowi (ok. 10–15 minut).',
  'learn.start': 'Naucz się grać',
  'learn.resume': 'Wróć do nauki (krok {n})',
  'learn.restart': 'Zacznij naukę od nowa',
  'learn.panel': 'Nauka gry',
  'learn.count': 'Nauka · krok {n} z {of}',
  'learn.next': 'Dalej',
  'learn.leave': 'Przerwij naukę (możesz do niej wrócić)',
  'learn.computerMoves': 'Komputer wykonuje ruch…',
  'learn.playReal': 'Zagraj naprawdę z łatwym komputerem',
  'learn.close': 'Wróć do strony startowej',

  'learn.welcome.title': 'Co daje zwycięstwo',
  'learn.welcome.text':
    'Prowadzisz Opozycjonistów (niebiescy) w Europie Wschodniej roku 1989; komputer prowadzi Komunistów (czerwoni). O wyniku decyduje tor punktów zwycięstwa (PZ): wynik powyżej 0 jest twój, poniżej 0 jego. Przy +20 wygrywasz od razu; w przeciwnym razie wygrywa ten, kto prowadzi po punktacji końcowej w turze 10.',
  'learn.power.title': 'Władza i punktacja',
  'learn.power.text':
    'PZ pochodzą głównie z punktacji sześciu krajów. Zagranie karty punktacji kraju rozpoczyna w nim walkę o wpływy: zwycięzca może przejąć władzę, a potem kraj jest punktowany za obecność, dominację lub kontrolę jego pól. Dlatego kartami z ręki rozmieszczasz na mapie punkty poparcia (PP). Ta lekcja to tura 1 przygotowanej partii; w każdej turze strony rozgrywają rundy akcji na zmianę, po jednej karcie, Komuniści pierwsi.',
  'learn.ops.title': 'Karta jako operacje',
  'learn.ops.text':
    'Każda karta ma wartość operacji (PO, liczba w kółku). Zamiast wydarzenia możesz użyć jej operacji: aby umieścić PP, przeprowadzić testy poparcia albo spróbować zmiany ustroju. Kliknij Konsumpcjonizm ({ops} PO) na ręce, potem „Umieszczenie PP”.',
  'learn.control.title': 'Kontrola',
  'learn.control.text':
    'Każdy PP kosztuje 1 PO. Kontrolujesz pole, gdy twoich PP jest więcej niż PP przeciwnika co najmniej o jego stabilność (liczbę na polu). Gdańsk ma stabilność {stability} i 1 twój PP: kliknij Gdańsk dwa razy, aby go kontrolować. Na polu kontrolowanym przez przeciwnika każdy PP kosztowałby 2 PO.',
  'learn.adjacent.title': 'Gdzie wolno umieszczać',
  'learn.adjacent.text':
    'PP możesz umieszczać tylko tam, gdzie już masz PP, albo na polu sąsiednim (sąsiadów łączą linie). Ostatnią operację umieść w Szczecinie, obok Gdańska.',
  'learn.computerRound.title': 'Runda Komunistów',
  'learn.computerRound.text':
    'Teraz rundę akcji rozgrywa komputer: zagrywa Aparatczyków jako operacje i umieszcza 2 PP w Berlinie. Rundy przeplatają się tak do końca tury. Co się stało, widać w dzienniku po prawej.',
  'learn.checkCard.title': 'Testy poparcia',
  'learn.checkCard.text': 'Operacje mogą też atakować: test poparcia usuwa PP przeciwnika z pola. Kliknij Rozmowy Okrągłego Stołu, potem „Testy poparcia”.',
  'learn.checkTarget.title': 'Szanse testu',
  'learn.checkTarget.text':
    'Cel: Warszawa, stabilność 3, 2 PP Komunistów. Rzucasz kością i dodajesz PO karty ({ops}), +1 za każde sąsiednie pole, które kontrolujesz (Gdańsk: +{plus}), i −1 za każde sąsiednie pole kontrolowane przez przeciwnika (Bydgoszcz: −{minus}). Każde oczko ponad podwojoną stabilność ({target}) usuwa jeden jego PP; ponad jego PP dodaje twoje. Potrzebujesz co najmniej {need}: szansa {chance}%. Kliknij Warszawę.',
  'learn.checkDone.title': 'Wynik',
  'learn.checkDone.text':
    'Wypadło 5: 5 + 3 + 1 − 1 = 8, o dwa więcej niż 6, więc oba PP Komunistów w Warszawie znikają. Karta daje do dwóch testów; tu wystarczy jeden: kliknij „Koniec testów”.',
  'learn.computerRound2.title': 'Jego odpowiedź',
  'learn.computerRound2.text': 'Komuniści zagrywają Kult jednostki jako operacje i umieszczają 3 PP w Lipsku.',
  'learn.event.title': 'Wydarzenia',
  'learn.event.text':
    'Zamiast operacji kartę można zagrać jako wydarzenie: dzieje się to, co mówi jej tekst. Możesz zagrywać wydarzenia swoich (niebieskich) i neutralnych kart; karta z gwiazdką (*) po wydarzeniu opuszcza grę. Kliknij Michnika, potem „Wydarzenie”: dodaje 3 PP na pole Polscy pisarze.',
  'learn.computerRound3.title': 'Jego odpowiedź',
  'learn.computerRound3.text': 'Komuniści zagrywają Państwowe media jako operacje i umieszczają 2 PP w Dreźnie.',
  'learn.opponentCard.title': 'Karta przeciwnika',
  'learn.opponentCard.text':
    'Dysydent aresztowany to karta Komunistów (czerwona). Możesz zagrać ją jako operacje, ale wtedy jej wydarzenie też następuje – na korzyść Komunistów. Kliknij ją, potem „Umieszczenie PP”.',
  'learn.eventFirst.title': 'Przed czy po?',
  'learn.eventFirst.text':
    'Ty decydujesz, czy jego wydarzenie nastąpi przed twoimi operacjami, czy po nich. Wybierz „Najpierw wydarzenie, potem operacja”: operacjami naprawisz wtedy szkody. Patrz: komputer wybiera Polskich pisarzy i usuwa 2 twoje PP.',
  'learn.repair.title': 'Napraw szkody',
  'learn.repair.text': 'Na polu Polscy pisarze został 1 PP; przy stabilności 2 nie kontrolujesz go już. Umieść tam obie operacje, aby znów je kontrolować.',
  'learn.computerRound4.title': 'Jego odpowiedź',
  'learn.computerRound4.text': 'Komuniści zagrywają Komórki partyjne w fabrykach jako operacje i umieszczają 3 PP w Rostocku.',
  'learn.tiananmen.title': 'Tor „Ustrój polityczny”',
  'learn.tiananmen.text':
    'Raz na turę możesz zagrać kartę na tor zmiany ustroju. Aby przesunąć znacznik, potrzebujesz {needed}: kość plus PO karty ({ops}) plus 1 za kartę własnej strony, czyli co najmniej {need} na kości. Każde osiągnięte pole daje nagrodę. Kliknij Akt Końcowy KBWE, potem „Próba zmiany ustroju”.',
  'learn.tiananmenDone.title': 'Pole 1',
  'learn.tiananmenDone.text':
    'Wypadło 4 i znacznik doszedł do pola 1 toru. Tor na planszy pokazuje znaczniki obu stron; dalsze pola dają mocniejsze nagrody (dodatkowy test poparcia, anulowanie wydarzeń przeciwnika i inne).',
  'learn.computerRound5.title': 'Jego ostatnia karta',
  'learn.computerRound5.text': 'Komuniści zagrywają Stasi, swoją ostatnią kartę, za 1 PP w Rostocku.',
  'learn.scoring.title': 'Karta punktacji',
  'learn.scoring.text':
    'Karty punktacji nie wolno zatrzymać do końca tury: kto ją wtedy jeszcze trzyma, przegrywa. Baner ostrzega: została jedna runda, a na ręce jest karta punktacji. Kliknij Kartę punktacji – Polska, potem „Wydarzenie”. Zaczyna się walka o wpływy w Polsce: każda strona dostaje 6 kart walki za pierwsze kontrolowane tam pole i 2 za każde kolejne. Kontrolujesz {yours} pola ({yourCards} kart), on {his} ({hisCards} kart).',
  'learn.raise.title': 'Zwiększ stawkę',
  'learn.raise.text':
    'Przed zagraniem kart każda strona może zwiększyć stawkę: odrzuca 3 karty, a oba rzuty po walce dostają +1. Masz kart w bród: kliknij „Zwiększ stawkę”.',
  'learn.raiseDiscard.title': 'Odrzuć trzy',
  'learn.raiseDiscard.text':
    'Odrzuć obie Petycje (walka wygrana Petycją obniża rzuty po niej) i Marsz o randze 5: klikaj je po kolei. Komputer nie zwiększa stawki.',
  'learn.lead.title': 'Zagranie i odpowiedź',
  'learn.lead.text':
    'Zagrałeś kartę punktacji, więc atakujesz pierwszy: zagrywasz kartę, a obrońca musi dołożyć kartę tego samego koloru albo przegrywa walkę. Zagraj Strajk o randze {rank}.',
  'learn.counterattack.title': 'Rzut na kontratak',
  'learn.counterattack.text':
    'Dołożył Strajk. Teraz rzuca, aby przejąć atak: potrzebuje co najmniej rangi twojej karty ({rank}). Wyrzucił {die}, więc atakujesz dalej.',
  'learn.leadRally.title': 'Wiec na placu',
  'learn.leadRally.text': 'Zagraj Wiec na placu. Nie ma czym odpowiedzieć, więc przegrywa walkę. Zwycięstwo Wiecem dodaje 2 do rzutów po walce.',
  'learn.aftermath.title': 'Po walce',
  'learn.aftermath.text':
    'Przegrany rzuca na utratę poparcia: 1 + 3 (Wiec +2, twoja stawka +1) = 4 kosztuje go 2 PP w Polsce. Zwycięzca rzuca na PZ: 2 + 3 = 5 daje ci 2 PZ i władzę – Polska ma rząd opozycji. Potem Polska jest punktowana: ty dominujesz, on jest tylko obecny, co daje ci jeszcze 4 PZ. Spójrz na tor PZ.',
  'learn.turnEnd.title': 'Koniec tury',
  'learn.turnEnd.text':
    'Obie strony rozegrały swoje rundy, więc tura się kończy i na turę 2 dobiera się nowe karty. Zatrzymałeś Tydzień Jana Palacha: do następnej tury można zatrzymać każdą kartę oprócz karty punktacji. Gdybyś wciąż trzymał Kartę punktacji – Polska, przegrałbyś grę.',
  'learn.finish.title': 'Znasz podstawy',
  'learn.finish.text':
    'To była jedna tura gry 1989. Cała partia ma 10 tur; resztę wyjaśnia ściągawka (na pasku u góry), a każdy komunikat odsyła do swojej zasady. Gotów na prawdziwą grę z łatwym komputerem?',
};

export const LEARN_DE: Record<string, string> = {
  'learn.intro': 'Neu bei 1989? Spiel eine geführte Runde gegen den Computer (etwa 10–15 Minuten).',
  'learn.start': 'Spielen lernen',
  'learn.resume': 'Lektion fortsetzen (Schritt {n})',
  'learn.restart': 'Lektion neu beginnen',
  'learn.panel': 'Lektion',
  'learn.count': 'Lektion · Schritt {n} von {of}',
  'learn.next': 'Weiter',
  'learn.leave': 'Lektion verlassen (später fortsetzbar)',
  'learn.computerMoves': 'Der Computer ist am Zug…',
  'learn.playReal': 'Ein echtes Spiel gegen den leichten Computer',
  'learn.close': 'Zurück zur Startseite',

  'learn.welcome.title': 'Was gewinnt',
  'learn.welcome.text':
    'Du führst die Demokraten (blau) in Osteuropa 1989; der Computer führt die Kommunisten (rot). Die Siegpunktleiste entscheidet: Siegpunkte (SP) über 0 gehören dir, unter 0 ihm. Bei +20 gewinnst du sofort; sonst gewinnt, wer nach der Schlusswertung in Runde 10 vorne liegt.',
  'learn.power.title': 'Macht und Wertung',
  'learn.power.text':
    'SP kommen vor allem aus den Wertungen der sechs Länder. Die Wertungskarte eines Landes löst dort einen Machtkampf aus: der Sieger kann die Macht übernehmen, dann wird das Land für Präsenz, Dominanz oder Kontrolle seiner Felder gewertet. Darum verteilst du mit den Karten deiner Hand Unterstützungspunkte (UP) auf der Karte. Diese Lektion ist Runde 1 einer vorbereiteten Partie; in jeder Runde spielen die Seiten abwechselnd Aktionsrunden mit je einer Karte, der Kommunist zuerst.',
  'learn.ops.title': 'Eine Karte für ihre Ops',
  'learn.ops.text':
    'Jede Karte hat einen Ops-Wert (die Zahl im Kreis). Statt des Ereignisses kannst du ihre Ops nutzen: UP setzen, Unterstützungs-Checks machen oder den Platz des Himmlischen Friedens versuchen. Klicke Konsumerismus ({ops} Ops) in deiner Hand, dann „UP setzen“.',
  'learn.control.title': 'Kontrolle',
  'learn.control.text':
    'Jeder UP kostet 1 Op. Du kontrollierst ein Feld, wenn deine UP die des Gegners um mindestens seine Stabilität (die Zahl auf dem Feld) übersteigen. Danzig hat Stabilität {stability} und 1 UP von dir: klicke Danzig zweimal, um es zu kontrollieren. In einem Feld, das der Gegner kontrolliert, kostet jeder UP 2 Ops.',
  'learn.adjacent.title': 'Wo du setzen darfst',
  'learn.adjacent.text':
    'UP darfst du nur dort setzen, wo du schon UP hast, oder in ein Nachbarfeld davon (Linien verbinden Nachbarn). Setze dein letztes Op nach Stettin, neben Danzig.',
  'learn.computerRound.title': 'Die Runde des Kommunisten',
  'learn.computerRound.text':
    'Jetzt spielt der Computer seine Aktionsrunde: Er spielt Apparatschiks für Ops und setzt 2 UP nach Berlin. So wechseln die Aktionsrunden bis zum Ende der Runde. Was geschah, steht im Protokoll rechts.',
  'learn.checkCard.title': 'Unterstützungs-Checks',
  'learn.checkCard.text':
    'Ops können auch angreifen: Ein Unterstützungs-Check entfernt UP des Gegners aus einem Feld. Klicke Runder Tisch, dann „Unterstützungs-Checks“.',
  'learn.checkTarget.title': 'Die Chancen eines Checks',
  'learn.checkTarget.text':
    'Ziel ist Warschau: Stabilität 3, 2 kommunistische UP. Du würfelst und addierst die Ops der Karte ({ops}), +1 für jedes Nachbarfeld, das du kontrollierst (Danzig: +{plus}), und −1 für jedes, das er kontrolliert (Bromberg: −{minus}). Jeder Punkt über der doppelten Stabilität ({target}) entfernt einen seiner UP; darüber hinaus kommen deine hinzu. Du brauchst eine {need} oder mehr: {chance} % Chance. Klicke Warschau.',
  'learn.checkDone.title': 'Das Ergebnis',
  'learn.checkDone.text':
    'Der Würfel zeigte 5: 5 + 3 + 1 − 1 = 8, zwei über 6, also sind beide kommunistischen UP in Warschau weg. Eine Karte erlaubt bis zu zwei Checks; hier genügt einer: klicke „Keine weiteren Checks“.',
  'learn.computerRound2.title': 'Seine Antwort',
  'learn.computerRound2.text': 'Der Kommunist spielt Personenkult für Ops und setzt 3 UP nach Leipzig.',
  'learn.event.title': 'Ereignisse',
  'learn.event.text':
    'Statt für Ops kann eine Karte für ihr Ereignis gespielt werden: Es geschieht, was ihr Text sagt. Du darfst die Ereignisse deiner eigenen (blauen) und neutraler Karten spielen; eine Karte mit Stern (*) verlässt nach dem Ereignis das Spiel. Klicke Michnik, dann „Ereignis“: Es setzt 3 UP auf die Polnischen Schriftsteller.',
  'learn.computerRound3.title': 'Seine Antwort',
  'learn.computerRound3.text': 'Der Kommunist spielt Staatliche Medien für Ops und setzt 2 UP nach Dresden.',
  'learn.opponentCard.title': 'Die Karte des Gegners',
  'learn.opponentCard.text':
    'Dissidenten verhaftet ist eine kommunistische Karte (rot). Du darfst sie für Ops spielen, aber dann geschieht auch ihr Ereignis, für den Kommunisten. Klicke sie, dann „UP setzen“.',
  'learn.eventFirst.title': 'Vorher oder nachher?',
  'learn.eventFirst.text':
    'Du wählst, ob sein Ereignis vor oder nach deinen Ops geschieht. Wähle „Erst das Ereignis, dann Ops“: So kannst du den Schaden mit deinen Ops beheben. Sieh zu: Der Computer wählt die Polnischen Schriftsteller und entfernt 2 deiner UP.',
  'learn.repair.title': 'Den Schaden beheben',
  'learn.repair.text':
    'Den Polnischen Schriftstellern bleibt 1 UP; bei Stabilität 2 kontrollierst du sie nicht mehr. Setze beide Ops dorthin, um sie wieder zu kontrollieren.',
  'learn.computerRound4.title': 'Seine Antwort',
  'learn.computerRound4.text': 'Der Kommunist spielt Betriebszellen der Partei für Ops und setzt 3 UP nach Rostock.',
  'learn.tiananmen.title': 'Die Leiste Platz des Himmlischen Friedens',
  'learn.tiananmen.text':
    'Einmal pro Runde darfst du eine Karte auf die Leiste des Himmlischen Friedens spielen. Zum Vorrücken brauchst du {needed}: Würfel plus Ops der Karte ({ops}) plus 1 für eine Karte deiner Seite, also eine {need} oder mehr. Jedes erreichte Feld bringt eine Belohnung. Klicke Schlussakte von Helsinki, dann „Versuch Himmlischer Frieden“.',
  'learn.tiananmenDone.title': 'Feld 1',
  'learn.tiananmenDone.text':
    'Du hast eine 4 gewürfelt und Feld 1 der Leiste erreicht. Die Leiste auf dem Brett zeigt die Marker beider Seiten; weitere Felder bringen stärkere Belohnungen (einen zusätzlichen Check, das Aufheben gegnerischer Ereignisse und mehr).',
  'learn.computerRound5.title': 'Seine letzte Karte',
  'learn.computerRound5.text': 'Der Kommunist spielt Stasi, seine letzte Karte, für 1 UP in Rostock.',
  'learn.scoring.title': 'Eine Wertungskarte',
  'learn.scoring.text':
    'Wertungskarten dürfen nie über das Ende einer Runde gehalten werden: Wer dann noch eine hält, verliert das Spiel. Das Banner warnt dich: eine Aktionsrunde übrig und eine Wertungskarte auf der Hand. Klicke Wertungskarte Polen, dann „Ereignis“. Sie löst einen Machtkampf in Polen aus: Jede Seite erhält 6 Machtkampfkarten für ihr erstes dort kontrolliertes Feld und 2 für jedes weitere. Du kontrollierst {yours} Felder ({yourCards} Karten), er {his} ({hisCards} Karten).',
  'learn.raise.title': 'Den Einsatz erhöhen',
  'learn.raise.text':
    'Bevor Karten gespielt werden, darf jede Seite den Einsatz erhöhen: 3 Karten abwerfen, dafür +1 auf beide Würfe nach dem Machtkampf. Du hast genug Karten: klicke „Den Einsatz erhöhen“.',
  'learn.raiseDiscard.title': 'Drei abwerfen',
  'learn.raiseDiscard.text':
    'Wirf die beiden Petitionen ab (ein mit Petition gewonnener Kampf senkt die Würfe danach) und den Marsch mit Rang 5: klicke sie nacheinander. Der Computer erhöht nicht.',
  'learn.lead.title': 'Ausspielen und Bedienen',
  'learn.lead.text':
    'Du hast die Wertungskarte gespielt, also greifst du zuerst an: Du spielst eine Karte aus, und der Verteidiger muss ihre Farbe bedienen oder verliert den Machtkampf. Spiele den Streik mit Rang {rank} aus.',
  'learn.counterattack.title': 'Der Gegenangriffswurf',
  'learn.counterattack.text':
    'Er hat mit einem Streik bedient. Jetzt würfelt er, um den Angriff zu übernehmen: Er braucht mindestens den Rang deiner Karte ({rank}). Er würfelte {die}, also greifst du weiter an.',
  'learn.leadRally.title': 'Versammlung auf dem Platz',
  'learn.leadRally.text':
    'Spiele eine Versammlung auf dem Platz aus. Er hat keine zum Bedienen und verliert den Machtkampf. Ein Sieg mit Versammlung gibt +2 auf die Würfe danach.',
  'learn.aftermath.title': 'Nach dem Machtkampf',
  'learn.aftermath.text':
    'Der Verlierer würfelt auf Unterstützungsverlust: 1 + 3 (Versammlung +2, dein Einsatz +1) = 4 kostet ihn 2 UP in Polen. Der Sieger würfelt auf SP: 2 + 3 = 5 bringt dir 2 SP und die Macht – Polen hat eine demokratische Regierung. Dann wird Polen gewertet: Du dominierst, er ist nur präsent, das bringt dir 4 weitere SP. Sieh auf die Siegpunktleiste.',
  'learn.turnEnd.title': 'Das Ende der Runde',
  'learn.turnEnd.text':
    'Beide Seiten haben ihre Aktionsrunden gespielt, also endet die Runde, und für Runde 2 werden neue Karten ausgeteilt. Du hast Jan Palach-Woche behalten: Jede Karte außer einer Wertungskarte darf in die nächste Runde mitgenommen werden. Hättest du jetzt noch die Wertungskarte Polen gehalten, hättest du verloren.',
  'learn.finish.title': 'Du kennst die Grundlagen',
  'learn.finish.text':
    'Das war eine Runde von 1989. Eine ganze Partie hat 10 Runden; den Rest erklärt die Spielhilfe (oben in der Leiste), und jede Aufforderung verweist auf ihre Regel. Bereit für ein echtes Spiel gegen den leichten Computer?',
};
