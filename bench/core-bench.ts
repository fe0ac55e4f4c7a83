/**
 * Core figures in Node: validate + lint throughput cold and warm, the bare-Ajv floor, and export
 * throughput for every target. Prints nothing; returns figures for bench/run.mjs.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { analyzeText, checkSample, clearValidatorCache, diffTools, exportTools, listTargets } from '../src/core';
import type { Tool } from '../src/core';
import { generateTools } from './generate-workspace';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  better: 'lower' | 'higher';
}

const TOOL_COUNT = 1000;

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export function runCoreBench(): Figure[] {
  const tools = generateTools(TOOL_COUNT);
  const texts = tools.map((t) => JSON.stringify(t.tool, null, 2));
  // Export runs first: in the studio it runs on the page, away from the worker that holds the
  // validator caches, so it is measured on a heap without them.
  const canonical = tools.map((t) => t.tool as Tool);
  const targets = listTargets();
  const exportAll = () => {
    for (const target of targets) exportTools(canonical, target.id, {});
  };
  for (let r = 0; r < 3; r++) exportAll();
  const exportTimes: number[] = [];
  for (let r = 0; r < 10; r++) exportTimes.push(time(exportAll));
  const perTarget: Figure[] = targets.map((target) => {
    const times: number[] = [];
    for (let r = 0; r < 5; r++) times.push(time(() => exportTools(canonical, target.id, {})));
    return { name: `core.export.${target.id}.1000-tools.median`, value: stats(times).median, unit: 'ms', budget: null, better: 'lower' };
  });

  const ours = () => {
    for (let i = 0; i < texts.length; i++) {
      analyzeText(texts[i]!);
      checkSample((tools[i]!.tool as { inputSchema: unknown }).inputSchema, tools[i]!.sample);
    }
  };

  const cold: number[] = [];
  for (let r = 0; r < 3; r++) {
    clearValidatorCache();
    cold.push(time(ours));
  }
  for (let r = 0; r < 3; r++) ours();
  const warm: number[] = [];
  for (let r = 0; r < 10; r++) warm.push(time(ours));

  // The floor: Ajv alone on the same texts: read each tool, check its schema against the
  // meta-schema and its sample against the schema, compiling each schema once.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas = tools.map((t) => (t.tool as { inputSchema: object }).inputSchema);
  const floorCold = time(() => {
    for (let i = 0; i < schemas.length; i++) {
      const schema = (JSON.parse(texts[i]!) as { inputSchema: object }).inputSchema;
      ajv.validateSchema(schema);
      ajv.compile(schema)(tools[i]!.sample);
    }
  });
  const compiled = schemas.map((s) => ajv.compile(s));
  const floorRun = () => {
    for (let i = 0; i < schemas.length; i++) {
      const schema = (JSON.parse(texts[i]!) as { inputSchema: object }).inputSchema;
      ajv.validateSchema(schema);
      compiled[i]!(tools[i]!.sample);
    }
  };
  for (let r = 0; r < 3; r++) floorRun();
  const floor: number[] = [];
  for (let r = 0; r < 10; r++) floor.push(time(floorRun));

  const coldStats = stats(cold);
  const warmStats = stats(warm);
  const floorStats = stats(floor);
  const diff = diffBench(tools.map((t) => t.tool));
  return [
    { name: 'core.diff.1000-tools.one-breaking-change-each', value: diff.breaking, unit: 'ms', budget: null, better: 'lower' },
    { name: 'core.diff.1000-tools.unchanged', value: diff.unchanged, unit: 'ms', budget: null, better: 'lower' },
    { name: 'core.validate-lint.cold.tools-per-second', value: TOOL_COUNT / (coldStats.median / 1000), unit: 'tools/s', budget: null, better: 'higher' },
    { name: 'core.validate-lint.warm.tools-per-second', value: TOOL_COUNT / (warmStats.median / 1000), unit: 'tools/s', budget: null, better: 'higher' },
    { name: 'core.validate-lint.warm.1000-tools.median', value: warmStats.median, unit: 'ms', budget: null, better: 'lower' },
    { name: 'core.validate-lint.warm.1000-tools.p95', value: warmStats.p95, unit: 'ms', budget: null, better: 'lower' },
    { name: 'core.ajv-floor.cold.1000-tools', value: floorCold, unit: 'ms', budget: null, better: 'lower' },
    { name: 'core.ajv-floor.warm.1000-tools.median', value: floorStats.median, unit: 'ms', budget: null, better: 'lower' },
    { name: 'core.validate-lint.warm.ratio-to-ajv', value: warmStats.median / floorStats.median, unit: '×', budget: 3, better: 'lower' },
    { name: 'core.export.all-targets.1000-tools.median', value: stats(exportTimes).median, unit: 'ms', budget: 100, better: 'lower' },
    { name: 'core.export.all-targets.1000-tools.p95', value: stats(exportTimes).p95, unit: 'ms', budget: null, better: 'lower' },
    ...perTarget,
  ];
}

/**
 * `tool-schema diff` over a 1 000-tool toolset: against itself, and against a version where every
 * tool gained a required property (one breaking change each, each with a witness to validate).
 */
export function diffBench(tools: Record<string, unknown>[]): { breaking: number; unchanged: number } {
  const changed = tools.map((tool) => {
    const schema = tool.inputSchema as Record<string, unknown>;
    const properties = { ...(schema.properties as Record<string, unknown>), added_field: { type: 'string' } };
    const required = [...((schema.required as string[] | undefined) ?? []), 'added_field'];
    return { ...tool, inputSchema: { ...schema, properties, required } };
  });
  const unchanged = time(() => diffTools(tools, tools));
  clearValidatorCache();
  const breaking = time(() => diffTools(tools, changed));
  return { breaking, unchanged };
}

if (process.argv[2] === '--print') console.log(JSON.stringify(runCoreBench()));
