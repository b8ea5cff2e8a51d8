// @vitest-environment jsdom
/**
 * Card faces and the power-struggle table (issue 27, items 2 and 3): a strategy card shows its
 * side's band, Ops circle, period, title in the chosen language, asterisk (2.2.4), lasting mark
 * (2.2.5) and event text; a power-struggle card its suit's symbol and rank; the table lays the
 * cards played face up in order (8.3.2), shows the raise markers (8.2.2), deal sizes (8.1), the
 * initiative and the card to match, and ends on a result card (8.3.3, 8.4).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, newGame, viewFor, type GameState, type LogEntry, playedCards } from '../../src/engine';
import { CARDS, PS_CARDS } from '../../src/engine/data';
import { cardName, cardText } from '../../src/i18n';
import { CardFace } from '../../src/ui/CardFace';
import { PsCard } from '../../src/ui/PsCard';
import { PowerStruggleTable, StruggleResult } from '../../src/ui/PowerStruggleTable';

afterEach(cleanup);

const card = (pred: (c: (typeof CARDS)[number]) => boolean) => Object.values(CARDS).find(pred)!.number;

describe('2.2 a strategy card face', () => {
  it('the side band, the Ops circle, the period, the title in the language, the asterisk, the lasting mark and the event text', () => {
    const n = card((c) => c.side === 'communist' && c.removeAfterEvent && c.lasting !== null);
    const c = CARDS[n]!;
    const { container } = render(<CardFace card={n} lang="pl" />);
    const face = container.querySelector('.card')!;
    expect(face.classList).toContain('card-communist');
    expect(face.classList).toContain(`period-${c.period}`);
    expect(face.querySelector('.card-band .card-ops')!.textContent).toBe(String(c.ops));
    expect(face.querySelector('.card-title')!.textContent).toBe(cardName('pl', n));
    // 2.2.5: an effect that lasts underlines the title, as on the printed card
    expect(face.querySelector('.card-title')!.classList).toContain('lasting');
    expect(face.querySelector('.card-lasting')).not.toBeNull();
    // 2.2.4: the asterisk, and what it means in words on the full face
    expect(face.querySelector('.card-star')!.textContent).toContain('*');
    expect(face.querySelector('.card-marks')!.textContent).toContain('*');
    expect(face.querySelector('.card-meta')!.textContent).toContain('Początek roku');
    expect(face.querySelector('.card-text')!.textContent).toContain(cardText('pl', n)!.slice(0, 20));
  });

  it('a card of both sides, a Democrat card and a scoring card have bands of their own; a compact face has no event text', () => {
    for (const [side, cls] of [
      ['neutral', 'card-neutral'],
      ['democrat', 'card-democrat'],
      ['scoring', 'card-scoring'],
    ] as const) {
      const n = card((c) => c.side === side);
      const { container, unmount } = render(<CardFace card={n} lang="en" compact />);
      expect(container.querySelector('.card')!.classList).toContain(cls);
      expect(container.querySelector('.card-band')).not.toBeNull();
      expect(container.querySelector('.card-text')).toBeNull();
      unmount();
    }
  });
});

describe('8.3 power-struggle card faces', () => {
  it('every card shows its symbol; suited cards and leaders their rank in the corner, wild cards W', () => {
    for (const k of Object.keys(PS_CARDS)) {
      const n = Number(k);
      const c = PS_CARDS[n]!;
      const { container, unmount } = render(<PsCard card={n} lang="en" />);
      expect(container.querySelector('svg.ps-symbol'), `card ${n}`).not.toBeNull();
      expect(container.querySelector('.ps-corner')!.textContent).toBe(c.type === 'wild' ? 'W' : String(c.rank));
      unmount();
    }
  });
});

/** A seeded game up to the first state where `pred` holds. */
function find(pred: (s: GameState) => boolean): GameState {
  for (let g = 0; g < 60; g++) {
    let s = newGame({ seed: `faces-${g}` });
    for (let n = 0; s.prompt && n < 3000; n++) {
      if (pred(s)) return s;
      const legal = legalActions(s);
      const play = s.prompt.kind === 'psDefend' || s.prompt.kind === 'psAttack' ? legal.find((a) => a.type === 'psPlay') : undefined;
      s = apply(s, play ?? legal[(n * 7) % Math.min(legal.length, 3)]!);
    }
  }
  throw new Error('no such state');
}

