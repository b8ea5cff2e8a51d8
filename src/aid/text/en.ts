/** The player aid in English, in our own words (rule numbers of the GMT rulebook). */
import type { AidText } from '../types';

const text: AidText = {
  title: 'Player aid',
  intro: 'A summary of the rules to look things up during play. The rule numbers are those of the rulebook; where a card says otherwise, the card wins (5.4).',
  sections: [
    {
      id: 'sequence',
      rules: ['3', '4'],
      title: 'Sequence of play (4.5)',
      body: [
        'Setup (3.0): each side starts with its printed SPs, then the sides place 7 more in turn — Communist 2, Democrat 3, Communist 3, Democrat 4, Communist 2 — only where the opponent has no SPs.',
        'Each of the 10 turns runs in this order:',
        {
          list: [
            'Deal strategy cards: hands are filled up to 8 cards, dealt alternately, the Communist first (4.5.1). The Middle Year cards are shuffled into the deck after turn 3, the Late Year cards after turn 7 (4.5.6).',
            'Action rounds: 7 for each side, the Communist always first; one card per round, resolved completely before the next round (4.5.2). The card left over is held for later.',
            'Extra support check, for a side that holds the Tiananmen box 6 award (4.5.3).',
            'Verify held cards: whoever still holds a scoring card loses the game; both holding one is a draw (4.5.4, 10.2).',
            '{#104}, if its event is in effect: the game ends (10.3).',
            'Advance the turn marker; after turn 10, final scoring (10.4).',
          ],
        },
        'A scoring card must be played in the turn it is drawn. A side without a card to play forfeits the action round.',
      ],
    },
    {
      id: 'cards',
      rules: ['5', '7', '11', 'card'],
      title: 'Playing a card: event or Ops (5.0, 7.0)',
      body: [
        'Every card but a scoring card has an Ops value (2.2.1). A card is played either for its event or for its Operations points (Ops). Ops go entirely to one use: placing SPs, two support checks, or a Tiananmen Square attempt (6.0).',
        'Playing a card of the opponent’s side for Ops still gives the opponent its event; the player who played the card decides whether the event comes before or after his Ops (5.2). An event that cannot happen does not; a starred card is then discarded rather than removed.',
        'A card used for a Tiananmen Square attempt has no event at all, not even the opponent’s (6.3.6). Events with a lasting effect stay in front of the player until they end (7.2); several change the Ops of later cards (7.3).',
      ],
    },
    {
      id: 'placement',
      rules: ['6', '6.1'],
      title: 'Placing support points (6.1)',
      body: [
        'SPs are placed one at a time, each in a space that already held your SPs, or next to one, when the card was played — SPs placed during this play do not open new spaces (6.1.2).',
        {
          list: [
            '1 Op per SP in a space you control or nobody controls.',
            '2 Ops per SP in a space your opponent controls; once it is no longer his, further SPs there cost 1 (6.1.3).',
          ],
        },
        'You may spread the Ops over several spaces and countries (6.1.4).',
      ],
    },
    {
      id: 'checks',
      rules: ['6.2'],
      title: 'Support check (6.2)',
      body: [
        'A card played for support checks gives two checks, whatever its Ops (6.2.2). The first is resolved before the second target is named; the target must hold opponent SPs at the start of each check, and you need no SPs of your own there or nearby (6.2.3).',
        'Die + Ops of the card + 1 for each adjacent space you control − 1 for each adjacent space the opponent controls, against 2 × the stability of the space (6.2.4).',
        'If the total beats twice the stability, the difference is removed from the opponent’s SPs there; what cannot be removed is added as your own SPs (6.2.5). Equal or lower: nothing happens (6.2.6).',
      ],
    },
    {
      id: 'tiananmen',
      rules: ['6.3'],
      title: 'Tiananmen Square track (6.3)',
      body: [
        'An attempt moves your marker to the next box: die + Ops of the card, +1 if it is your own event, +1 if you have tried this box before, +1 for the Communist while {#53} is in effect (6.3.1). It succeeds when it reaches the number of the box for your side (6.3.2).',
        'One attempt per turn (6.3.3); the card’s event never happens (6.3.6). Whoever reaches a box first gets its award: boxes 3 and 4 give theirs at once, for good; a lasting award ends when the opponent reaches the same box (6.3.5). Whoever reaches the last box makes no more attempts (6.3.7); {#85} moves a marker one box on besides any attempt (6.3.4).',
        { table: 'tiananmen' },
      ],
    },
    {
      id: 'power-struggle',
      rules: ['8'],
      title: 'Power struggle (8.0)',
      body: [
        'Playing a country’s scoring card starts a power struggle there:',
        {
          list: [
            'Deal: 6 power-struggle cards for the first space you control in the country, 2 for each further one; events may change this (8.1).',
            'Raise the stakes: starting with the player of the scoring card, each may discard 3 cards; each raise gives +1 to both aftermath rolls, whoever wins (8.2).',
            'Play: the player of the scoring card attacks first (8.3.1). The attacker leads a suited card, a leader of a kind of space he controls in the country (naming a suit), or a wild card other than Tactic Fails, which does what it says and passes the initiative to the defender. The defender matches the suit (a leader of a kind he controls counts), or plays Tactic Fails to bar that suit and keeps defending, or concedes; after a match he rolls to take the initiative and needs at least the rank of the attacking card — a Rally in the Square (rank 1) gives it to him at once (8.3.2). The attacker may not concede while he can play (8.3.3); an attacker with no card to play loses (8.3.2).',
            'Aftermath: the loser rolls for lost support, the winner for VP; Petition −2, Rally in the Square +2, +1 per raise (8.4). A modified VP roll of 4 or more by the Democrat takes power (8.4.4); a Communist who keeps power may still give it up (8.4.5), otherwise he scores the country’s power value times the number of times its scoring card has been played, and the card goes to the discard pile (8.4.6). Once the Democrat holds power, the scoring card leaves the game (8.4.4, 8.4.5, 8.4.7).',
            'Scoring: the country is scored (9.0).',
          ],
        },
        { table: 'results' },
      ],
    },
    {
      id: 'scoring',
      rules: ['2.1.7', '9'],
      title: 'Control and country scoring (2.1.7, 9.0)',
      body: [
        'A space is controlled by a side whose SPs there exceed the opponent’s by at least the space’s stability (2.1.7). Battlegrounds, drawn with a double border, count for domination and control and score 1 VP each (2.1.5). The levels in a country (9.2):',
        {
          list: [
            'Presence: you control at least one space in the country.',
            'Domination: you control more spaces and more battlegrounds there than your opponent, and at least one battleground and one other space.',
            'Control: you control more spaces than your opponent and every battleground of the country.',
          ],
        },
        'Each side scores the value of its highest level in the country, plus 1 VP for each battleground it controls there; the difference moves the VP marker (9.3.1–9.3.3).',
        { table: 'scoring' },
      ],
    },
    {
      id: 'ussr',
      rules: ['12'],
      title: 'USSR stability track (12.0)',
      body: [
        'Four events move the marker along the track, each giving the VP shown. After {#84}, {#14} can no longer be played as an event (12.4).',
        { table: 'ussr' },
      ],
    },
    {
      id: 'victory',
      rules: ['10'],
      title: 'Victory (10.0)',
      body: [
        {
          list: [
            'Automatic victory: 20 VP for one side (Democrat +20, Communist −20) wins the instant it is reached; in a power struggle it is checked only once the whole struggle, its scoring included, is over; never in final scoring (10.1, 10.4.2).',
            'Held scoring card: the side holding a scoring card when held cards are verified loses; both: a draw (10.2).',
            '{#104}, if the Communist chose to end the game: it ends after that turn, without final scoring; the Democrat may first hold one more power struggle, with the initiative, in a country where the Communist still holds power; then whoever leads wins, and 0 is a draw (10.3).',
            'Final scoring after turn 10: every country is scored without power struggles, and the Communist scores −4 VP for each country where he still holds power (10.4.1). Above zero the Democrat wins, below zero the Communist, at zero it is a draw (10.4).',
          ],
        },
        { table: 'finalBonus' },
      ],
    },
    {
      id: 'balance',
      rules: ['13'],
      title: 'Play balance bid (13.0, optional)',
      body: [
        'Each player secretly offers extra SPs for the side he wants his opponent to play. Bids for the same side: the higher wins; opposite sides: each plays the side offered to him and no SPs are given; equal bids: a die roll decides. The winning bid’s SPs are placed after setup where the opponent has none.',
      ],
    },
    {
      id: 'family',
      rules: ['TR'],
      title: 'Family game (TR)',
      body: [
        'A game of 10 turns, each of 8 rounds, 4 for each side; each side draws from its own deck of strategy cards, without the neutral ones (TR.1.1, TR.2.1). At the start of each turn hands are filled up to 5 cards and power-struggle cards topped up to 3 (TR.2.4.1).',
        'Placement: starting with the Democrat, the players play cards and place as many SPs as the card’s Ops in spaces they hold or next to them, not controlled by the opponent (TR.2.4.2).',
        'Action rounds, starting with the Democrat: move SPs between adjacent spaces you control, or take over an adjacent space that is empty or your opponent’s: each SP moved in adds 1 to the attack, both roll a die, and the defender of a space he controls adds his SPs there and its stability; each may add one power-struggle card, its rank (a W wins outright; two W cancel each other); the loser removes his SPs there, and a tie goes to the Communist (TR.2.4.3).',
        'Every country is scored at the end of each turn; 20 VP then wins at once (TR.2.4.4, TR.3.1). Otherwise the side ahead after turn 10 wins, and 0 is a Communist win (TR.3.2).',
      ],
    },
  ],
  awardEffects: {
    1: '+1 to your Tiananmen rolls (lasting)',
    2: 'your cards of printed Ops 1 count as 2 Ops (lasting)',
    3: 'at once: draw 3 cards, keep 1, discard the others',
    4: 'at once: remove 2 opponent SPs anywhere',
    5: 'at the start of each turn: discard a card that is not a scoring card and draw another (lasting)',
    6: 'a free support check with 2 Ops at the end of each turn (lasting)',
    7: 'once per turn: play a card for Ops without the opponent’s event (lasting)',
    8: 'once per turn: use a card for both its Ops and its event, in the order you choose (lasting)',
  },
  heads: {
    country: 'Country',
    presence: 'Presence',
    domination: 'Domination',
    control: 'Control',
    battlegrounds: 'Battlegrounds',
    powerValue: 'Power value',
    roll: 'Modified roll',
    supportLoss: 'SPs the loser removes',
    vp: 'VP for the winner',
    takesPower: 'Democrat takes power',
    box: 'Box',
    needs: 'Needs (D / C)',
    award: 'Award (Democrat / Communist)',
    effect: 'Effect for whoever is first',
    step: 'Step',
    card: 'Card',
    countries: 'Countries still under Communist power',
    bonus: 'Communist bonus',
    glossary: 'Glossary',
    yes: 'yes',
    no: 'no',
  },
};
export default text;
