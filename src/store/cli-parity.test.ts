import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLSET_CHECK_DELAY_MS, TOOLSET_RULES } from '../core';
import { runCli } from '../cli/run';
import { fakeIO } from '../cli/fake-io';
import { createWorkspaceStore, newTool } from '.';
import { connectValidation } from './connect-validation';
import { toolStatus } from './tool-status';
import { handleRequest } from '../worker/handle-request';
import type { WorkerLike, WorkerRequest, WorkerResponse } from '../worker/protocol';
import { createValidationClient } from '../worker/validation-client';

/** Answers on the next tick with the real core, as the studio's worker does. */
class EchoWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: WorkerRequest) {
    setTimeout(
      () => this.onmessage?.({ data: handleRequest(message) } as MessageEvent<WorkerResponse>),
      1,
    );
  }
  terminate() {}
}

/** 25 tools that real servers publish (the first 25 of the real-tools fixtures, by file name). */
function realToolTexts(): { file: string; text: string }[] {
  const dir = join(import.meta.dirname, '../core/__fixtures__/real-tools');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .slice(0, 25)
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

interface Report {
  files: {
    file: string;
    diagnostics: { severity: 'error' | 'warning' | 'info'; code: string }[];
  }[];
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the Tools list's counts", () => {
  it('equal what `tool-schema validate --format json` reports for each of 25 real tools, without opening them', async () => {
    const inputs = realToolTexts();
    expect(inputs).toHaveLength(25);
    const tools = inputs.map((i) => newTool(i.text));
    const store = createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
    const client = createValidationClient({ createWorker: () => new EchoWorker() });
    const disconnect = connectValidation(store, client, {
      scheduleIdle: (callback) => {
        const handle = setTimeout(callback, 0);
        return () => clearTimeout(handle);
      },
    });
    // Every tool in the background, then the toolset rules once the workspace has settled.
    await vi.advanceTimersByTimeAsync(25 * 5 + TOOLSET_CHECK_DELAY_MS);
    disconnect();

    const io = fakeIO(Object.fromEntries(inputs.map((i) => [i.file, i.text])));
    await runCli(['validate', '--format', 'json', '--toolset', ...inputs.map((i) => i.file)], io);
    const report = JSON.parse(io.out) as Report;
    expect(report.files.map((f) => f.file)).toEqual(inputs.map((i) => i.file));

    const state = store.getState();
    const studio = state.tools.map((tool, i) => ({
      file: inputs[i]!.file,
      ...toolStatus(state, tool),
    }));
    const cli = report.files.map((f) => {
      const counts = { error: 0, warning: 0, info: 0 };
      for (const d of f.diagnostics) counts[d.severity] += 1;
      return { file: f.file, state: 'checked', counts, stale: false };
    });
    expect(studio).toEqual(cli);
    // Only the first tool was ever active: the other 24 were checked in the background.
    expect(Object.keys(state.analyses)).toEqual([tools[0]!.id]);
    expect(Object.keys(state.checks)).toHaveLength(24);
    // The comparison means something only if the real tools have findings of more than one kind.
    const totals = cli.reduce(
      (sum, f) => ({
        error: sum.error + f.counts.error,
        warning: sum.warning + f.counts.warning,
        info: sum.info + f.counts.info,
      }),
      { error: 0, warning: 0, info: 0 },
    );
    expect(totals.warning).toBeGreaterThan(0);
    expect(totals.info).toBeGreaterThan(0);
    // ... and the toolset rules found something across the files (and so across the rows).
    const toolsetCodes = new Set(TOOLSET_RULES.map((rule) => rule.code));
    expect(report.files.flatMap((f) => f.diagnostics).some((d) => toolsetCodes.has(d.code))).toBe(
      true,
    );
  });
});
