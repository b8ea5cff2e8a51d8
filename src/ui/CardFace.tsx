/**
 * A strategy card as the player reads it, laid out as a card: a band in the side's colour (red
 * Communist, blue Democrat, both halves for a card of both sides, gold for scoring) with the Ops
 * in its circle and the title (underlined when its effect lasts, 2.2.5; the asterisk when it leaves
 * the game after its event, 2.2.4), then the side and period, and the event text.
 */
import { memo } from 'react';
import { CARDS } from '../engine/data';
import { cardName, cardText, t, type Lang } from '../i18n';

export const CardFace = memo(function CardFace({
  card,
  lang,
  selected = false,
  disabled = false,
  onClick,
  compact = false,
  ops,
}: {
  card: number;
  lang: Lang;
  selected?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  compact?: boolean;
  /** the card's Ops for its holder now (7.3), shown when modifiers change the printed value */
  ops?: number;
}) {
  const c = CARDS[card];
  if (!c) return <div className="card">#{card}</div>;
  const scoring = c.side === 'scoring';
  const Tag = onClick ? 'button' : 'div';
  return (
    <Tag
      className={`card card-${c.side} period-${c.period}${selected ? ' selected' : ''}${compact ? ' compact' : ''}`}
      data-card={card}
      onClick={onClick}
      disabled={onClick ? disabled : undefined}
      aria-pressed={onClick ? selected : undefined}
      type={onClick ? 'button' : undefined}
    >
      <span className="card-head card-band">
        {!scoring && ops !== undefined && ops !== c.ops ? (
          // the value now in the circle, the change beside it (a struck printed digit read as "2∋")
          <span className="card-ops ops-changed" title={t(lang, 'card.opsNow', { ops, printed: c.ops })} data-ops={ops} aria-hidden>
            {ops}
            <span className="ops-delta">
              {ops > c.ops ? '+' : '−'}
              {Math.abs(ops - c.ops)}
            </span>
          </span>
        ) : (
          <span className="card-ops" title={t(lang, 'card.ops')} aria-hidden>
            {scoring ? '★' : c.ops}
          </span>
        )}
        {/* the circle read as "3 Ops", not as a bare number */}
        <span className="sr-only">
          {scoring
            ? t(lang, 'a11y.cardScoring')
            : ops !== undefined && ops !== c.ops
              ? t(lang, 'card.opsNow', { ops, printed: c.ops })
              : t(lang, 'a11y.cardOps', { ops: c.ops })}{' '}
        </span>
        <span className="card-name">
          <span className="card-num">#{c.number}</span> <span className={c.lasting ? 'card-title lasting' : 'card-title'}>{cardName(lang, card)}</span>
          {c.removeAfterEvent && (
            <span className="card-star" title={t(lang, 'card.remove')} aria-hidden>
              {' '}
              *
            </span>
          )}
        </span>
        {/* 2.2.4: what the asterisk means, said where it is shown */}
        {c.removeAfterEvent && <span className="sr-only">, {t(lang, 'a11y.cardStar')} </span>}
      </span>
      <span className="card-meta">
        <span className={`card-period period-${c.period}`}>
          {scoring ? t(lang, 'card.scoring') : t(lang, `side.${c.side}`)} · {t(lang, `period.${c.period}`)}
        </span>
        {c.lasting && <span className="card-lasting"> · {t(lang, 'card.lasting', { lasting: t(lang, `lasting.${c.lasting}`) })}</span>}
      </span>
      {!compact && c.removeAfterEvent && <span className="card-marks">{t(lang, 'card.starNote')}</span>}
      {!compact && (
        <span className="card-text" title={t(lang, 'card.textNote')}>
          <span className="card-text-label">{t(lang, 'card.textLabel')}:</span> {cardText(lang, card) ?? t(lang, 'card.noText')}
        </span>
      )}
    </Tag>
  );
});
