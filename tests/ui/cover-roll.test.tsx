// @vitest-environment jsdom
/**
 * The hotseat cover shows the leaving player her last die first (6.2.4: the round's last support
 * check hands the screen over at once): the die and the log's line of it head the cover, above
 * the call for the other player. A die the table already showed, one of the incoming side's, or a
 * cover before the table has shown anything on this page (a reload) is not repeated there.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/engine';
import { Cover } from '../../src/ui/Cover';
import { noteTableLog } from '../../src/ui/coverRoll';

const placed: LogEntry = { key: 'placeSupport', params: { side: 'democrat', space: 'gdansk', cost: 1 } };
const check = (side: 'democrat' | 'communist', die: number): LogEntry => ({
  key: 'supportCheck',
  params: { side, space: 'warszawa', die, ops: 3, adjacency: 0, events: 0, total: die + 3, target: 6, removed: die - 3, added: 0 },
});

afterEach(() => {
  cleanup();
  noteTableLog(0);
});

describe('the cover after a roll (hotseat)', () => {
  it('6.2.4: the Democrat’s last check, rolled as her round ended, shows its die before the cover asks for the Communist', () => {
    const log = [placed, check('democrat', 5)];
    noteTableLog(1);
    render(<Cover lang="en" side="communist" log={log} />);
    const roll = screen.getByTestId('cover-roll');
    expect(roll.textContent).toContain('The Democrat rolled:');
    expect(roll.querySelector('[data-face]')?.getAttribute('data-face')).toBe('5');
    expect(roll.textContent).toContain('Warszawa');
    // first in the cover's box, before its call for the Communist
    expect(roll.parentElement!.firstElementChild).toBe(roll);
    expect(roll.compareDocumentPosition(screen.getByText('Pass to the Communist player')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-handover'));
  });

  it('a die the table showed, the incoming side’s own, or none shown on this page yet: not repeated on the cover', () => {
    const log = [placed, check('democrat', 5)];
    noteTableLog(2);
    const { unmount } = render(<Cover lang="en" side="communist" log={log} />);
    expect(screen.queryByTestId('cover-roll')).toBeNull();
    unmount();
    noteTableLog(1);
    render(<Cover lang="en" side="communist" log={[placed, check('communist', 4)]} />);
    expect(screen.queryByTestId('cover-roll')).toBeNull();
    cleanup();
    noteTableLog(0);
    render(<Cover lang="en" side="communist" log={log} />);
    expect(screen.queryByTestId('cover-roll')).toBeNull();
    expect(screen.getByTestId('confirm-handover')).toBeTruthy();
  });
});
