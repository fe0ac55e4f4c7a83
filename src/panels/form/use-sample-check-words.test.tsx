// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { SampleResult } from '../../core';
import { useSampleCheck } from './use-sample-check';

/** The worker's checks, answered by the test: each call waits for `answer`. */
const calls: { schema: unknown; answer: (result: SampleResult) => void }[] = [];
vi.mock('../../worker', () => ({
  getValidationClient: () => ({
    checkSample: (schema: unknown) =>
      new Promise((resolve) =>
        calls.push({ schema, answer: (result) => resolve({ status: 'done', result }) }),
      ),
  }),
}));

afterEach(() => {
  calls.length = 0;
});

const schema = (title: string, minLength = 1) => ({
  type: 'object',
  properties: { city: { type: 'string', title, minLength } },
});
const VALUE = { city: '' };
const FAILS: SampleResult = {
  valid: false,
  issues: [
    {
      pointer: '/city',
      message: 'Too short.',
      keyword: 'minLength',
      schemaPointer: '/properties/city/minLength',
    },
  ],
};

describe('useSampleCheck while a title or description is typed', () => {
  it('keeps the last answer for a schema that differs only in words, without asking the worker again', async () => {
    const { result, rerender } = renderHook(({ s }) => useSampleCheck(s, VALUE, true), {
      initialProps: { s: schema('City') as unknown },
    });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.answer(FAILS));
    expect(result.current).toMatchObject({ status: 'done', result: FAILS });

    const typed = schema('City name');
    rerender({ s: typed });
    expect(calls).toHaveLength(1);
    // The answer counts as the typed schema's: the form confirms a schema by its identity.
    expect(result.current).toEqual({ status: 'done', result: FAILS, schema: typed, value: VALUE });

    // A change that judges differently is asked about.
    rerender({ s: schema('City name', 0) });
    expect(calls).toHaveLength(2);
  });

  it('drops the answer for a schema left behind when the words go back to the answered one', async () => {
    const { result, rerender } = renderHook(({ s }) => useSampleCheck(s, VALUE, true), {
      initialProps: { s: schema('City') as unknown },
    });
    await act(async () => calls[0]!.answer(FAILS));
    rerender({ s: schema('City', 0) });
    expect(calls).toHaveLength(2);
    const back = schema('Town');
    rerender({ s: back });
    await act(async () => calls[1]!.answer({ valid: true, issues: [] }));
    expect(result.current).toEqual({ status: 'done', result: FAILS, schema: back, value: VALUE });
  });
});
