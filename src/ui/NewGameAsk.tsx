/**
 * "New game" during a game asks first, in the player's language and on the page (not the
 * browser's own dialog): abandon this game, or back to it. Escape goes back.
 */
import { t, type Lang } from '../i18n';
import { gameStore } from '../store/game';
import { Confirm } from './Confirm';

/** Leave the game for the start screen; the record stays there to resume. */
export function abandonGame(): void {
  gameStore.getState().leaveGame();
}

export function NewGameAsk({ lang, onClose }: { lang: Lang; onClose(): void }) {
  return (
    <div className="new-game-ask" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <Confirm
        lang={lang}
        text={t(lang, 'bar.confirmNew')}
        yes={t(lang, 'bar.newGame')}
        onYes={() => {
          onClose();
          abandonGame();
        }}
        onNo={onClose}
        testId="new-game-ask"
      />
    </div>
  );
}