const sinceStart = (s: GameState): LogEntry[] => {
  const log = logEntries(s);
  let i = log.length - 1;
  while (log[i]!.key !== 'psStart') i--;
  return log.slice(i);
};

describe('8.0 the power-struggle table', () => {
  it('8.1–8.3.2: both sides with deal and raise markers, the cards played face up in order, the initiative and the card to match', () => {
    const s = find((x) => x.prompt?.kind === 'psDefend' && playedCards(sinceStart(x)).length >= 2);
    const side = s.prompt!.side;
    const view = viewFor(s, side);
    render(<PowerStruggleTable lang="en" view={view} legal={legalActions(s)} onAct={() => undefined} />);
    const entries = sinceStart(s);
    const played = playedCards(entries);
    const laid = [...document.querySelectorAll('[data-testid=ps-played] [data-played-card]')].map((e) => Number(e.getAttribute('data-played-card')));
    expect(laid).toEqual(played.map((p) => p.card));
    // the last card laid is the lead to match
    expect(laid.at(-1)).toBe(s.ps!.lead!.card);
    expect(document.querySelector('.ps-lead')!.textContent).toContain('To match');
    // deal sizes from the deal (8.1), both raise markers (8.2.2), the initiative on the attacker's side
    const start = entries[0]!.params;
    const heads = [...document.querySelectorAll('.pst-side-head')];
    expect(heads).toHaveLength(2);
    expect(heads[1]!.textContent).toContain(`dealt ${String(start[side])}`);
    expect(document.querySelectorAll('.pst-raise')).toHaveLength(2);
    expect(document.querySelectorAll('.pst-raise.on')).toHaveLength(Number(s.ps!.raised.communist) + Number(s.ps!.raised.democrat));
    const attackerRow = s.ps!.attacker === side ? heads[1]! : heads[0]!;
    expect(attackerRow.querySelector('[data-testid=ps-initiative]')).not.toBeNull();
    // the hand stays clickable as before
    expect(document.querySelectorAll('[data-testid=ps-hand] button[data-ps-card]').length).toBeGreaterThan(0);
  });

  it('8.2.2: raising the stakes, the cards offered to discard are marked to discard, not as playable', () => {
    const s = find((x) => x.prompt?.kind === 'psRaiseDiscard');
    render(<PowerStruggleTable lang="en" view={viewFor(s, s.prompt!.side)} legal={legalActions(s)} onAct={() => undefined} />);
    const marks = [...document.querySelectorAll('[data-testid=ps-hand] button[data-ps-card] .ps-playable')].map((e) => e.textContent);
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['✓ can be discarded']));
  });

  it('8.3.3–8.4: the result card names the winner, the support loss roll, the VP roll and what became of power', () => {
    const entries: LogEntry[] = [
      { key: 'psStart', params: { country: 'poland', initiator: 'democrat', communist: 5, democrat: 7 } },
      { key: 'psLead', params: { side: 'democrat', card: 19, suit: 'march' } },
      { key: 'psConcede', params: { side: 'communist' } },
      { key: 'psWinner', params: { country: 'poland', winner: 'democrat', suit: 'march' } },
      { key: 'psSupportLoss', params: { side: 'communist', die: 4, modifier: 1, loss: 2, lost: 2 } },
      { key: 'psVictoryPoints', params: { side: 'democrat', die: 5, modifier: 1, vp: 3, takesPower: true } },
    ];
    const { container } = render(<StruggleResult lang="en" entries={entries} />);
    const text = container.textContent!;
    expect(text).toContain('Democrat wins the power struggle');
    expect(text).toContain('Communist concedes');
    expect(text).toContain('with March');
    expect(text).toContain('+1 = 5: Communist loses 2 SPs');
    expect(text).toContain('+1 = 6: Democrat gains 3 VP');
    expect(text).toContain('The Democrat takes power!');
    expect([...container.querySelectorAll('.pst-die')].map((d) => d.textContent)).toEqual(['4', '5']);
  });
});
