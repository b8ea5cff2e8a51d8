/**
 * A modal dialog holds the focus until it is closed: Tab and Shift+Tab go round its own controls,
 * a focus that leaves it (a click behind it) is brought back, and on closing the focus returns to
 * where it was before it opened.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusTrap(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement ? document.activeElement : null;
    const inside = () =>
      [...(box.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (box.current && !box.current.contains(document.activeElement)) inside()[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !box.current) return;
      const els = inside();
      if (els.length === 0) return;
      const first = els[0]!;
      const last = els[els.length - 1]!;
      const at = document.activeElement;
      if (e.shiftKey && (at === first || !box.current.contains(at))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (at === last || !box.current.contains(at))) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (box.current && e.target instanceof Node && !box.current.contains(e.target)) inside()[0]?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn);
      if (before?.isConnected) before.focus();
    };
  }, [box]);
}
