import { useLayoutEffect, type RefObject } from 'react';

const MARGIN = 8;

/**
 * Places a popover of `width` px (absolutely positioned under `anchor`) so it stays inside the
 * window: aligned to the anchor's start or end when it fits, else pushed in. Cards near a phone's
 * edge would otherwise open their menus off screen. Runs before paint, so nothing jumps.
 */
export function useKeepInViewport(anchor: RefObject<HTMLElement | null>, popover: RefObject<HTMLElement | null>, open: boolean, width: number, align: 'start' | 'end') {
  useLayoutEffect(() => {
    const element = popover.current;
    if (!open || !anchor.current || !element) return;
    const rect = anchor.current.getBoundingClientRect();
    // The layout viewport: unlike innerWidth it neither counts the scrollbar nor grows on a phone
    // while the popover, not yet moved, still sticks out.
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const fits = Math.min(width, viewport - 2 * MARGIN);
    const wanted = align === 'end' ? rect.right - fits : rect.left;
    element.style.setProperty('left', `${Math.max(MARGIN, Math.min(wanted, viewport - fits - MARGIN)) - rect.left}px`);
  }, [anchor, popover, open, width, align]);
}
