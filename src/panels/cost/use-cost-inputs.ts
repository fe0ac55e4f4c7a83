import { useEffect, useState } from 'react';
import { COST_RECOUNT_DELAY_MS, errorMessage } from '../../core';
import type { CountTokens } from '../../core';
import { loadO200k } from '../../core/cost/o200k';

/** The tokenizer, fetched when the Cost tab first shows (it is a large chunk of its own). */
export function useTokenizer(): { count?: CountTokens; error?: string } {
  const [state, setState] = useState<{ count?: CountTokens; error?: string }>({});
  useEffect(() => {
    let live = true;
    loadO200k().then(
      (count) => live && setState({ count }),
      (error: unknown) =>
        live &&
        setState({
          error: `The tokenizer could not be loaded (${errorMessage(error)}); reload the page to try again.`,
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * `value` once it has stayed the same for the recount delay: counting waits until typing pauses,
 * so a keystroke never waits for the tokenizer. A new `key` (another document) shows at once.
 */
export function useSettled<T>(value: T, key?: unknown, delay = COST_RECOUNT_DELAY_MS): T {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (Object.is(settled.value, value) && Object.is(settled.key, key)) return;
    const timer = setTimeout(
      () => setSettled({ value, key }),
      Object.is(settled.key, key) ? delay : 0,
    );
    return () => clearTimeout(timer);
  }, [value, key, settled, delay]);
  return Object.is(settled.key, key) ? settled.value : value;
}
