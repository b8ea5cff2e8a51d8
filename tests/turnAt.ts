/** The view at the start of a turn of a recorded game: the first state of that turn, as the table saw it. */
import { newGame, replayActions, viewFor, type GameRecord, type GameState, type PlayerView } from '../src/engine';

export function viewAtTurnStart(record: GameRecord, turn: number): PlayerView {
  let at: GameState | null = null;
  replayActions(newGame(record.options), record.actions, (s) => {
    if (s.turn === turn) {
      at = s;
      return 'stop';
    }
    return undefined;
  });
  if (!at) throw new Error(`the record never reaches turn ${turn}`);
  return viewFor(at, 'communist');
}
