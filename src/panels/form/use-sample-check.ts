import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_SAMPLES_RECHECKED, SAMPLE_CHECK_DEBOUNCE_MS, sameButWords } from '../../core';
import type { SampleResult } from '../../core';
import { getValidationClient } from '../../worker';
import type { SchemaSource } from '../../worker';
import { latestOnly } from './latest-only';
import type { LatestOnly } from './latest-only';

export type SampleCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  /**
   * `schema` is the schema this result holds for (it may lag behind the current one), `value`
   * the value it was computed for.
   */
  | { status: 'done'; result: SampleResult; schema: unknown; value: unknown }
  | { status: 'problem'; message: string };

// One object each for "nothing to check" and "no fits known": an effect that finds nothing to do
// sets the same object, and React then skips the render (a new object each time drew the form a
// second time on every tool switch).
const IDLE: SampleCheck = { status: 'idle' };
const NO_FITS: Record<string, SampleFit> = {};

interface CheckRequest {
  id: number;
  schema: unknown;
  value: unknown;
  source: SchemaSource | undefined;
}

/**
 * Checks a value against a schema in the validation worker: at once when no check is in flight,
 * else the latest pair once the running one answers (no fixed pause, so a field's errors follow
 * the keystroke). Only the answer for the latest pair is kept. `source` says where the schema was
 * read, so the worker can read it from the text it holds instead of being sent a copy.
 */
export function useSampleCheck(
  schema: unknown,
  value: unknown,
  enabled: boolean,
  source?: SchemaSource,
): SampleCheck {
  const [check, setCheck] = useState<SampleCheck>(IDLE);
  const sequence = useRef(0);
  const sender = useRef<LatestOnly<CheckRequest> | undefined>(undefined);
  const latestSource = useRef(source);
  latestSource.current = source;
  const latestCheck = useRef(check);
  latestCheck.current = check;
  useEffect(() => {
    const current = latestOnly(
      (request: CheckRequest) =>
        getValidationClient().checkSample(request.schema, request.value, {}, request.source),
      (request, outcome) => {
        if (request.id !== sequence.current) return;
        setCheck(
          outcome.status === 'done'
            ? {
                status: 'done',
                result: outcome.result,
                schema: request.schema,
                value: request.value,
              }
            : { status: 'problem', message: outcome.message },
        );
      },
    );
    sender.current = current;
    return () => current.cancel();
  }, []);
  useEffect(() => {
    const id = ++sequence.current;
    if (!enabled || schema === undefined) {
      setCheck(IDLE);
      return;
    }
    // A schema that differs from the last answer's only in words (a title or description being
    // typed) gives the same answer: it is not asked again (see below), and a check in flight for
    // another schema is no longer wanted.
    if (answerHolds(latestCheck.current, schema, value)) return;
    setCheck((previous) => (previous.status === 'done' ? previous : { status: 'checking' }));
    sender.current?.submit({ id, schema, value, source: latestSource.current });
  }, [schema, value, enabled]);
  // The last answer, as the answer for the current schema when it holds for it: the form counts
  // a schema as confirmed only by an answer for that very schema object.
  return useMemo(
    () =>
      check.status === 'done' && check.schema !== schema && answerHolds(check, schema, value)
        ? { ...check, schema }
        : check,
    [check, schema, value],
  );
}

/** Whether `check` answered this value for a schema that judges it alike. */
function answerHolds(check: SampleCheck, schema: unknown, value: unknown): boolean {
  return (
    check.status === 'done' &&
    check.value === value &&
    schema !== undefined &&
    sameButWords(check.schema, schema)
  );
}

/** Whether each saved sample still fits the schema: `fits`, `fails` or `not-json`; absent while unknown. */
export type SampleFit = 'fits' | 'fails' | 'not-json';

/**
 * Re-checks the saved samples in the worker when the schema or their inputs change. The sample
 * being edited (`liveId`) is left out: its check runs on every keystroke already, and re-checking
 * every sample per keystroke would keep the worker busy while the user types.
 */
export function useSampleFits(
  schema: unknown,
  allSamples: readonly { id: string; input: string }[],
  liveId?: string,
): Record<string, SampleFit> {
  const [fits, setFits] = useState<Record<string, SampleFit>>(NO_FITS);
  const sequence = useRef(0);
  const others = allSamples.filter((s) => s.id !== liveId);
  // Identity follows the other samples' ids and inputs, not the array (which changes per keystroke).
  const key = others.map((s) => `${s.id}\u0000${s.input}`).join('\u0001');
  const latest = useRef(others);
  latest.current = others;
  useEffect(() => {
    const samples = latest.current;
    const id = ++sequence.current;
    if (schema === undefined || samples.length === 0) {
      setFits(NO_FITS);
      return;
    }
    const timer = setTimeout(() => {
      const checks = samples
        .slice(0, MAX_SAMPLES_RECHECKED)
        .map(async (sample): Promise<[string, SampleFit | undefined]> => {
          let value: unknown;
          try {
            value = JSON.parse(sample.input);
          } catch {
            return [sample.id, 'not-json'];
          }
          const outcome = await getValidationClient().checkSample(schema, value);
          return [
            sample.id,
            outcome.status === 'done' && !outcome.result.schemaError
              ? outcome.result.valid
                ? 'fits'
                : 'fails'
              : undefined,
          ];
        });
      void Promise.all(checks).then((entries) => {
        if (id !== sequence.current) return;
        const next: Record<string, SampleFit> = {};
        for (const [sampleId, fit] of entries) if (fit) next[sampleId] = fit;
        setFits(next);
      });
    }, SAMPLE_CHECK_DEBOUNCE_MS * 2);
    return () => clearTimeout(timer);
  }, [schema, key]);
  return fits;
}
