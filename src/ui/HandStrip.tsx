/**
 * The hand as a strip of compact cards: tap or click picks a card; hovering with a mouse or a long
 * press on a touch screen magnifies it (its full text, and for a scoring card what the country
 * would score now).
 */
import { lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as PointerEventOf, type ReactNode } from 'react';
import type { CountryScore, PlayerView } from '../engine';
import { CARDS, type CountryId } from '../engine/data';
import { t, type Lang } from '../i18n';
import { CardFace } from './CardFace';
import { FamilyPsHand } from './familyParts';
import { sameScore } from './stable';
import { keys } from './useTableKeys';
/** shown only when a scoring card is magnified: a chunk of its own */
const ScoringPreview = lazy(() => import('./ScoringPreview').then((m) => ({ default: m.ScoringPreview })));

const LONG_PRESS_MS = 450;
const MARGIN = 8;

/**
 * Where a box of w × h goes beside its anchor so that it lies wholly in a vw × vh viewport:
 * above the anchor when it fits there, else below, else as near as the viewport allows. With
 * `avoid` (the prompt), the first place that leaves it clear: above, to the left of the anchor
 * (over the map), below, at the top of the screen; and as before when none does.
 */
export function placeInView(
  anchor: { top: number; bottom: number; left: number },
  w: number,
  h: number,
  vw: number,
  vh: number,
  avoid?: { top: number; bottom: number; left: number; right: number } | null,
): { top: number; left: number } {
  const above = anchor.top - 4 - h;
  const below = anchor.bottom + 4;
  const top = above >= MARGIN ? above : below + h <= vh - MARGIN ? below : Math.max(MARGIN, Math.min(above, vh - MARGIN - h));
  const left = Math.max(MARGIN, Math.min(anchor.left, vw - MARGIN - w));
  if (avoid) {
    const inView = (p: { top: number; left: number }) => p.top >= MARGIN && p.left >= MARGIN && p.top + h <= vh - MARGIN && p.left + w <= vw - MARGIN;
    const clear = (p: { top: number; left: number }) => p.top >= avoid.bottom || p.top + h <= avoid.top || p.left >= avoid.right || p.left + w <= avoid.left;
    const beside = Math.max(MARGIN, Math.min(anchor.top, vh - MARGIN - h));
    const choice = [
      { top: above, left },
      { top: beside, left: anchor.left - 4 - w },
      { top: below, left },
      { top: MARGIN, left },
    ].find((p) => inView(p) && clear(p));
    if (choice) return choice;
  }
  return { top, left };
}

/**
 * A mouse button pressed and the mouse not moved since: the page may have moved under a still
 * mouse (a card played, the hand laid out again), and a card that comes under it is not hovered.
 */
let still = false;
let pressedAt = { x: 0, y: 0 };
function watchPointer() {
  if (typeof window === 'undefined' || (window as { jnPointer?: boolean }).jnPointer) return;
  (window as { jnPointer?: boolean }).jnPointer = true;
  window.addEventListener(
    'pointerdown',
    (e) => {
      still = true;
      pressedAt = { x: e.clientX, y: e.clientY };
    },
    true,
  );
  window.addEventListener(
    'pointermove',
    (e) => {
      if (Math.abs(e.clientX - pressedAt.x) + Math.abs(e.clientY - pressedAt.y) > 2) still = false;
    },
    true,
  );
}

/**
 * Hover (mouse), keyboard focus or a long press (touch) shows `magnified` near `children`, always
 * wholly inside the viewport; a plain tap or a click picks the card and magnifies nothing.
 */
