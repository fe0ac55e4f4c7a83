import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Hands focus back to what opened a menu or dialog once it has closed (WAI-ARIA APG): call the
 * returned `remember` where it opens, while its trigger still has focus. Focus is given back
 * after the closed part has left the page (a modal dialog makes everything outside it inert),
 * and only if it was lost with it: a click elsewhere that closed a menu keeps its own focus.
 * `standIn` is where focus goes when the trigger itself was drawn anew while the part was open.
 */
export function useReturnFocus(open: boolean, standIn?: RefObject<HTMLElement | null>): () => void {
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) return;
    const element = trigger.current;
    trigger.current = null;
    if (!element || !focusWasLost()) return;
    (element.isConnected ? element : standIn?.current)?.focus();
  }, [open, standIn]);
  return useCallback(() => {
    const focused = document.activeElement;
    trigger.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }, []);
}

function focusWasLost(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body;
}
