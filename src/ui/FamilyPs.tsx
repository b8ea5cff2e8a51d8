/**
 * The family mode's power-struggle cards (TR.2.4.3): the hand kept for takeovers, shown under the
 * strategy hand, and a takeover's choice of card. A chunk of its own: standard games never load it.
 */
import type { Action } from '../engine';
import { t, type Lang } from '../i18n';
import { PsCard, sortPsHand } from './PsCard';

/** The family power-struggle hand and the opponent's count. */
export function FamilyPsHand({ lang, hand, opponentSize }: { lang: Lang; hand: readonly number[]; opponentSize: number }) {
  return (
    <div className="family-ps" data-testid="family-ps-hand">
      <h3>
        {t(lang, 'family.psHand', { n: hand.length })} <small className="muted">{t(lang, 'ps.opponentHand', { n: opponentSize })}</small>
      </h3>
      <div className="ps-cards">
        {sortPsHand(hand).map((c) => (
          <PsCard key={c} card={c} lang={lang} family />
        ))}
      </div>
    </div>
  );
}

/** A takeover's card to play, as card faces with their takeover values. */
export function FamilyPsChoice({ lang, choices, onAct }: { lang: Lang; choices: readonly Extract<Action, { type: 'psPlay' }>[]; onAct(a: Action): void }) {
  return (
    <div className="picker ps-picker">
      {sortPsHand(choices.map((a) => a.card)).map((c) => (
        <PsCard key={c} card={c} lang={lang} family onClick={() => onAct(choices.find((a) => a.card === c)!)} />
      ))}
    </div>
  );
}
