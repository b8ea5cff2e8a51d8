/**
 * Files the player can take away: the game record (.json) and the log in words (.txt).
 * File names carry the date and the number of actions, never the seed.
 */
import { logEntries, type LogEntry } from '../engine';
import { formatLog, t, type Lang } from '../i18n';
import { gameStore } from '../store/game';

export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Today's date, local time: 2026-11-23. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The name of a record file: 1989-<date>-<actions>.json. */
export function recordFileName(actions: number): string {
  return `1989-${today()}-${actions}.json`;
}

/** The game record (options and actions), the file that Load file reads back. */
export function exportRecord(): void {
  const text = gameStore.getState().exportRecord();
  const rec = gameStore.getState().record;
  if (!text || !rec) return;
  downloadText(recordFileName(rec.actions.length), text, 'application/json');
}

/** The log as numbered lines in the given language. */
export function logText(lang: Lang, log: readonly LogEntry[]): string {
  const lines = log.map((e, i) => `${i + 1}. ${formatLog(lang, e)}`);
  return `${t(lang, 'save.logTitle')}\n\n${lines.join('\n')}\n`;
}

export function exportLog(lang: Lang): void {
  const { state, record } = gameStore.getState();
  if (!state || !record) return;
  downloadText(`1989-${today()}-${record.actions.length}-log-${lang}.txt`, logText(lang, logEntries(state)), 'text/plain;charset=utf-8');
}
