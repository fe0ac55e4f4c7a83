import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * The one keyboard rule of the studio's toolbars and tab lists (WAI-ARIA APG, "roving tabindex"):
 * the group is a single Tab stop; Left/Right arrows move to the previous/next item, wrapping, and
 * Home/End to the first/last. Returns the index to move to, or undefined for any other key.
 */
export function rovingIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Menus and dialogs opened from a toolbar live inside it; their keys and buttons are their own. */
const OWN_WIDGETS = '[role="menu"], dialog';

/** What arrows stop at: neither a disabled control nor a hidden one (a file input behind a button). */
function items(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button, select, input')].filter(
    (item) =>
      !item.closest(OWN_WIDGETS) &&
      !item.closest('[hidden]') &&
      !(item as HTMLButtonElement).disabled,
  );
}

/**
 * Makes a toolbar one Tab stop with arrow-key movement inside it. The items are found in the DOM
 * (every enabled button, select or input not inside a menu or dialog the toolbar opened), so a
 * button another panel adds later takes part without being registered. Returns the keydown
 * handler to put on the toolbar element.
 */
export function useRovingToolbar(
  ref: RefObject<HTMLElement | null>,
): (event: React.KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let current: HTMLElement | undefined;
    const update = () => {
      const all = items(container);
      if (!current || !all.includes(current)) current = all[0];
      for (const item of all) item.tabIndex = item === current ? 0 : -1;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (items(container).includes(target)) {
        current = target;
        update();
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    container.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      container.removeEventListener('focusin', onFocusIn);
    };
  }, [ref]);

  return (event) => {
    const target = event.target as HTMLElement;
    if (target.closest(OWN_WIDGETS)) return;
    // A text box keeps its own arrows, Home and End.
    if (target instanceof HTMLInputElement && target.type !== 'checkbox') return;
    if (target instanceof HTMLSelectElement) return;
    const all = items(event.currentTarget);
    const index = all.indexOf(target);
    if (index < 0) return;
    const next = rovingIndex(event.key, index, all.length);
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  };
}
