/**
 * Core figures in Node: validate + lint throughput cold and warm, the bare-Ajv floor, and export
 * throughput for every target. Prints nothing; returns figures for bench/run.mjs.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  analyzeText,
  checkSample,
  clearAnalysisCaches,
  clearValidatorCache,
  diffTools,
  exportTools,
  listTargets,
  TOOL_TEMPLATES,
} from '../src/core';
import type { Tool } from '../src/core';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  linearTimeRegExp,
  loadPatternEngine,
  plainRegExp,
} from '../src/core/validation/pattern-engine';
import { generateTools } from './generate-workspace';
import { runQualityBench } from './quality-bench';
import {
  largeEnumTool,
  minifiedToolsList,
  oneLineTools,
  realTools,
  unionFanOutTool,
} from './linear-inputs';

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

/** Samples for the built-in example tools (the "New tool" menu), valid and not, as a user tries them. */
const EXAMPLE_SAMPLES: Record<string, unknown[]> = {
  search_code: [
    { query: 'TODO', file_pattern: '*.ts', case_sensitive: true, max_results: 20 },
    { query: 1 },
  ],
  search_database: [
    { query: 'user data', limit: 10, sort_by: 'date' },
    { query: '', limit: 1000 },
  ],
  calculate_tax: [
    { amount: 100, state: 'CA' },
    { amount: 50, state: 'ny' },
    { amount: 5, state: 'California' },
  ],
  get_weather: [{ location: 'Paris' }, {}],
  no_parameters: [{}, { extra: 1 }],
  blank: [{}],
};

/** A tool with the patterns tool schemas typically carry, to show the engine's cost where it is used most. */
const PATTERN_HEAVY = {
  type: 'object',
  properties: {
    email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    id: {
      type: 'string',
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    },
    slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
    version: { type: 'string', pattern: '^v?\\d+\\.\\d+\\.\\d+(?:-[\\w.]+)?$' },
  },
  patternProperties: { '^x-[a-z]+$': { type: 'string' } },
};
const PATTERN_HEAVY_SAMPLES = [
  {
    email: 'ada@example.com',
    date: '2026-11-23',
    id: '123e4567-e89b-12d3-a456-426614174000',
    slug: 'my-tool',
    version: 'v1.2.3-beta.1',
    'x-team': 'core',
  },
  {
    email: 'not an email',
    date: '23/11/2026',
    id: 'xyz',
    slug: 'My Tool',
    version: '1.2',
    'x-team': 1,
  },
];

/** Sample checks per second with a given `pattern` engine, on fresh Ajv instances set up as the core's. */
function sampleChecks(
  engine: typeof linearTimeRegExp | typeof plainRegExp,
  cases: { schema: object; samples: unknown[] }[],
): number {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    ownProperties: true,
    code: { regExp: engine },
  });
  addFormats(ajv);
  const compiled = cases.map(({ schema, samples }) => ({ validate: ajv.compile(schema), samples }));
  const round = () => {
    for (const { validate, samples } of compiled) for (const sample of samples) validate(sample);
  };
  for (let r = 0; r < 200; r++) round();
  const checksPerRound = compiled.reduce((n, c) => n + c.samples.length, 0);
  const times: number[] = [];
  for (let r = 0; r < 15; r++)
    times.push(
      time(() => {
        for (let i = 0; i < 200; i++) round();
      }),
    );
  return (checksPerRound * 200) / (stats(times).median / 1000);
}

function patternEngineFigures(): Figure[] {
  const examples = TOOL_TEMPLATES.flatMap((template) => {
    const value = JSON.parse(template.text) as { inputSchema?: object; input_schema?: object };
    const schema = value.inputSchema ?? value.input_schema;
    return schema ? [{ schema, samples: EXAMPLE_SAMPLES[template.id] ?? [{}] }] : [];
  });
  const heavy = [{ schema: PATTERN_HEAVY, samples: PATTERN_HEAVY_SAMPLES }];
  checkSample({ type: 'string', pattern: '^a$' }, 'a'); // sets Ajv up, so the figure is the pattern's compile and check
  const catastrophic = time(() =>
    checkSample({ type: 'string', pattern: '^(a+)+$' }, `${'a'.repeat(41)}b`),
  );
  return [
    {
      name: 'core.sample-check.examples.re2js.checks-per-second',
      value: sampleChecks(linearTimeRegExp, examples),
      unit: 'checks/s',
      budget: null,
      better: 'higher',
    },
    {
      name: 'core.sample-check.examples.regexp.checks-per-second',
      value: sampleChecks(plainRegExp, examples),
      unit: 'checks/s',
      budget: null,
      better: 'higher',
    },
    {
      name: 'core.sample-check.pattern-heavy.re2js.checks-per-second',
      value: sampleChecks(linearTimeRegExp, heavy),
      unit: 'checks/s',
      budget: null,
      better: 'higher',
    },
    {
      name: 'core.sample-check.pattern-heavy.regexp.checks-per-second',
      value: sampleChecks(plainRegExp, heavy),
      unit: 'checks/s',
      budget: null,
      better: 'higher',
    },
    // With RegExp this one runs for minutes (2^41 paths); it is not measured that way.
    {
      name: 'core.sample-check.catastrophic-pattern.re2js.compile-and-check',
      value: catastrophic,
      unit: 'ms',
      budget: 1000,
      better: 'lower',
    },
  ];
}

