/**
 * What the players must know about their saves: a failed autosave, an unreadable one
 * (its text can be downloaded), a tab that only shows a game another tab plays, and the question
 * asked before a record replaces anything — what it would take back, and under which rules it
 * was played.
 */
import { useEffect, useRef } from 'react';
import { t, type Lang } from '../i18n';
import { gameStore, useGame, type Note } from '../store/game';
import { forgetKept } from '../store/persistence';
import { downloadText, exportRecord, recordFileName } from '../kit/download';
import './saveStatus.css';

const text = (lang: Lang, n: Note) => t(lang, n.key, n.params);

export function StorageStatus({ lang }: { lang: Lang }) {
  const failure = useGame((s) => s.saveFailure);
  const corrupt = useGame((s) => s.corruptSave);
  const fromBackup = useGame((s) => s.savedFromBackup);
  const readOnly = useGame((s) => s.readOnly);
  const hasGame = useGame((s) => s.record !== null);
  if (!failure && !corrupt && !readOnly) return null;
  return (
    <div className="storage-status">
      {readOnly && (
        <p className="notice" role="status" data-testid="read-only">
          {t(lang, 'tabs.readOnly')}
        </p>
      )}
      {failure && (
        <p className="error" role="alert" data-testid="save-failed">
          {t(lang, `storage.failed.${failure.reason}`, { detail: failure.detail })}{' '}
          {hasGame && (
            <button type="button" onClick={exportRecord} data-testid="save-failed-download">
              {t(lang, 'storage.download')}
            </button>
          )}
        </p>
      )}
      {corrupt && (
        <p className="error" role="alert" data-testid="save-corrupt">
          {t(lang, 'storage.corrupt', { problem: text(lang, corrupt.note) })} {fromBackup && t(lang, 'storage.fromBackup')}{' '}
          <button
            type="button"
            onClick={() => {
              downloadText('1989-damaged-save.json', corrupt.text, 'application/json');
              // downloaded: the copy kept apart in the browser may go
              forgetKept(localStorage);
            }}
            data-testid="save-corrupt-download"
          >
            {t(lang, 'storage.corruptDownload')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The question before a record replaces anything; nothing changes until "Load it". */
export function LoadAsk({ lang }: { lang: Lang }) {
  const ask = useGame((s) => s.ask);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), [ask]);
  if (!ask) return null;
  const s = ask.replayed.state;
  return (
    <div className="modal-backdrop">
      <section className="modal load-ask" role="dialog" aria-modal="true" aria-labelledby="load-ask-title" data-testid="load-ask">
        <h2 id="load-ask-title">{t(lang, `record.ask.${ask.source}`)}</h2>
        <p>{t(lang, 'record.ask.position', { turn: s.turn, actions: ask.record.actions.length, vp: s.vp })}</p>
        <ul>
          {ask.notes.map((n, k) => (
            <li key={k} data-testid="load-ask-note" data-note={n.key}>
              {text(lang, n)}
            </li>
          ))}
        </ul>
        <div className="buttons">
          <button type="button" className="primary" onClick={() => gameStore.getState().cancelAsk()} ref={keep} data-testid="load-ask-keep">
            {t(lang, 'record.ask.keep')}
          </button>
          <button
            type="button"
            onClick={() => downloadText(recordFileName(ask.record.actions.length), ask.text, 'application/json')}
            data-testid="load-ask-download"
          >
            {t(lang, 'record.ask.download')}
          </button>
          <button type="button" onClick={() => gameStore.getState().confirmAsk()} data-testid="load-ask-load">
            {t(lang, 'record.ask.load')}
          </button>
        </div>
      </section>
    </div>
  );
}
