import { describe, expect, it } from 'vitest';
import { MAX_TOOLS_PER_DOCUMENT } from '../limits';
import { describeSnapshotProblems, validateSnapshot } from './snapshot';

describe('validateSnapshot', () => {
  it('accepts a snapshot and fills in an absent name and samples', () => {
    expect(validateSnapshot({ tools: [{ text: '{"name":"a"}' }] })).toEqual({
      ok: true,
      snapshot: { tools: [{ name: '', text: '{"name":"a"}', samples: [] }] },
    });
  });

  it('keeps only known keys, so extra or prototype-named keys go no further', () => {
    const parsed: unknown = JSON.parse(
      '{"tools":[{"text":"{}","name":"t","samples":[{"name":"s","input":"1","extra":1}],"script":"alert(1)"}],"other":true}',
    );
    const result = validateSnapshot(parsed);
    expect(result).toEqual({
      ok: true,
      snapshot: { tools: [{ name: 't', text: '{}', samples: [{ name: 's', input: '1' }] }] },
    });
  });

  it('names each wrong field by pointer', () => {
    const result = validateSnapshot({
      tools: [
        { text: 1 },
        'tool',
        {
          text: '{}',
          name: 3,
          samples: [
            { name: 's', input: { a: 1 } },
            { name: 's2', input: '{}', output: 5 },
          ],
        },
      ],
      activeIndex: 7,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.pointer)).toEqual([
      '/tools/0/text',
      '/tools/1',
      '/tools/2/name',
      '/tools/2/samples/0/input',
      '/tools/2/samples/1/output',
      '/activeIndex',
    ]);
    expect(describeSnapshotProblems(result.problems)).toContain(
      '/tools/2/samples/0/input: A sample\'s "input" must be JSON text',
    );
  });

  it('refuses what is not a snapshot at all', () => {
    expect(validateSnapshot(null)).toMatchObject({ ok: false, problems: [{ pointer: '' }] });
    expect(validateSnapshot({ tools: {} })).toMatchObject({
      ok: false,
      problems: [{ pointer: '/tools' }],
    });
    expect(validateSnapshot({ tools: [] })).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringMatching(/empty/) }],
    });
  });

  it('refuses more tools than the studio opens, without listing each', () => {
    const tools = Array.from({ length: MAX_TOOLS_PER_DOCUMENT + 1 }, () => ({ text: '{}' }));
    const result = validateSnapshot({ tools });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(1);
  });

  it('caps the number of problems reported', () => {
    const result = validateSnapshot({ tools: Array.from({ length: 500 }, () => ({ text: 1 })) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.length).toBe(20);
  });
});
