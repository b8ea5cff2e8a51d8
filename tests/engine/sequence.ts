/** Helpers that move a game through whole action rounds and turns for sequence tests. */
import { apply, legalActions, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { isScoring } from '../../src/engine/zones';

/**
 * The phasing player plays a card for support checks and forgoes them (the quickest legal round),
 * preferring his own cards so that no opponent event fires; any other decision the play raises
 * is answered with 'done' or the first legal action.
 */
export function passRound(s: GameState): GameState {
  const side = s.prompt?.side;
  const plays = legalActions(s).filter((a) => a.type === 'play' && a.use === 'check' && !isScoring(a.card));
  const play = plays.find((a) => a.type === 'play' && CARDS[a.card]!.side === side) ?? plays[0];
  if (!play) throw new Error(`no quick play for ${side}: ${JSON.stringify(s.prompt)}`);
  s = apply(s, play);
  // the play is under way while its card is in play and no action round has begun
  const card = (play as Extract<typeof play, { type: 'play' }>).card;
  while (!s.result && s.prompt?.kind !== 'actionRound' && s.inPlay.includes(card)) {
    const legal = legalActions(s);
    s = apply(s, legal.find((a) => a.type === 'done' || (a.type === 'eventTiming' && a.when === 'after')) ?? legal[0]!);
  }
  return s;
}

/** Pass rounds until the turn number changes or the game ends. */
export function finishTurn(s: GameState): GameState {
  const turn = s.turn;
  while (!s.result && s.turn === turn) {
    if (s.prompt?.kind !== 'actionRound') throw new Error(`unexpected prompt ${s.prompt?.kind}`);
    s = passRound(s);
  }
  return s;
}

/** Scoring cards out of the way, so a sequence test is not ended by a held scoring card. */
export function withoutScoringCards(d: GameState): void {
  for (const pile of [d.drawPile, d.notYetAdded, d.discard, d.hands.communist, d.hands.democrat]) {
    for (const c of [...pile])
      if (isScoring(c)) {
        pile.splice(pile.indexOf(c), 1);
        d.removed.push(c);
      }
  }
}
