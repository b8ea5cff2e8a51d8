/**
 * The symbols of the power-struggle cards, simple shapes of our own: a gear for Strike, a banner for
 * March, a crowd for Rally in the Square, a signed sheet for Petition, a figure with the space icon
 * (2.1.3) for each leader, and an arrow or sign for each wild card (8.3.2). Decorative: the card's
 * name says the same in words.
 */
import type { PowerStruggleCardData } from '../engine/data';
import { SocioGlyph } from './mapPieces';

/** The colour of each suit (also the card's top edge in the stylesheet). */
const SUIT_COLOUR: Record<string, string> = {
  'rally-in-the-square': '#c0392b',
  march: '#2d7d2d',
  strike: '#3b3b3b',
  petition: '#a87f00',
};

function Shape({ c }: { c: PowerStruggleCardData }) {
  if (c.type === 'suited') {
    const ink = SUIT_COLOUR[c.suit!]!;
    switch (c.suit) {
      case 'strike':
        // a gear: a thick dashed ring is its teeth
        return (
          <g fill="none" stroke={ink}>
            <circle cx={16} cy={16} r={10.5} strokeWidth={5} strokeDasharray="4.1 4.15" />
            <circle cx={16} cy={16} r={7} strokeWidth={5} />
          </g>
        );
      case 'march':
        // a banner on its pole
        return (
          <g stroke={ink} strokeLinejoin="round">
            <path d="M8 29V3" strokeWidth={2.4} strokeLinecap="round" fill="none" />
            <path d="M9 4c5-2.5 9 2.5 16 0v12c-7 2.5-11-2.5-16 0z" fill={ink} strokeWidth={1} />
          </g>
        );
      case 'rally-in-the-square':
        // a crowd: three heads and shoulders
        return (
          <g fill={ink}>
            <circle cx={8} cy={13} r={3.3} />
            <circle cx={24} cy={13} r={3.3} />
            <path d="M2 27c0-5 2.6-8 6-8s6 3 6 8zM18 27c0-5 2.6-8 6-8s6 3 6 8z" />
            <circle cx={16} cy={9.5} r={4} stroke="#fff" strokeWidth={1.2} />
            <path d="M8.5 29c0-6.5 3.2-10 7.5-10s7.5 3.5 7.5 10z" stroke="#fff" strokeWidth={1.2} />
          </g>
        );
      default:
        // a petition: a sheet with lines and a pen
        return (
          <g stroke={ink} fill="none" strokeLinecap="round">
            <path d="M6 3h14l6 6v20H6z" strokeWidth={2} fill="#fffdf3" strokeLinejoin="round" />
            <path d="M10 11h10M10 15h12M10 19h12M10 23h5" strokeWidth={1.6} />
            <path d="M17 27l11-11" strokeWidth={3} />
          </g>
        );
    }
  }
  if (c.type === 'leader')
    return (
      <g>
        <circle cx={13} cy={9} r={5.5} fill="#4a3d6b" />
        <path d="M2 30c0-8 5-12.5 11-12.5S24 22 24 30z" fill="#4a3d6b" />
        <circle cx={24.5} cy={22.5} r={7} fill="#fff" stroke="#4a3d6b" strokeWidth={1.4} />
        <SocioGlyph socio={c.leader!} x={24.5} y={22.5} size={8} />
      </g>
    );
  const ink = '#1f5a1f';
  switch (c.wild) {
    case 'support-surges':
      return <path d="M16 3l11 12h-7v13h-8V15H5z" fill={ink} />;
    case 'support-falters':
      return <path d="M16 29L5 17h7V4h8v13h7z" fill={ink} />;
    case 'scare-tactics':
      return (
        <g>
          <path d="M16 3l14 25H2z" fill={ink} strokeLinejoin="round" />
          <path d="M16 11v9" stroke="#fff" strokeWidth={3} strokeLinecap="round" />
          <circle cx={16} cy={24} r={1.8} fill="#fff" />
        </g>
      );
    default:
      // Tactic Fails: a sign that stops the suit
      return (
        <g fill="none" stroke={ink} strokeWidth={3.5}>
          <circle cx={16} cy={16} r={12} />
          <path d="M7.5 24.5l17-17" />
        </g>
      );
  }
}

/** The card's symbol, `size` px square. */
export function PsSymbol({ card, size = 32 }: { card: PowerStruggleCardData; size?: number }) {
  return (
    <svg className="ps-symbol" width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <Shape c={card} />
    </svg>
  );
}
