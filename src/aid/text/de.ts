/** Die Spielhilfe auf Deutsch, in eigenen Worten (Regelnummern des Regelhefts). */
import type { AidText } from '../types';

const text: AidText = {
  title: 'Spielhilfe',
  intro:
    'Eine Kurzfassung der Regeln zum Nachschlagen während des Spiels. Die Nummern sind die des Regelhefts; sagt eine Karte etwas anderes, gilt die Karte (5.4).',
  sections: [
    {
      id: 'sequence',
      rules: ['3', '4'],
      title: 'Rundenablauf (4.5)',
      body: [
        'Aufbau (3.0): Jede Seite beginnt mit ihren aufgedruckten UP, danach setzen die Seiten abwechselnd 7 weitere — Kommunist 2, Demokrat 3, Kommunist 3, Demokrat 4, Kommunist 2 — nur in Felder ohne UP des Gegenübers.',
        'Jede der 10 Runden läuft so ab:',
        {
          list: [
            'Strategiekarten ausgeben: die Hände werden abwechselnd auf 8 Karten aufgefüllt, der Kommunist zuerst (4.5.1). Die Karten des mittleren Abschnitts werden nach Runde 3 ins Deck gemischt, die des späten Abschnitts nach Runde 7 (4.5.6).',
            'Aktionsrunden: je 7 pro Seite, immer zuerst der Kommunist; eine Karte pro Aktionsrunde, vollständig abgehandelt, bevor die nächste beginnt (4.5.2). Die übrige Karte darf man behalten.',
            'Zusätzlicher Unterstützungs-Check für die Seite mit der Belohnung von Feld 6 der Leiste Himmlischer Frieden (4.5.3).',
            'Gehaltene Karten prüfen: wer noch eine Wertungskarte auf der Hand hat, verliert; haben beide eine, endet das Spiel unentschieden (4.5.4, 10.2).',
            '{#104}, wenn das Ereignis in Kraft ist: das Spiel endet (10.3).',
            'Rundenmarker vorrücken; nach Runde 10 die Endwertung (10.4).',
          ],
        },
        'Eine Wertungskarte muss in der Runde gespielt werden, in der man sie erhalten hat. Wer keine Karte hat, verliert die Aktionsrunde.',
      ],
    },
    {
      id: 'cards',
      rules: ['5', '7', '11', 'card'],
      title: 'Eine Karte spielen: Ereignis oder Ops (5.0, 7.0)',
      body: [
        'Jede Karte außer einer Wertungskarte hat einen Ops-Wert (2.2.1). Eine Karte wird entweder als Ereignis oder für ihre Operationspunkte (Ops) gespielt. Alle Ops gehen in eine Verwendung: UP setzen, zwei Unterstützungs-Checks oder ein Versuch auf dem Platz des Himmlischen Friedens (6.0).',
        'Wer eine Karte mit dem Ereignis des Gegenübers für Ops spielt, löst dessen Ereignis trotzdem aus; der Spieler der Karte bestimmt, ob es vor oder nach seinen Ops stattfindet (5.2). Ein Ereignis, das nicht stattfinden kann, entfällt; eine Karte mit Sternchen kommt dann auf den Ablagestapel statt aus dem Spiel.',
        'Eine Karte, die für einen Versuch auf dem Platz des Himmlischen Friedens verwendet wird, löst kein Ereignis aus, auch nicht das des Gegenübers (6.3.6). Dauerereignisse bleiben vor dem Spieler liegen, bis sie enden (7.2); einige ändern die Ops späterer Karten (7.3).',
      ],
    },
    {
      id: 'placement',
      rules: ['6', '6.1'],
      title: 'Unterstützungspunkte setzen (6.1)',
      body: [
        'UP werden einzeln gesetzt, in ein Feld, in dem beim Ausspielen der Karte schon eigene UP lagen, oder daneben — in diesem Zug gesetzte UP öffnen keine neuen Felder (6.1.2).',
        {
          list: [
            '1 Op pro UP in einem Feld, das man selbst oder niemand kontrolliert.',
            '2 Ops pro UP in einem Feld, das das Gegenüber kontrolliert; sobald es ihm nicht mehr gehört, kosten weitere UP dort 1 (6.1.3).',
          ],
        },
        'Die Ops dürfen auf mehrere Felder und Länder verteilt werden (6.1.4).',
      ],
    },
    {
      id: 'checks',
      rules: ['6.2'],
      title: 'Unterstützungs-Check (6.2)',
      body: [
        'Eine Karte für Unterstützungs-Checks gibt zwei Checks, unabhängig von ihren Ops (6.2.2). Der erste wird abgehandelt, bevor das zweite Ziel genannt wird; im Ziel müssen zu Beginn jedes Checks UP des Gegenübers liegen, eigene UP braucht man weder dort noch daneben (6.2.3).',
        'Würfel + Ops der Karte + 1 je angrenzendes selbst kontrolliertes Feld − 1 je angrenzendes vom Gegenüber kontrolliertes Feld, gegen die doppelte Stabilität des Feldes (6.2.4).',
        'Übertrifft das Ergebnis die doppelte Stabilität, wird die Differenz von den UP des Gegenübers dort entfernt; was nicht entfernt werden kann, kommt als eigene UP hinzu (6.2.5). Gleich oder niedriger: nichts geschieht (6.2.6).',
      ],
    },
    {
      id: 'tiananmen',
      rules: ['6.3'],
      title: 'Leiste Platz des Himmlischen Friedens (6.3)',
      body: [
        'Ein Versuch bringt den eigenen Marker ins nächste Feld: Würfel + Ops der Karte, +1 für ein eigenes Ereignis, +1 ab dem zweiten Versuch für dasselbe Feld, +1 für den Kommunisten, solange {#53} in Kraft ist (6.3.1). Er gelingt, wenn das Ergebnis die Zahl des Feldes für die eigene Seite erreicht (6.3.2).',
        'Ein Versuch pro Runde (6.3.3); das Ereignis der Karte findet nicht statt (6.3.6). Wer ein Feld zuerst erreicht, erhält seine Belohnung: Felder 3 und 4 geben sie sofort und für immer; eine dauerhafte Belohnung endet, wenn das Gegenüber dasselbe Feld erreicht (6.3.5). Wer das letzte Feld erreicht, macht keine Versuche mehr (6.3.7); {#85} rückt einen Marker neben jedem Versuch ein Feld vor (6.3.4).',
        { table: 'tiananmen' },
      ],
    },
    {
      id: 'power-struggle',
      rules: ['8'],
      title: 'Machtkampf (8.0)',
      body: [
        'Die Wertungskarte eines Landes löst dort einen Machtkampf aus:',
        {
          list: [
            'Karten ausgeben: 6 Machtkampf-Karten für das erste kontrollierte Feld im Land, 2 für jedes weitere; Ereignisse können das ändern (8.1).',
            'Einsatz erhöhen: beginnend mit dem Spieler der Wertungskarte darf jeder 3 Karten abwerfen; jede Erhöhung gibt +1 auf beide Würfe der Auswirkungen, egal wer gewinnt (8.2).',
            'Karten spielen: der Spieler der Wertungskarte greift zuerst an (8.3.1). Der Angreifer spielt eine Farbkarte, einen Anführer einer Feldart, die er im Land kontrolliert (und nennt eine Farbe), oder einen Joker außer Taktik scheitert, der wirkt, wie er sagt, und die Initiative an den Verteidiger gibt. Der Verteidiger bedient die Farbe (auch mit einem Anführer einer Feldart, die er kontrolliert), sperrt sie mit Taktik scheitert und verteidigt weiter, oder gibt auf; nach dem Bedienen würfelt er um die Initiative und braucht mindestens den Rang der Angriffskarte — eine Versammlung auf dem Platz (Rang 1) gibt sie ihm sofort (8.3.2). Der Angreifer darf nicht aufgeben, solange er spielen kann (8.3.3); ein Angreifer ohne spielbare Karte verliert (8.3.2).',
            'Auswirkungen: der Verlierer würfelt um verlorene UP, der Gewinner um SP; Petition −2, Versammlung auf dem Platz +2, +1 je Erhöhung (8.4). Ein modifizierter SP-Wurf des Demokraten von 4 oder mehr stürzt den Kommunisten (8.4.4); ein Kommunist, der an der Macht bleibt, darf sie abgeben (8.4.5), sonst erhält er den Machtwert des Landes mal die Zahl, wie oft dessen Wertungskarte gespielt wurde, und die Karte kommt auf den Ablagestapel (8.4.6). Sobald der Demokrat die Macht hat, ist die Wertungskarte aus dem Spiel (8.4.4, 8.4.5, 8.4.7).',
            'Wertung: das Land wird gewertet (9.0).',
          ],
        },
        { table: 'results' },
      ],
    },
    {
      id: 'scoring',
      rules: ['2.1.7', '9'],
      title: 'Kontrolle und Länderwertung (2.1.7, 9.0)',
      body: [
        'Ein Feld kontrolliert die Seite, deren UP dort die des Gegenübers um mindestens die Stabilität des Feldes übertreffen (2.1.7). Schlachtfelder, mit doppeltem Rahmen, zählen für Dominanz und Kontrolle und bringen je 1 SP (2.1.5). Die Stufen in einem Land (9.2):',
        {
          list: [
            'Präsenz: man kontrolliert mindestens ein Feld im Land.',
            'Dominanz: man kontrolliert dort mehr Felder und mehr Schlachtfelder als das Gegenüber, darunter mindestens ein Schlachtfeld und ein anderes Feld.',
            'Kontrolle: man kontrolliert mehr Felder als das Gegenüber und alle Schlachtfelder des Landes.',
          ],
        },
        'Jede Seite erhält den Wert ihrer höchsten Stufe im Land und 1 SP je dort kontrolliertes Schlachtfeld; die Differenz bewegt den SP-Marker (9.3.1–9.3.3).',
        { table: 'scoring' },
      ],
    },
    {
      id: 'ussr',
      rules: ['12'],
      title: 'Stabilität der UdSSR (12.0)',
      body: [
        'Vier Ereignisse rücken den Marker auf der Leiste vor, jedes mit den angegebenen SP. Nach {#84} kann {#14} nicht mehr als Ereignis gespielt werden (12.4).',
        { table: 'ussr' },
      ],
    },
    {
      id: 'victory',
      rules: ['10'],
      title: 'Sieg (10.0)',
      body: [
        {
          list: [
            'Automatischer Sieg: 20 SP für eine Seite (Demokrat +20, Kommunist −20) gewinnt sofort; in einem Machtkampf wird erst nach dem ganzen Machtkampf samt Wertung geprüft; nie in der Endwertung (10.1, 10.4.2).',
            'Gehaltene Wertungskarte: wer beim Prüfen der gehaltenen Karten eine Wertungskarte hat, verliert; beide: unentschieden (10.2).',
            '{#104}, wenn der Kommunist das Spielende gewählt hat: das Spiel endet nach dieser Runde, ohne Endwertung; der Demokrat darf vorher noch einen Machtkampf mit der Initiative in einem Land führen, in dem der Kommunist an der Macht ist; dann gewinnt, wer führt, und bei 0 ist es unentschieden (10.3).',
            'Endwertung nach Runde 10: alle Länder werden ohne Machtkampf gewertet, und der Kommunist erhält −4 SP für jedes Land, in dem er noch an der Macht ist (10.4.1). Über null gewinnt der Demokrat, unter null der Kommunist, bei null ist es unentschieden (10.4).',
          ],
        },
        { table: 'finalBonus' },
      ],
    },
    {
      id: 'balance',
      rules: ['13'],
      title: 'Gebot zum Spielausgleich (13.0, optional)',
      body: [
        'Jeder bietet verdeckt zusätzliche UP für die Seite, die das Gegenüber spielen soll. Gebote für dieselbe Seite: das höhere gewinnt; für verschiedene Seiten: jeder spielt die ihm angebotene Seite, UP gibt es keine; gleiche Gebote: ein Würfelwurf entscheidet. Die UP des Siegergebots werden nach dem Aufbau in Felder ohne UP des Gegenübers gesetzt.',
      ],
    },
    {
      id: 'family',
      rules: ['TR'],
      title: 'Familienspiel (TR)',
      body: [
        'Eine Partie hat 10 Runden zu je 8 Aktionsrunden, 4 pro Seite; jede Seite zieht aus ihrem eigenen Stapel Strategiekarten, ohne die neutralen (TR.1.1, TR.2.1). Zu Beginn jeder Runde wird die Hand auf 5 Karten und werden die Machtkampf-Karten auf 3 aufgefüllt (TR.2.4.1).',
        'Unterstützung setzen: beginnend mit dem Demokraten spielen die Spieler Karten und setzen so viele UP, wie die Karte Ops hat, in eigene Felder oder daneben, nicht in Felder des Gegenübers (TR.2.4.2).',
        'Aktionsrunden, beginnend mit dem Demokraten: UP zwischen benachbarten eigenen Feldern verschieben oder ein benachbartes Feld übernehmen, das leer ist oder das das Gegenüber kontrolliert: jeder hineinbewegte UP zählt 1 zum Angriff, beide würfeln, und der Verteidiger eines Feldes, das er kontrolliert, addiert seine UP dort und dessen Stabilität; jeder darf eine Machtkampf-Karte dazulegen, mit ihrem Rang (ein W gewinnt sofort; zwei W heben sich auf); der Verlierer nimmt dort seine UP weg, bei Gleichstand gewinnt der Kommunist (TR.2.4.3).',
        'Am Ende jeder Runde werden alle Länder gewertet; 20 SP gewinnen dann sofort (TR.2.4.4, TR.3.1). Sonst gewinnt nach Runde 10, wer führt, und bei 0 gewinnt der Kommunist (TR.3.2).',
      ],
    },
  ],
  awardEffects: {
    1: '+1 auf die eigenen Würfe auf der Leiste (dauerhaft)',
    2: 'eigene Karten mit aufgedrucktem 1 Op zählen als 2 Ops (dauerhaft)',
    3: 'sofort: 3 Karten ziehen, 1 behalten, die anderen abwerfen',
    4: 'sofort: 2 UP des Gegenübers irgendwo entfernen',
    5: 'zu Beginn jeder Runde: eine Karte, die keine Wertungskarte ist, abwerfen und eine neue ziehen (dauerhaft)',
    6: 'ein freier Unterstützungs-Check mit 2 Ops am Ende jeder Runde (dauerhaft)',
    7: 'einmal pro Runde: eine Karte für Ops ohne das Ereignis des Gegenübers spielen (dauerhaft)',
    8: 'einmal pro Runde: eine Karte für Ops und Ereignis nutzen, in beliebiger Reihenfolge (dauerhaft)',
  },
  heads: {
    country: 'Land',
    presence: 'Präsenz',
    domination: 'Dominanz',
    control: 'Kontrolle',
    battlegrounds: 'Schlachtfelder',
    powerValue: 'Machtwert',
    roll: 'Modifizierter Wurf',
    supportLoss: 'UP, die der Verlierer entfernt',
    vp: 'SP für den Gewinner',
    takesPower: 'Demokrat übernimmt die Macht',
    box: 'Feld',
    needs: 'Braucht (D / K)',
    award: 'Belohnung (Demokrat / Kommunist)',
    effect: 'Wirkung für den Ersten',
    step: 'Stufe',
    card: 'Karte',
    countries: 'Länder noch unter kommunistischer Macht',
    bonus: 'Bonus des Kommunisten',
    glossary: 'Glossar',
    yes: 'ja',
    no: 'nein',
  },
};
export default text;