export function Magnifier({ children, magnified, label }: { children: ReactNode; magnified: ReactNode; label: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | null>(null);
  const pressed = useRef(false);
  const anchor = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    watchPointer();
    return clear;
  }, []);
  useLayoutEffect(() => {
    const el = box.current;
    if (!open || !el || !anchor.current) return;
    // clear of the question being asked, where the screen has room for both
    const prompt = document.querySelector('[data-testid=action-bar]')?.getBoundingClientRect() ?? null;
    const p = placeInView(anchor.current.getBoundingClientRect(), el.offsetWidth, el.offsetHeight, window.innerWidth, window.innerHeight, prompt);
    el.style.top = `${p.top}px`;
    el.style.left = `${p.left}px`;
  }, [open]);
  const hover = (e: PointerEventOf) => {
    if (e.pointerType !== 'mouse' || open || timer.current !== null || still) return;
    timer.current = window.setTimeout(() => setOpen(true), 250);
  };
  return (
    <div
      className="magnifier"
      ref={anchor}
      onPointerEnter={hover}
      onPointerMove={hover}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        clear();
        setOpen(false);
      }}
      onPointerDown={(e) => {
        clear();
        if (e.pointerType === 'mouse') return setOpen(false);
        pressed.current = false;
        timer.current = window.setTimeout(() => {
          pressed.current = true;
          setOpen(true);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={(e) => {
        if (e.pointerType === 'mouse') return;
        clear();
        // kept in `timer`, so a press or an unmount before it fires drops it
        if (pressed.current)
          timer.current = window.setTimeout(() => {
            timer.current = null;
            setOpen(false);
          }, 1200);
      }}
      onPointerCancel={() => {
        clear();
        setOpen(false);
      }}
      // a long press is for reading, not for picking the card
      onClickCapture={(e) => {
        if (!pressed.current) return;
        pressed.current = false;
        e.stopPropagation();
        e.preventDefault();
      }}
      onContextMenu={(e) => (e.nativeEvent as PointerEvent).pointerType !== 'mouse' && e.preventDefault()}
      // the keyboard's focus magnifies; a tap's or a click's does not
      onFocus={(e) => e.target.matches(':focus-visible') && setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      {children}
      {open && (
        <div className="magnified" ref={box} role="tooltip" aria-label={label} data-testid="card-magnified">
          {magnified}
        </div>
      )}
    </div>
  );
}

/**
 * One card of the hand, compact, magnified on hover or long press. It renders again only when
 * something it shows changes: a click on the map leaves every card of the hand as it was.
 */
const HandCard = memo(
  function HandCard({
    card,
    lang,
    ops,
    score,
    selected,
    onSelect,
    pickable,
    playable,
  }: {
    card: number;
    lang: Lang;
    ops: number | undefined;
    /** what the card's country would score now, for a scoring card */
    score: CountryScore | undefined;
    selected: boolean;
    onSelect(card: number | null): void;
    pickable: boolean;
    playable: boolean;
  }) {
    return (
      <Magnifier
        label={String(card)}
        magnified={
          <>
            <CardFace card={card} lang={lang} ops={ops} />
            {score && (
              <Suspense fallback={null}>
                <ScoringPreview lang={lang} score={score} />
              </Suspense>
            )}
          </>
        }
      >
        <CardFace
          card={card}
          lang={lang}
          compact
          selected={selected}
          onClick={pickable ? () => onSelect(selected ? null : card) : undefined}
          disabled={pickable && !playable}
          ops={ops}
        />
      </Magnifier>
    );
  },
  // a new state brings a new preview object: the same score shows the same
  (a, b) =>
    a.card === b.card &&
    a.lang === b.lang &&
    a.ops === b.ops &&
    sameScore(a.score, b.score) &&
    a.selected === b.selected &&
    a.onSelect === b.onSelect &&
    a.pickable === b.pickable &&
    a.playable === b.playable,
);

/** The family mode's power-struggle hand and the opponent's count. */
export interface FamilyPs {
  hand: readonly number[];
  opponentSize: number;
}

/** The side's own cards and counts, the parts of its view the hand shows. */
export type HandView = Pick<PlayerView, 'side' | 'hand' | 'handOps' | 'opponentHandSize' | 'setAside' | 'opponentSetAsideSize'>;

export const HandStrip = memo(function HandStrip({
  lang,
  view,
  selected,
  onSelect,
  pickable,
  playable,
  preview,
  computer = false,
  hiddenCount = 0,
  familyPs = null,
}: {
  lang: Lang;
  view: HandView;
  selected: number | null;
  onSelect(card: number | null): void;
  /** whether cards can be picked now (the player's action round) */
  pickable: boolean;
  playable: ReadonlySet<number>;
  /** what each country would score now (9.0), for a scoring card's magnified view */
  preview: Record<CountryId, CountryScore>;
  /** the computer plays this side: its cards are not shown */
  computer?: boolean;
  /** how many cards the computer holds at this side (a count every player sees) */
  hiddenCount?: number;
  /** the family mode's power-struggle cards, kept for takeovers (TR.2.4.3) */
  familyPs?: FamilyPs | null;
}) {
  // a side the computer plays (a game of the computer against itself, watched) is no one's own hand
  const title = computer ? t(lang, 'hand.computerTitle', { side: view.side, n: hiddenCount }) : t(lang, 'hand.title', { n: view.hand.length });
  return (
    <section className="hand" data-testid="hand" data-side={view.side} aria-label={title}>
      <h2>
        {title} <small className="muted">{t(lang, 'hand.opponent', { n: view.opponentHandSize })}</small>
      </h2>
      {!computer && (
        <span className="sr-only" id="hand-keys">
          {t(lang, 'a11y.handKeys')}
        </span>
      )}
      {computer ? (
        <p className="muted" data-testid="computer-hand">
          {t(lang, 'ai.hiddenHand', { n: hiddenCount })}
        </p>
      ) : (
        <div
          className="hand-strip"
          // a strip that scrolls sideways can be scrolled from the keyboard even when no card in it is a button
          tabIndex={pickable && view.hand.some((c) => playable.has(c)) ? undefined : 0}
          role="group"
          aria-label={t(lang, 'hand.title', { n: view.hand.length })}
          aria-describedby="hand-keys"
          // the arrows go from card to card (src/ui/tableKeys.ts)
          onKeyDown={(e) => keys()?.stepThroughCards(e)}
        >
          {view.hand.map((c) => {
            const country = CARDS[c]!.scoringCountry as CountryId | null;
            return (
              <HandCard
                key={c}
                card={c}
                lang={lang}
                ops={view.handOps[c]}
                score={country ? preview[country] : undefined}
                selected={selected === c}
                onSelect={onSelect}
                pickable={pickable}
                playable={playable.has(c)}
              />
            );
          })}
        </div>
      )}
      {view.setAside.length > 0 && !computer && (
        <div className="set-aside" data-testid="set-aside">
          <h3>{t(lang, 'hand.setAside', { n: view.setAside.length })}</h3>
          <div className="hand-strip" tabIndex={0} role="group" aria-label={t(lang, 'hand.setAside', { n: view.setAside.length })}>
            {view.setAside.map((c) => (
              <CardFace key={c} card={c} lang={lang} compact />
            ))}
          </div>
        </div>
      )}
      {familyPs && !computer && (
        <Suspense fallback={null}>
          <FamilyPsHand lang={lang} hand={familyPs.hand} opponentSize={familyPs.opponentSize} />
        </Suspense>
      )}
      {view.opponentSetAsideSize > 0 && (
        <p className="muted small" data-testid="opponent-set-aside">
          {t(lang, 'hand.opponentSetAside', { n: view.opponentSetAsideSize })}
        </p>
      )}
    </section>
  );
});
