/** Karta pomocy gracza po polsku, własnymi słowami, w terminologii polskiego wydania (numery zasad z instrukcji). */
import type { AidText } from '../types';

const text: AidText = {
  title: 'Karta pomocy gracza',
  intro: 'Skrót zasad do sprawdzania w trakcie gry. Numery odnoszą się do instrukcji; gdy karta mówi inaczej, rozstrzyga karta (5.4).',
  sections: [
    {
      id: 'sequence',
      rules: ['3', '4'],
      title: 'Przebieg tury (4.5)',
      body: [
        'Przygotowanie (3.0): każda strona zaczyna z nadrukowanymi PP, potem strony na zmianę dokładają 7 PP — Komuniści 2, Opozycjoniści 3, Komuniści 3, Opozycjoniści 4, Komuniści 2 — tylko na pola bez PP przeciwnika.',
        'Każda z 10 tur przebiega tak:',
        {
          list: [
            'Rozdanie kart wydarzeń: ręce uzupełnia się do 8 kart, na zmianę, zaczynając od Komunistów (4.5.1). Karty Połowa roku wtasowuje się do talii po 3. turze, karty Koniec roku po 7. turze (4.5.6).',
            'Rundy akcji: po 7 dla każdej strony, zawsze najpierw Komuniści; jedna karta na rundę, rozpatrzona w całości przed następną rundą (4.5.2). Karta, która zostanie, może być zatrzymana na później.',
            'Dodatkowy test poparcia dla strony, która ma nagrodę z 6. pola toru Ustrój polityczny (4.5.3).',
            'Sprawdzenie zatrzymanych kart: kto ma na ręce kartę punktacji, przegrywa; jeśli obie strony — remis (4.5.4, 10.2).',
            'Obchody Sylwestra ({#104}), jeśli to wydarzenie działa: gra się kończy (10.3).',
            'Przesunięcie żetonu Tura; po 10. turze punktacja końcowa (10.4).',
          ],
        },
        'Kartę punktacji trzeba zagrać w turze, w której się ją dostało. Strona bez kart traci rundę akcji.',
      ],
    },
    {
      id: 'cards',
      rules: ['5', '7', '11', 'card'],
      title: 'Zagranie karty: wydarzenie albo PO (5.0, 7.0)',
      body: [
        'Każda karta poza kartami punktacji ma wartość PO (2.2.1). Kartę zagrywa się albo jako wydarzenie, albo dla jej Punktów Operacyjnych (PO). Wszystkie PO idą na jedno: umieszczenie PP, dwa testy poparcia albo próbę zmiany ustroju politycznego (6.0).',
        'Gdy zagrywasz dla PO kartę z wydarzeniem przeciwnika, jego wydarzenie i tak się odbywa; zagrywający decyduje, czy przed swoimi PO, czy po nich (5.2). Wydarzenie, które nie może zajść, nie zachodzi; karta z asteryskiem trafia wtedy na stos kart odrzuconych zamiast zostać usunięta.',
        'Karta użyta do próby zmiany ustroju politycznego nie uruchamia żadnego wydarzenia, także wydarzenia przeciwnika (6.3.6). Wydarzenia trwałe leżą przed graczem, dopóki nie wygasną (7.2); niektóre zmieniają PO kolejnych kart (7.3).',
      ],
    },
    {
      id: 'placement',
      rules: ['6', '6.1'],
      title: 'Umieszczanie punktów poparcia (6.1)',
      body: [
        'PP umieszcza się po jednym, na polu, na którym w chwili zagrania karty były już twoje PP, albo na polu sąsiednim — PP dołożone w tym zagraniu nie otwierają nowych pól (6.1.2).',
        {
          list: [
            '1 PO za PP na polu kontrolowanym przez ciebie lub przez nikogo.',
            '2 PO za PP na polu kontrolowanym przez przeciwnika; gdy przestanie ono do niego należeć, kolejne PP kosztują tam 1 (6.1.3).',
          ],
        },
        'PO można rozdzielić na kilka pól i państw (6.1.4).',
      ],
    },
    {
      id: 'checks',
      rules: ['6.2'],
      title: 'Test poparcia (6.2)',
      body: [
        'Karta zagrana na testy poparcia daje dwa testy, niezależnie od PO (6.2.2). Pierwszy rozpatruje się przed wskazaniem drugiego celu; na celu muszą być PP przeciwnika na początku każdego testu, a twoje PP nie muszą być ani tam, ani obok (6.2.3).',
        'Kość + PO karty + 1 za każde sąsiednie pole kontrolowane przez ciebie − 1 za każde sąsiednie pole kontrolowane przez przeciwnika, przeciw podwojonej stabilności pola (6.2.4).',
        'Jeśli wynik przewyższa podwojoną stabilność, różnicę zdejmuje się z PP przeciwnika na tym polu; czego nie da się zdjąć, dokłada się jako twoje PP (6.2.5). Wynik równy lub niższy: nic się nie dzieje (6.2.6).',
      ],
    },
    {
      id: 'tiananmen',
      rules: ['6.3'],
      title: 'Tor Ustrój polityczny (6.3)',
      body: [
        'Próba przesuwa twój żeton na kolejne pole: kość + PO karty, +1 za własne wydarzenie, +1 gdy to kolejna próba na to pole, +1 dla Komunistów, gdy działa {#53} (6.3.1). Udaje się, gdy wynik osiągnie liczbę pola dla twojej strony (6.3.2).',
        'Jedna próba na turę (6.3.3); wydarzenie karty nie zachodzi (6.3.6). Kto pierwszy dotrze do pola, dostaje jego nagrodę: pola 3 i 4 dają ją od razu, na stałe; nagroda trwała wygasa, gdy przeciwnik dotrze do tego samego pola (6.3.5). Kto dotrze na ostatnie pole, nie podejmuje już prób (6.3.7); {#85} przesuwa żeton o pole niezależnie od prób (6.3.4).',
        { table: 'tiananmen' },
      ],
    },
    {
      id: 'power-struggle',
      rules: ['8'],
      title: 'Walka o wpływy (8.0)',
      body: [
        'Zagranie karty punktacji państwa rozpoczyna tam walkę o wpływy:',
        {
          list: [
            'Rozdanie: 6 kart walki o wpływy za pierwsze kontrolowane pole w państwie i 2 za każde następne; wydarzenia mogą to zmienić (8.1).',
            'Zwiększenie stawki: zaczynając od gracza, który zagrał kartę punktacji, każdy może odrzucić 3 karty; każde zwiększenie daje +1 do obu rzutów następstw, bez względu na zwycięzcę (8.2).',
            'Zagrywanie kart: pierwszy atakuje gracz, który zagrał kartę punktacji (8.3.1). Atakujący zagrywa kartę koloru, Lidera rodzaju pola, które kontroluje w tym państwie (wskazując kolor), albo Jokera innego niż Nieskuteczna taktyka, który działa, jak mówi, i oddaje inicjatywę obrońcy. Obrońca odpowiada tym samym kolorem (liczy się też Lider rodzaju pola, które kontroluje), zagrywa Nieskuteczną taktykę, która wyklucza ten kolor, i broni się dalej, albo się poddaje; po odpowiedzi rzuca o inicjatywę i potrzebuje co najmniej rangi karty atakującego — Wiec na placu (ranga 1) oddaje mu ją od razu (8.3.2). Atakujący nie może się poddać, dopóki może zagrać kartę (8.3.3); atakujący bez karty do zagrania przegrywa (8.3.2).',
            'Następstwa: przegrany wykonuje rzut na utratę poparcia, zwycięzca rzut na PZ; Petycja −2, Wiec na placu +2, +1 za każde zwiększenie stawki (8.4). Zmodyfikowany rzut Opozycjonistów na PZ 4 lub więcej odbiera Komunistom władzę (8.4.4); Komuniści, którzy ją zachowali, mogą się jej zrzec (8.4.5), inaczej dostają wartość władzy państwa razy liczbę zagrań jego karty punktacji, a karta jest odrzucana (8.4.6). Gdy władzę mają Opozycjoniści, karta punktacji jest usuwana z gry (8.4.4, 8.4.5, 8.4.7).',
            'Punktacja: państwo jest punktowane (9.0).',
          ],
        },
        { table: 'results' },
      ],
    },
    {
      id: 'scoring',
      rules: ['2.1.7', '9'],
      title: 'Kontrola pól i punktacja państwa (2.1.7, 9.0)',
      body: [
        'Strona kontroluje pole, gdy jej PP przewyższają tam PP przeciwnika co najmniej o stabilność pola (2.1.7). Pola zmagań, z podwójną ramką, liczą się do dominacji i kontroli i dają po 1 PZ (2.1.5). Poziomy w państwie (9.2):',
        {
          list: [
            'Obecność: kontrolujesz w państwie co najmniej jedno pole.',
            'Dominacja: kontrolujesz tam więcej pól i więcej pól zmagań niż przeciwnik, w tym co najmniej jedno pole zmagań i jedno inne pole.',
            'Kontrola: kontrolujesz więcej pól niż przeciwnik i wszystkie pola zmagań w państwie.',
          ],
        },
        'Każda strona dostaje wartość swojego najwyższego poziomu w państwie i 1 PZ za każde kontrolowane tam pole zmagań; różnica przesuwa żeton PZ (9.3.1–9.3.3).',
        { table: 'scoring' },
      ],
    },
    {
      id: 'ussr',
      rules: ['12'],
      title: 'Stabilność ZSRR (12.0)',
      body: [
        'Cztery wydarzenia przesuwają żeton po torze, każde daje podane PZ. Po wydarzeniu {#84} karty {#14} nie można już zagrać jako wydarzenia (12.4).',
        { table: 'ussr' },
      ],
    },
    {
      id: 'victory',
      rules: ['10'],
      title: 'Zwycięstwo (10.0)',
      body: [
        {
          list: [
            'Automatyczne zwycięstwo: 20 PZ dla jednej strony (Opozycjoniści +20, Komuniści −20) wygrywa w chwili osiągnięcia; w walce o wpływy sprawdza się je dopiero po całej walce z punktacją; nigdy w punktacji końcowej (10.1, 10.4.2).',
            'Zatrzymana karta punktacji: strona, która ma ją na ręce przy sprawdzaniu kart, przegrywa; obie strony — remis (10.2).',
            '{#104}, jeśli Komuniści zdecydowali się zakończyć grę: kończy się ona po tej turze, bez punktacji końcowej; Opozycjoniści mogą jeszcze przeprowadzić jedną walkę o wpływy, z inicjatywą, w państwie, w którym Komuniści wciąż mają władzę; potem wygrywa prowadzący, a 0 to remis (10.3).',
            'Punktacja końcowa po 10. turze: wszystkie państwa są punktowane bez walki o wpływy, a Komuniści dostają −4 PZ za każde państwo, w którym wciąż mają władzę (10.4.1). Wynik powyżej zera wygrywają Opozycjoniści, poniżej zera Komuniści, zero to remis (10.4).',
          ],
        },
        { table: 'finalBonus' },
      ],
    },
    {
      id: 'balance',
      rules: ['13'],
      title: 'Licytacja równowagi (13.0, zasada opcjonalna)',
      body: [
        'Każdy gracz w tajemnicy oferuje dodatkowe PP dla strony, którą ma grać przeciwnik. Oferty dla tej samej strony: wygrywa wyższa; dla przeciwnych stron: każdy gra stroną zaoferowaną jemu i nikt nie dostaje PP; równe oferty: rozstrzyga rzut kością. PP zwycięskiej oferty umieszcza się po przygotowaniu na polach bez PP przeciwnika.',
      ],
    },
    {
      id: 'family',
      rules: ['TR'],
      title: 'Wariant rodzinny (TR)',
      body: [
        'Partia ma 10 tur po 8 rund, po 4 na gracza; każda strona dobiera z własnej talii kart wydarzeń, bez kart neutralnych (TR.1.1, TR.2.1). Na początku tury gracze dobierają do 5 kart i uzupełniają karty walki o wpływy do 3 (TR.2.4.1).',
        'Umieszczanie poparcia: zaczynając od Opozycjonistów, gracze zagrywają karty i umieszczają tyle PP, ile PO ma karta, na swoich polach lub obok nich, nie na polach kontrolowanych przez przeciwnika (TR.2.4.2).',
        'Rundy graczy, zaczynając od Opozycjonistów: przemieszczenie PP między sąsiednimi kontrolowanymi polami albo przejęcie sąsiedniego pola, pustego lub kontrolowanego przez przeciwnika: każdy przeniesiony PP dodaje 1 do ataku, obie strony rzucają kością, a obrońca pola, które kontroluje, dolicza swoje PP na nim i jego stabilność; każdy może dołożyć jedną kartę walki o wpływy, jej rangę (W wygrywa od razu; dwie karty W się znoszą); przegrany zdejmuje tam swoje PP, remis wygrywają Komuniści (TR.2.4.3).',
        'Na koniec każdej tury punktuje się wszystkie państwa; 20 PZ wygrywa wtedy od razu (TR.2.4.4, TR.3.1). W przeciwnym razie po 10. turze wygrywa prowadzący, a przy 0 wygrywają Komuniści (TR.3.2).',
      ],
    },
  ],
  awardEffects: {
    1: '+1 do twoich rzutów na torze (trwała)',
    2: 'twoje karty z nadrukowanym 1 PO liczą się jako 2 PO (trwała)',
    3: 'od razu: dobierz 3 karty, zatrzymaj 1, resztę odrzuć',
    4: 'od razu: usuń 2 PP przeciwnika z dowolnych pól',
    5: 'na początku każdej tury: odrzuć kartę niebędącą kartą punktacji i dobierz inną (trwała)',
    6: 'darmowy test poparcia za 2 PO na koniec każdej tury (trwała)',
    7: 'raz na turę: zagraj kartę dla PO bez wydarzenia przeciwnika (trwała)',
    8: 'raz na turę: użyj karty i dla PO, i dla wydarzenia, w wybranej kolejności (trwała)',
  },
  heads: {
    country: 'Państwo',
    presence: 'Obecność',
    domination: 'Dominacja',
    control: 'Kontrola',
    battlegrounds: 'Pola zmagań',
    powerValue: 'Wartość władzy',
    roll: 'Zmodyfikowany rzut',
    supportLoss: 'PP zdejmowane przez przegranego',
    vp: 'PZ dla zwycięzcy',
    takesPower: 'Opozycjoniści przejmują władzę',
    box: 'Pole',
    needs: 'Wymaga (O / K)',
    award: 'Nagroda (Opozycjoniści / Komuniści)',
    effect: 'Działanie dla pierwszego',
    step: 'Pozycja',
    card: 'Karta',
    countries: 'Państwa wciąż pod władzą Komunistów',
    bonus: 'Premia Komunistów',
    glossary: 'Słowniczek',
    yes: 'tak',
    no: 'nie',
  },
};
export default text;