export function runCoreBench(): Figure[] {
  const engines = patternEngineFigures();
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
    return {
      name: `core.export.${target.id}.1000-tools.median`,
      value: stats(times).median,
      unit: 'ms',
      budget: null,
      better: 'lower',
    };
  });

  const ours = () => {
    for (let i = 0; i < texts.length; i++) {
      analyzeText(texts[i]!);
      checkSample((tools[i]!.tool as { inputSchema: unknown }).inputSchema, tools[i]!.sample);
    }
  };

  const cold: number[] = [];
  for (let r = 0; r < 3; r++) {
    clearAnalysisCaches();
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
    {
      name: 'core.diff.1000-tools.one-breaking-change-each',
      value: diff.breaking,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    {
      name: 'core.diff.1000-tools.unchanged',
      value: diff.unchanged,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    {
      name: 'core.validate-lint.cold.tools-per-second',
      value: TOOL_COUNT / (coldStats.median / 1000),
      unit: 'tools/s',
      budget: null,
      better: 'higher',
    },
    {
      name: 'core.validate-lint.warm.tools-per-second',
      value: TOOL_COUNT / (warmStats.median / 1000),
      unit: 'tools/s',
      budget: null,
      better: 'higher',
    },
    {
      name: 'core.validate-lint.warm.1000-tools.median',
      value: warmStats.median,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    {
      name: 'core.validate-lint.warm.1000-tools.p95',
      value: warmStats.p95,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    {
      name: 'core.ajv-floor.cold.1000-tools',
      value: floorCold,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    {
      name: 'core.ajv-floor.warm.1000-tools.median',
      value: floorStats.median,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    {
      name: 'core.validate-lint.warm.ratio-to-ajv',
      value: warmStats.median / floorStats.median,
      unit: '×',
      budget: 2,
      better: 'lower',
    },
    {
      name: 'core.export.all-targets.1000-tools.median',
      value: stats(exportTimes).median,
      unit: 'ms',
      budget: 100,
      better: 'lower',
    },
    {
      name: 'core.export.all-targets.1000-tools.p95',
      value: stats(exportTimes).p95,
      unit: 'ms',
      budget: null,
      better: 'lower',
    },
    ...perTarget,
    ...engines,
  ];
}

/**
 * Inputs whose cost used to grow faster than their size (issue 20), validated cold (empty
 * validator caches, as a CLI run is) in this process, and through the built `tool-schema`
 * command as a user runs it (process start and worker thread included). Best of three: on a
 * shared machine the other runs measure the neighbours; `cli.start.rules` is the command's floor.
 */
export function runLinearCostBench(root: string): Figure[] {
  const inputs: { id: string; text: string; budget: number }[] = [
    { id: '1000-one-line-tools', text: oneLineTools(1000), budget: 1000 },
    {
      id: '1000-pretty-tools',
      text: JSON.stringify(JSON.parse(oneLineTools(1000)), null, 2),
      budget: 1000,
    },
    {
      id: '596-tool-minified-tools-list',
      text: minifiedToolsList(realTools(root), 596),
      budget: 2000,
    },
    { id: 'enum-100k.draft-07', text: largeEnumTool(100_000, 'draft-07'), budget: 1000 },
    { id: 'enum-100k.2020-12', text: largeEnumTool(100_000, '2020-12'), budget: 1000 },
  ];
  const figures: Figure[] = [];
  const tmp = join(root, 'bench/.tmp');
  mkdirSync(tmp, { recursive: true });
  const bin = join(root, 'bin/tool-schema.mjs');
  const cliBuilt = existsSync(join(root, 'dist-cli/main.js'));
  for (const input of inputs) {
    const times: number[] = [];
    for (let r = 0; r < 3; r++) {
      clearAnalysisCaches();
      times.push(time(() => analyzeText(input.text)));
    }
    figures.push({
      name: `core.validate.cold.${input.id}`,
      value: Math.min(...times),
      unit: 'ms',
      budget: input.budget,
      better: 'lower',
    });
    if (!cliBuilt) continue;
    const file = join(tmp, `${input.id}.json`);
    writeFileSync(file, input.text);
    const runs: number[] = [];
    for (let r = 0; r < 3; r++) {
      const start = performance.now();
      const result = spawnSync(process.execPath, [bin, 'validate', file], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      runs.push(performance.now() - start);
      if (result.status === 2)
        throw new Error(`tool-schema validate ${input.id}: ${result.stderr}`);
    }
    figures.push({
      name: `cli.validate.${input.id}`,
      value: Math.min(...runs),
      unit: 'ms',
      budget: input.budget,
      better: 'lower',
    });
  }
  if (cliBuilt) {
    const runs: number[] = [];
    for (let r = 0; r < 3; r++) {
      const start = performance.now();
      spawnSync(process.execPath, [bin, 'rules'], { encoding: 'utf8' });
      runs.push(performance.now() - start);
    }
    figures.push({
      name: 'cli.start.rules',
      value: Math.min(...runs),
      unit: 'ms',
      budget: null,
      better: 'lower',
    });
  }
  return figures;
}

/**
 * `tool-schema diff` over a 1 000-tool toolset: against itself, and against a version where every
 * tool gained a required property (one breaking change each, each with a witness to validate).
 */
export function diffBench(tools: Record<string, unknown>[]): {
  breaking: number;
  unchanged: number;
} {
  const changed = tools.map((tool) => {
    const schema = tool.inputSchema as Record<string, unknown>;
    const properties = {
      ...(schema.properties as Record<string, unknown>),
      added_field: { type: 'string' },
    };
    const required = [...((schema.required as string[] | undefined) ?? []), 'added_field'];
    return { ...tool, inputSchema: { ...schema, properties, required } };
  });
  const unchanged = time(() => diffTools(tools, tools));
  clearValidatorCache();
  const breaking = time(() => diffTools(tools, changed));
  return { breaking, unchanged };
}

/**
 * Issue 34's union fan-out: a root `oneOf` of 2 000 branches validated and diffed cold (empty
 * caches), in this process and through the built `tool-schema` command (best of three). Before
 * Ajv's union code was written flat, validating took 9–50 s and diffing 10–30 s on this machine.
 */
export function runUnionBench(root: string): Figure[] {
  const before = unionFanOutTool(2_000);
  const after = unionFanOutTool(2_000, true);
  const best = (run: () => void) => {
    const times: number[] = [];
    for (let r = 0; r < 3; r++) {
      clearAnalysisCaches();
      clearValidatorCache();
      times.push(time(run));
    }
    return Math.min(...times);
  };
  const figures: Figure[] = [
    {
      name: 'core.validate.cold.oneOf-2000',
      value: best(() => analyzeText(before)),
      unit: 'ms',
      budget: 3000,
      better: 'lower',
    },
    {
      name: 'core.diff.cold.oneOf-2000.one-branch-changed',
      value: best(() => diffTools(JSON.parse(before), JSON.parse(after))),
      unit: 'ms',
      budget: 3000,
      better: 'lower',
    },
  ];
  const bin = join(root, 'bin/tool-schema.mjs');
  if (!existsSync(join(root, 'dist-cli/main.js'))) return figures;
  const tmp = join(root, 'bench/.tmp');
  mkdirSync(tmp, { recursive: true });
  const oldFile = join(tmp, 'oneOf-2000.json');
  const newFile = join(tmp, 'oneOf-2000-changed.json');
  writeFileSync(oldFile, before);
  writeFileSync(newFile, after);
  for (const [id, args] of [
    ['validate', ['validate', oldFile]],
    ['diff', ['diff', oldFile, newFile]],
    ['test', ['test', oldFile]],
  ] as const) {
    const runs: number[] = [];
    for (let r = 0; r < 3; r++) {
      const start = performance.now();
      const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
      runs.push(performance.now() - start);
      if (result.status === 2) throw new Error(`tool-schema ${id} oneOf-2000: ${result.stderr}`);
    }
    figures.push({
      name: `cli.${id}.oneOf-2000`,
      value: Math.min(...runs),
      unit: 'ms',
      budget: 3000,
      better: 'lower',
    });
  }
  return figures;
}

// RE2 loads on demand (src/core/validation/pattern-engine.ts); the CLI loads it before a command.
await loadPatternEngine();

if (process.argv[2] === '--print')
  console.log(
    JSON.stringify([
      ...runCoreBench(),
      ...runLinearCostBench(process.cwd()),
      ...runUnionBench(process.cwd()),
      ...(await runQualityBench(process.cwd())),
    ]),
  );
if (process.argv[2] === '--union')
  console.log(JSON.stringify(runUnionBench(process.cwd()), null, 1));
if (process.argv[2] === '--linear')
  console.log(JSON.stringify(runLinearCostBench(process.cwd()), null, 1));
if (process.argv[2] === '--quality')
  console.log(JSON.stringify(await runQualityBench(process.cwd()), null, 1));
