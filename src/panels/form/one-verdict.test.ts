import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../cli/io';
import { runCli } from '../../cli/run';
import { checkSample } from '../../core';
import {
  KNOWN_GAPS,
  REMOTE_GROUPS,
  suiteGroups,
} from '../../core/__fixtures__/json-schema-test-suite';
import type { SuiteGroup } from '../../core/__fixtures__/json-schema-test-suite';
import { handleRequest } from '../../worker/handle-request';
import type { WorkerLike, WorkerRequest, WorkerResponse } from '../../worker/protocol';
import { createValidationClient } from '../../worker/validation-client';
import { rjsfAjvValidatorFor as rjsfValidatorFor } from './form-ajv';

/**
 * One sample verdict everywhere: suite cases through the path the form's sample check takes
 * (the validation client and worker, as useSampleCheck calls them), the CLI's `check`, and the
 * core; and the pattern cases through the form's own validator (RJSF), which picks union
 * variants with the same linear-time pattern engine.
 */

/** A worker that answers at once with what the real one computes. */
class InlineWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(request: WorkerRequest) {
    queueMicrotask(() =>
      this.onmessage?.({ data: handleRequest(request) } as MessageEvent<WorkerResponse>),
    );
  }
  terminate() {}
}

async function cliVerdict(schema: unknown, data: unknown): Promise<boolean | string> {
  const files: Record<string, string> = {
    'tool.json': JSON.stringify({ name: 't', description: 'd', inputSchema: schema }),
    'sample.json': JSON.stringify(data),
  };
  const io: CliIO = {
    cwd: '/',
    stdout: () => undefined,
    stderr: () => undefined,
    readInput: (path) => Promise.resolve(files[path]!),
  };
  try {
    const code = await runCli(['check', 'tool.json', '--input', 'sample.json'], io);
    return code === 0 ? true : code === 1 ? false : `exit ${code}`;
  } catch (error) {
    return String(error);
  }
}

/** Every fourth runnable 2020-12 group (each declares its dialect, as a tool's schema does), and every pattern group. */
const sample: [string, SuiteGroup][] = suiteGroups('draft2020-12').filter(
  ([key], index) =>
    !REMOTE_GROUPS[key] &&
    !KNOWN_GAPS[key] &&
    (index % 4 === 0 || /\/pattern(Properties)?\.json\//.test(key)),
);

describe('worker, CLI check and core give the same verdict on suite cases', () => {
  const client = createValidationClient({
    createWorker: () => new InlineWorker(),
    timeoutMs: 10_000,
  });

  it(`agrees with the suite on ${sample.length} groups`, async () => {
    expect(sample.length).toBeGreaterThan(80);
    const disagreements: string[] = [];
    for (const [key, group] of sample) {
      for (const test of group.tests) {
        const core = checkSample(group.schema, test.data).valid;
        const outcome = await client.checkSample(group.schema, test.data);
        const worker = outcome.status === 'done' ? outcome.result.valid : outcome.status;
        const cli = await cliVerdict(group.schema, test.data);
        if (core !== test.valid || worker !== test.valid || cli !== test.valid) {
          disagreements.push(
            `${key} / ${test.description}: expected ${test.valid}, core ${core}, worker ${String(worker)}, cli ${String(cli)}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe("the form's own validator honours patterns", () => {
  const patternGroups = sample.filter(([key]) => /\/pattern(Properties)?\.json\//.test(key));

  it('agrees with the suite on every pattern and patternProperties case', () => {
    expect(patternGroups.length).toBeGreaterThan(5);
    const validator = rjsfValidatorFor('2020-12');
    const disagreements: string[] = [];
    for (const [key, group] of patternGroups) {
      for (const test of group.tests) {
        if (
          validator.isValid(group.schema as RJSFSchema, test.data, group.schema as RJSFSchema) !==
          test.valid
        )
          disagreements.push(`${key} / ${test.description}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers ^(a+)+$ on a near miss, and picks the union variant it fits', () => {
    const validator = rjsfValidatorFor('2020-12');
    const schema: RJSFSchema = {
      anyOf: [{ type: 'string', pattern: '^(a+)+$' }, { type: 'number' }],
    };
    expect(validator.isValid(schema, `${'a'.repeat(41)}b`, schema)).toBe(false);
    expect(validator.isValid(schema, 'a'.repeat(41), schema)).toBe(true);
  });

  it('counts a pattern only RegExp can run as matching (no watchdog on the page); the worker decides', () => {
    const validator = rjsfValidatorFor('2020-12');
    const schema: RJSFSchema = { type: 'string', pattern: '^(?!x)(a+)+$' };
    expect(validator.isValid(schema, `${'a'.repeat(41)}!`, schema)).toBe(true);
  });
});
