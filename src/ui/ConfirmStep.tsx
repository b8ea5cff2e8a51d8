/** The Confirm step (26.4): the bar that passes a finished round on or takes it back, and its setting. */
import { t, type Lang } from '../i18n';
import { gameStore, useGame } from '../store/game';

/** The Confirm step: the round just played is shown, and passed on (or taken back) by the player. */
export function ConfirmMove({ lang }: { lang: Lang }) {
  // what is held: the last SPs of the setup (3.4, the extra SPs of 13.0) before round 1, or an action round
  const setup = useGame((s) => s.undoStates.at(-1)?.prompt?.kind === 'setupPlace');
  return (
    <section className="confirm-move" role="status" data-testid="awaiting-confirm">
      <p>{t(lang, setup ? 'confirm.doneSetup' : 'confirm.done')}</p>
      <div className="buttons">
        <button type="button" className="primary" autoFocus onClick={() => gameStore.getState().confirmMove()} data-testid="confirm-move">
          {t(lang, 'confirm.yes')}
        </button>
        <button type="button" onClick={() => gameStore.getState().undo()} data-testid="confirm-undo">
          ↶ {t(lang, 'bar.undo')}
        </button>
      </div>
    </section>
  );
}

/** Settings: the Confirm step can be turned off (it is on at first). */
export function ConfirmSetting({ lang }: { lang: Lang }) {
  const on = useGame((s) => s.confirmMoves);
  return (
    <label className="setting" title={t(lang, 'confirm.settingHelp')}>
      <input type="checkbox" checked={on} onChange={(e) => gameStore.getState().setConfirmMoves(e.target.checked)} data-testid="setting-confirm" />
      {t(lang, 'confirm.setting')}
    </label>
  );
}
