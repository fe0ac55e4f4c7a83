/**
 * Issue 42's figures: the six-component rubric per tool on the real-tool fixtures (warm: the
 * English model loaded once, as in a session), and `tool-schema eval` of 100 cases over 100 tools
 * through the built command, process start included (best of three).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRubric } from '../src/core';
import { realTools } from './linear-inputs';
import { QUALITY_FIGURES } from './quality-figures.mjs';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  better: 'lower' | 'higher';
}

/** A declared figure with its measured value (budgets live in quality-figures.mjs). */
function measured(name: string, value: number): Figure {
  const declared = QUALITY_FIGURES.find((f) => f.name === name);
  if (!declared) throw new Error(`${name} is not declared in bench/quality-figures.mjs`);
  return { ...declared, value };
}

/** Rounds over the fixtures, so the p95 has a few hundred samples. */
const RUBRIC_ROUNDS = 10;

const VERBS = [
  'create',
  'delete',
  'list',
  'archive',
  'rename',
  'export',
  'import',
  'share',
  'lock',
  'restore',
];
const NOUNS = [
  'invoice',
  'customer',
  'ticket',
  'calendar',
  'playlist',
  'recipe',
  'vehicle',
  'contract',
  'photo',
  'warehouse',
];

/** 100 tools (every verb × noun) and one prompt per tool, as a user would ask for it. */
export function selectionInputs(): { tools: object; cases: object } {
  const tools = VERBS.flatMap((verb) =>
    NOUNS.map((noun) => ({
      name: `${verb}_${noun}`,
      description: `${verb[0]!.toUpperCase()}${verb.slice(1)} a ${noun} in the workspace. Use it when the user asks to ${verb} one ${noun}; it returns the ${noun}'s id and status.`,
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'string', description: `The ${noun}'s id` } },
      },
    })),
  );
  const cases = VERBS.flatMap((verb) =>
    NOUNS.map((noun) => ({
      prompt: `Please ${verb} my ${noun} called Q3`,
      tool: `${verb}_${noun}`,
    })),
  );
  return { tools: { tools }, cases: { cases } };
}

export async function runQualityBench(root: string): Promise<Figure[]> {
  const { toolRubric } = await loadRubric();
  const tools = realTools(root);
  const samples: number[] = [];
  for (let round = 0; round < RUBRIC_ROUNDS; round++)
    for (const tool of tools) {
      const start = performance.now();
      toolRubric(tool);
      samples.push(performance.now() - start);
    }
  samples.sort((a, b) => a - b);
  const figures: Figure[] = [
    measured(
      'core.quality.rubric.real-tools.per-tool.p95',
      samples[Math.min(samples.length - 1, Math.floor(0.95 * samples.length))]!,
    ),
  ];
  const bin = join(root, 'bin/tool-schema.mjs');
  if (!existsSync(join(root, 'dist-cli/main.js'))) return figures;
  const tmp = join(root, 'bench/.tmp');
  mkdirSync(tmp, { recursive: true });
  const { tools: toolset, cases } = selectionInputs();
  const toolsFile = join(tmp, 'eval-100-tools.json');
  const casesFile = join(tmp, 'eval-100-cases.json');
  writeFileSync(toolsFile, JSON.stringify(toolset));
  writeFileSync(casesFile, JSON.stringify(cases));
  const runs: number[] = [];
  for (let r = 0; r < 3; r++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [bin, 'eval', toolsFile, '--cases', casesFile], {
      encoding: 'utf8',
    });
    runs.push(performance.now() - start);
    if (result.status !== 0)
      throw new Error(`tool-schema eval 100×100: ${result.stdout}${result.stderr}`);
  }
  figures.push(measured('cli.eval.100-cases.100-tools', Math.min(...runs)));
  return figures;
}
