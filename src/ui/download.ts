/** Files the player can take away: the game record (.json) and the log in words (.txt). */
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

/** The game record (options and actions), the file that Load file reads back. */
export function exportRecord(): void {
  const text = gameStore.getState().exportRecord();
  const rec = gameStore.getState().record;
  if (!text || !rec) return;
  downloadText(`1989-${rec.options.seed}-${rec.actions.length}.json`, text, 'application/json');
}

/** The log as numbered lines in the given language. */
export function logText(lang: Lang, log: readonly LogEntry[], seed: string): string {
  const lines = log.map((e, i) => `${i + 1}. ${formatLog(lang, e)}`);
  return `${t(lang, 'log.fileTitle', { seed })}\n\n${lines.join('\n')}\n`;
}

export function exportLog(lang: Lang): void {
  const { state, record } = gameStore.getState();
  if (!state || !record) return;
  downloadText(`1989-${record.options.seed}-log-${lang}.txt`, logText(lang, logEntries(state), record.options.seed), 'text/plain;charset=utf-8');
}
