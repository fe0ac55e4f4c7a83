// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSampleCheck, useSampleFits } from './use-sample-check';

const SCHEMA_A = { type: 'object', properties: { a: { type: 'string' } } };
const SCHEMA_B = { type: 'object', properties: { b: { type: 'number' } } };
// One array and one value, as the Form tab hands them: new ones per render would be changes.
const NO_SAMPLES: readonly { id: string; input: string }[] = [];
const VALUE = {};

describe('hooks with nothing to check (a tool switch to a tool without samples or checks)', () => {
  it('useSampleFits renders once per new schema, with one empty answer', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ schema }) => {
        renders++;
        return useSampleFits(schema, NO_SAMPLES, undefined);
      },
      { initialProps: { schema: SCHEMA_A as unknown } },
    );
    const first = result.current;
    const before = renders;
    rerender({ schema: SCHEMA_B });
    expect(renders - before).toBe(1);
    expect(result.current).toBe(first);
    expect(result.current).toEqual({});
  });

  it('useSampleCheck renders once per new schema while checks are off', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ schema }) => {
        renders++;
        return useSampleCheck(schema, VALUE, false);
      },
      { initialProps: { schema: SCHEMA_A as unknown } },
    );
    const before = renders;
    rerender({ schema: SCHEMA_B });
    expect(renders - before).toBe(1);
    expect(result.current).toEqual({ status: 'idle' });
  });
});
