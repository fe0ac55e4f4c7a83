import { useEffect, useState } from 'react';
import { COST_RECOUNT_DELAY_MS } from '../../core';
import type { CostFigures, CostQuery } from '../../core';
import { getCostClient } from '../../worker/cost-client';

export interface CostState {
  /** The latest figures the worker gave (for an earlier query while a newer one is counted). */
  figures?: CostFigures;
  /** The query `figures` answer. */
  answered?: CostQuery;
  error?: string;
}

/**
 * The figures of `query`, counted in the Cost worker (where the tokenizer loads), so the page
 * never waits for a count. Until the first answer there are no figures.
 */
export function useCostFigures(query: CostQuery): CostState {
  const [state, setState] = useState<CostState>({});
  useEffect(() => {
    let live = true;
    void getCostClient()
      .count(query)
      .then((outcome) => {
        if (!live || outcome.status === 'superseded') return;
        if (outcome.status === 'done') setState({ figures: outcome.figures, answered: query });
        else setState((s) => ({ ...s, error: outcome.message }));
      });
    return () => {
      live = false;
    };
  }, [query]);
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
