import { judgeCase } from '../../core';
import type { SampleResult } from '../../core';
import type { Sample } from '../../store';

/**
 * The active sample as a test case: the verdict its input must get (valid, or invalid with the
 * pointer that must fail), and whether the current schema gives it, as `tool-schema test` would.
 */
export function CaseExpectation({
  sample,
  result,
  onExpect,
}: {
  sample: Sample;
  result: SampleResult | undefined;
  onExpect: (expect: Sample['expect']) => void;
}) {
  const expect = sample.expect;
  const outcome =
    expect && result
      ? judgeCase(
          {
            expect: expect.verdict,
            ...(expect.pointer !== undefined ? { pointer: expect.pointer } : {}),
          },
          result,
        )
      : undefined;
  return (
    <section className="case-expectation" aria-label="Test case">
      <label>
        <span>Expected verdict</span>
        <select
          value={expect?.verdict ?? ''}
          onChange={(event) => {
            const verdict = event.target.value;
            if (verdict === 'valid') onExpect({ verdict: 'valid' });
            else if (verdict === 'invalid')
              onExpect({ verdict: 'invalid', pointer: expect?.pointer ?? '' });
            else onExpect(undefined);
          }}
        >
          <option value="">none (a sample, not a test case)</option>
          <option value="valid">valid</option>
          <option value="invalid">invalid</option>
        </select>
      </label>
      {expect?.verdict === 'invalid' && (
        <label>
          <span>Pointer that must fail</span>
          <input
            type="text"
            value={expect.pointer ?? ''}
            placeholder='"" is the whole value, e.g. /limit'
            onChange={(event) => onExpect({ verdict: 'invalid', pointer: event.target.value })}
          />
        </label>
      )}
      {outcome && (
        <p
          className={`case-outcome case-outcome-${outcome.passed ? 'pass' : 'fail'}`}
          role="status"
          aria-label="Test case outcome"
        >
          {outcome.passed
            ? '✓ Gets its expected verdict.'
            : `✗ ${outcome.reason ?? 'Does not get its expected verdict.'}`}
        </p>
      )}
    </section>
  );
}
