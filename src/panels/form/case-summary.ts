import type { Sample } from '../../store';
import type { SampleFit } from './use-sample-check';

/** How one test case fares against its expected verdict; `checking` until its verdict is known. */
export type CaseMark = 'as-expected' | 'not-as-expected' | 'checking';

/**
 * A test case is marked against its expected verdict, not against the schema: an invalid case
 * the schema refuses is as expected. (The pointer that must fail is judged in the Test case box.)
 */
export function markCase(
  expect: NonNullable<Sample['expect']>,
  fit: SampleFit | undefined,
): CaseMark {
  if (!fit) return 'checking';
  const refused = fit !== 'fits';
  return refused === (expect.verdict === 'invalid') ? 'as-expected' : 'not-as-expected';
}

/** Each mark as a sign a person sees at a glance, and the words that say it. */
export const CASE_MARKS: Record<CaseMark, { sign: string; words: string }> = {
  'as-expected': { sign: '✓', words: 'as expected' },
  'not-as-expected': { sign: '✗', words: 'not as expected' },
  checking: { sign: '…', words: 'being checked' },
};

export interface CaseSummary {
  cases: { sample: Sample; mark: CaseMark }[];
  asExpected: number;
  notAsExpected: number;
  checking: number;
}

/** The tool's test cases (samples with an expected verdict) in their order, each with its mark. */
export function summarizeCases(
  samples: readonly Sample[],
  fits: Readonly<Record<string, SampleFit>>,
): CaseSummary {
  const cases = samples.flatMap((sample) =>
    sample.expect ? [{ sample, mark: markCase(sample.expect, fits[sample.id]) }] : [],
  );
  const count = (mark: CaseMark) => cases.filter((c) => c.mark === mark).length;
  return {
    cases,
    asExpected: count('as-expected'),
    notAsExpected: count('not-as-expected'),
    checking: count('checking'),
  };
}

/** The summary line: "Test cases: 5 of 6 as expected", with the cases still being checked. */
export function caseSummaryLine(summary: CaseSummary): string {
  const total = summary.cases.length;
  const checking = summary.checking > 0 ? `, ${summary.checking} being checked` : '';
  return `Test cases: ${summary.asExpected} of ${total} as expected${checking}`;
}
