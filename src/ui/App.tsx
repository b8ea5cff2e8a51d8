/** Placeholder page: shows the engine's state and lets both players click through legal actions. */
import { useState } from 'react';
import { apply, legalActions, newGame, viewFor, type Action, type GameState } from '../engine';
import { CARDS, SPACES } from '../engine/data';

function describe(a: Action): string {
  switch (a.type) {
    case 'play':
      return `${CARDS[a.card]!.names.en} → ${a.use}`;
    case 'place':
    case 'check':
    case 'remove':
      return `${a.type} ${SPACES.find((s) => s.id === a.space)!.names.en}`;
    default:
      return `${a.type} ${JSON.stringify({ ...a, side: undefined, type: undefined })}`;
  }
}

export function App() {
  const [state, setState] = useState<GameState>(() => newGame({ seed: String(Date.now()) }));
  const side = state.prompt?.side ?? 'communist';
  const view = viewFor(state, side);
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <h1>1989 Jesień Narodów / Dawn of Freedom</h1>
      <p>
        Turn {view.turn}, round {view.round} · VP {view.vp} · {view.result ? `Game over: ${view.result.winner ?? 'draw'}` : `${side} decides: ${view.prompt?.kind} (rule ${view.prompt?.rule})`}
      </p>
      <p>Hand: {view.hand.map((c) => CARDS[c]!.names.en).join(', ')}</p>
      <ul>
        {legalActions(state).map((a, i) => (
          <li key={i}>
            <button onClick={() => setState(apply(state, a))}>{describe(a)}</button>
          </li>
        ))}
      </ul>
      <pre style={{ maxHeight: 240, overflow: 'auto' }}>{view.log.slice(-15).map((e) => `${e.key} ${JSON.stringify(e.params)}`).join('\n')}</pre>
    </main>
  );
}
