/**
 * A power-struggle card's face: its name and what it counts for — in a power struggle its rank,
 * the kind of space a leader needs (2.3.2) or wild; in the family mode's takeover its
 * rank, or W, which wins (TR.2.4.3). Laid out as a small card: the rank in its corner, the suit's
 * symbol, the name. A button with `onClick`, else a plain face.
 */
import { familyPsValue } from '../engine';
import { PS_CARDS } from '../engine/data';
import { psCardTitle, t, type Lang } from '../i18n';
import { PsSymbol } from './psSymbols';

const SUIT_ORDER = ['rally-in-the-square', 'march', 'strike', 'petition'];
const TYPE_ORDER = ['suited', 'leader', 'wild'];

/** A power-struggle hand in a fixed order: suited cards by suit and rank, then leaders, then wild cards. */
export function sortPsHand(hand: readonly number[]): number[] {
  const key = (n: number) => {
    const c = PS_CARDS[n]!;
    return [TYPE_ORDER.indexOf(c.type), c.suit ? SUIT_ORDER.indexOf(c.suit) : 0, -(c.rank ?? 0), n];
  };
  return [...hand].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}

export function PsCard({
  card,
  lang,
  onClick,
  disabled,
  selected,
  family = false,
  played = false,
  mini = false,
  pick = 'ps.playable',
}: {
  card: number;
  lang: Lang;
  onClick?: () => void;
  disabled?: boolean;
  selected?: boolean;
  /** the card as the family mode counts it */
  family?: boolean;
  /** a card played, face up for both players (the handover cover): marked as played, not as one of a hand */
  played?: boolean;
  /** a small face: a card laid down on the power-struggle table */
  mini?: boolean;
  /** what a click does with the card, on its mark: play it, or discard it to raise the stakes (8.2.2) */
  pick?: 'ps.playable' | 'ps.discardable';
}) {
  const c = PS_CARDS[card]!;
  const cls = `ps-card ps-${c.type}${c.suit ? ` suit-${c.suit}` : ''}${selected ? ' selected' : ''}${onClick ? ' playable' : ''}${mini ? ' mini' : ''}`;
  const value = family ? familyPsValue(card) : null;
  const body = (
    <>
      {onClick && <span className="ps-playable">✓ {t(lang, pick)}</span>}
      <span className="ps-art">
        <span className="ps-corner" aria-hidden>
          {value === 'W' ? 'W' : typeof value === 'number' ? value : c.type === 'wild' ? 'W' : c.rank}
        </span>
        <PsSymbol card={c} size={mini ? 26 : 34} />
      </span>
      <span className="ps-name">{psCardTitle(lang, card)}</span>
      <span className="ps-sub">
        {value === 'W' && t(lang, 'ps.familyWild')}
        {typeof value === 'number' && t(lang, 'ps.rank', { rank: value })}
        {!family && c.type === 'suited' && t(lang, 'ps.rank', { rank: c.rank })}
        {!family && c.type === 'leader' && t(lang, 'ps.leaderNeeds', { socio: t(lang, `socio.${c.leader}`) })}
        {!family && c.type === 'wild' && t(lang, 'ps.wild')}
      </span>
    </>
  );
  return onClick ? (
    // its whole name on hover where a narrow line cuts it short (the struggle's cards on a laptop)
    <button type="button" className={cls} onClick={onClick} disabled={disabled} data-ps-card={card} title={psCardTitle(lang, card)}>
      {body}
    </button>
  ) : (
    <span className={cls} data-ps-card={played ? undefined : card} data-played-card={played ? card : undefined}>
      {body}
    </span>
  );
}
