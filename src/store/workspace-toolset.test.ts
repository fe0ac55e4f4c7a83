import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeToolset, TOOLSET_CHECK_DELAY_MS } from '../core';
import type { ToolsetText } from '../core';
import { createWorkspaceStore, newTool, selectActiveDiagnostics } from '.';
import type { WorkspaceStore } from '.';
import { describeToolStatus, toolStatus } from './tool-status';
import { startToolsetChecks } from './workspace-toolset';
import type { ToolsetOutcome } from '../worker/validation-client';

const tool = (name: string, description: string) =>
  JSON.stringify({
    name,
    description,
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string', description: 'The city name.' } },
      required: ['city'],
      additionalProperties: false,
    },
  });
const WEATHER =
  'Looks up the current weather for a city and returns the temperature in degrees Celsius.';
const TIME = 'Tells the local time in a city, with its time zone, for scheduling a call there.';

function workspace(texts: string[]): { store: WorkspaceStore; ids: string[] } {
  const tools = texts.map(newTool);
  const store = createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
  return { store, ids: tools.map((t) => t.id) };
}

/** The worker's answer, from the real core, and every request it was sent. */
function recordingAnalyze() {
  const sent: ToolsetText[][] = [];
  const analyze = (texts: ToolsetText[]): Promise<ToolsetOutcome> => {
    sent.push(texts);
    return Promise.resolve({ status: 'done', findings: analyzeToolset(texts) });
  };
  return { analyze, sent };
}

const codesOf = (store: WorkspaceStore, id: string) =>
  (store.getState().toolset[id]?.diagnostics ?? []).map((d) => d.code);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toolset rules over the workspace', () => {
  it('waits while the rows are still being checked, then runs once', async () => {
    const { store } = workspace([tool('get_weather', WEATHER), tool('get_time', TIME)]);
    const { analyze, sent } = recordingAnalyze();
    let ready = false;
    startToolsetChecks(store, { analyze, ready: () => ready });
    await vi.advanceTimersByTimeAsync(3 * TOOLSET_CHECK_DELAY_MS);
    expect(sent).toHaveLength(0);
    ready = true;
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3 * TOOLSET_CHECK_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('finds two tools with one name once the tools settle, and counts the finding on its row', async () => {
    const { store, ids } = workspace([tool('get_weather', WEATHER), tool('get_weather', TIME)]);
    const { analyze, sent } = recordingAnalyze();
    startToolsetChecks(store, { analyze });
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    const duplicate = [...codesOf(store, ids[0]!), ...codesOf(store, ids[1]!)];
    expect(duplicate).toContain('tool-name-duplicate');
    // Merged into what the row counts (the rows have no analysis of their own here).
    const state = store.getState();
    const flagged = state.tools.find((t) => codesOf(store, t.id).includes('tool-name-duplicate'))!;
    const counted = toolStatus(
      {
        ...state,
        checks: {
          [flagged.id]: {
            text: flagged.text,
            status: 'checked',
            counts: { error: 0, warning: 0, info: 0 },
            diagnostics: [],
          },
        },
      },
      flagged,
    );
    expect(describeToolStatus(counted)).not.toBe('No problems');
  });

  it('stays quiet on tools a model can tell apart', async () => {
    const { store, ids } = workspace([tool('get_weather', WEATHER), tool('get_time', TIME)]);
    const { analyze } = recordingAnalyze();
    startToolsetChecks(store, { analyze });
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(store.getState().toolset).toEqual({});
    expect(codesOf(store, ids[0]!)).toEqual([]);
  });

  it('waits while the tools keep changing, sends once they settle, and drops a tool’s findings when its text moves on', async () => {
    const { store, ids } = workspace([tool('get_weather', WEATHER), tool('get_weather', TIME)]);
    const { analyze, sent } = recordingAnalyze();
    startToolsetChecks(store, { analyze });
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS / 2);
      store.getState().setToolText(ids[0]!, tool('get_weather', `${WEATHER} Edit ${i}.`));
    }
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(codesOf(store, ids[1]!)).toContain('tool-name-duplicate');

    // The second tool is renamed: until the next run its old findings no longer apply to it.
    store.getState().setToolText(ids[1]!, tool('get_time', TIME));
    const renamed = store.getState().tools[1]!;
    expect(store.getState().toolset[ids[1]!]?.text).not.toBe(renamed.text);
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(store.getState().toolset).toEqual({});
  });

  it("adds the findings to the active tool's Problems once, even when its own document has the same one", async () => {
    const { store, ids } = workspace([tool('get_weather', WEATHER), tool('get_weather', TIME)]);
    const { analyze } = recordingAnalyze();
    startToolsetChecks(store, { analyze });
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    store.getState().selectTool(ids[1]!);
    const text = store.getState().tools[1]!.text;
    const own = store.getState().toolset[ids[1]!]!.diagnostics;
    // As if the tool's own analysis already had the same finding at the same place.
    store.getState().setAnalysis(ids[1]!, text, {
      diagnostics: [own[0]!],
    } as unknown as Parameters<ReturnType<WorkspaceStore['getState']>['setAnalysis']>[2]);
    const shown = selectActiveDiagnostics(store.getState());
    expect(
      shown.filter((d) => d.code === own[0]!.code && d.pointer === own[0]!.pointer),
    ).toHaveLength(1);
    expect(shown).toHaveLength(own.length);
    // The same array until something changes: React's store subscription depends on it.
    expect(selectActiveDiagnostics(store.getState())).toBe(shown);
  });

  it('clears the findings when one tool is left', async () => {
    const { store, ids } = workspace([tool('get_weather', WEATHER), tool('get_weather', TIME)]);
    const { analyze } = recordingAnalyze();
    startToolsetChecks(store, { analyze });
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(Object.keys(store.getState().toolset)).not.toHaveLength(0);
    store.getState().deleteTool(ids[1]!);
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(store.getState().toolset).toEqual({});
  });
});
