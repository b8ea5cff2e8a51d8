// @vitest-environment jsdom
/**
 * 51 item 6: a page of an online game whose friend decides gets his steps only once they are final
 * on his page (26.4: his round waits for its Confirm; steps he may undo stay there). While he
 * decides, the question here says it waits for his page, which may be further on, and shows the
 * game as last passed on: not "the Communist places the starting SPs" as if that were live while
 * he is already in round 1.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { t, type Lang } from '../../src/i18n';
import { onlineStatus } from '../../src/online/session';
import { initialStatus } from '../../src/online/status';
import { gameStore } from '../../src/store/game';
import { selectDecision } from '../../src/store/view';
import { App } from '../../src/ui/App';
import { CARDS, type Action } from '../../src/engine';
import { chooser, connect, device, deviceOn, quiet, step } from '../online/pair';

afterEach(() => {
  cleanup();
  onlineStatus.setState(initialStatus());
});

const question = () => screen.getByTestId('question').querySelector('.prompt-text')!.textContent!;

it('51 item 6 (3.4, 26.4): while the friend is in round 1 on his page, the question here waits for his page and shows the starting SPs only as last passed on, in en, pl and de', async () => {
  const host = device('host', 'communist', 'Anna');
  const guest = deviceOn(gameStore, onlineStatus, 'guest', 'democrat', 'Bartek');
  connect(host, guest);
  await quiet(host, guest);
  render(<App />);
  const pick = chooser(7);
  const h = () => host.store.getState();
  const placing = <T,>(xs: readonly T[]): T =>
    // a card of her own side or of both: a Democrat card's event would come first, and it may roll (6.0)
    ((xs as readonly Action[]).find((a) => a.type === 'play' && a.use === 'place' && CARDS[a.card]!.side !== 'democrat') as T) ??
    ((xs as readonly Action[]).find((a) => a.type === 'place') as T) ??
    ((xs as readonly Action[]).find((a) => a.type === 'play' && a.use === 'place') as T) ??
    pick(xs);
  // Anna's setup (3.4) up to her first action round: her last SPs are not final yet, so this page is still at them
  for (let i = 0; i < 60 && !(h().state!.round === 1 && !h().awaiting); i++) {
    if (!(step(host, pick) || step(guest, pick))) throw new Error('stuck');
    await act(async () => quiet(host, guest));
  }
  expect(h().state!.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
  expect(gameStore.getState().state!.prompt).toMatchObject({ side: 'communist', kind: 'setupPlace' });
  const waits = (lang: Lang) => t(lang, 'waiting.remote', { side: 'communist', last: t(lang, 'waiting.setupPlace', { side: 'communist' }) });
  expect(question().startsWith(waits('en'))).toBe(true);
  expect(question().startsWith(t('en', 'waiting.setupPlace', { side: 'communist' }))).toBe(false);
  for (const lang of ['pl', 'de'] as const) {
    act(() => gameStore.setState({ lang }));
    expect(question().startsWith(waits(lang))).toBe(true);
  }
  act(() => gameStore.setState({ lang: 'en' }));
  // she plays a card for its Ops to place SPs (nothing rolled), and her round waits for her Confirm there: this page still waits for hers
  for (let i = 0; i < 40 && !h().awaiting; i++) {
    expect(step(host, placing)).toBe(true);
    await act(async () => quiet(host, guest));
  }
  expect(h().awaiting).toBe('communist');
  expect(question().startsWith(waits('en'))).toBe(true);
  // confirmed and passed on: the question here is this page's own again
  step(host, pick);
  await act(async () => quiet(host, guest));
  expect(gameStore.getState().state!.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  expect(question().startsWith(t('en', 'waiting.remote', { side: 'communist', last: '' }))).toBe(false);
  expect(question().startsWith(t('en', 'prompt.actionRound', { ...gameStore.getState().state!.prompt!.params }))).toBe(true);
  guest.match.close();
  act(() => gameStore.getState().leaveGame(true));
  // two pages' setup and a round through the channel, rendered: on a loaded two-core machine well over the default limit
}, 120_000);

it('51 item 6 (3.4, 13.0, 26.4): the Democrat’s last extra SP held for Confirm says the starting SPs are placed, not that an action round is done, in en, pl and de; Confirm passes the game on to round 1', () => {
  localStorage.setItem('jn1989.confirmMoves', 'on');
  gameStore.setState({ confirmMoves: true, lang: 'en' });
  render(<App />);
  act(() => gameStore.getState().startGame({ seed: 'held-setup', extraSupport: { side: 'democrat', sp: 1 } }));
  // every placement of the setup, the first target each time, behind the cover when it comes
  for (let n = 0; n < 40 && !gameStore.getState().awaiting; n++) {
    if (gameStore.getState().viewer === null) act(() => gameStore.getState().confirmHandover());
    const a = selectDecision(gameStore.getState())!.legal[0]!;
    act(() => gameStore.getState().dispatch(a));
  }
  expect(gameStore.getState().awaiting).toBe('democrat');
  expect(gameStore.getState().state!.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
  for (const lang of ['en', 'pl', 'de'] as const) {
    act(() => gameStore.setState({ lang }));
    expect(screen.getByTestId('awaiting-confirm').textContent).toContain(t(lang, 'confirm.doneSetup'));
    expect(screen.getByTestId('awaiting-confirm').textContent).not.toContain(t(lang, 'confirm.done'));
    // the header stays at the setup held (26.4), not at round 1 before it is confirmed
    expect(screen.getByTestId('turn-round').textContent).toBe(t(lang, 'bar.setup'));
  }
  act(() => gameStore.setState({ lang: 'en' }));
  act(() => screen.getByTestId('confirm-move').click());
  expect(gameStore.getState().awaiting).toBeNull();
  localStorage.setItem('jn1989.confirmMoves', 'off');
  act(() => gameStore.getState().leaveGame(true));
}, 120_000);
