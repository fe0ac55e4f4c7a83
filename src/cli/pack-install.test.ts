/**
 * The package as a user gets it: `npm pack`, installed from the tarball into an empty folder
 * (no dev dependencies, no network, no build), then the `tool-schema` command it gives. The
 * command runs under Node's permission model, allowed to read only the installed package and the
 * folder of its inputs, so a file read from anywhere else (the repository, a sibling folder)
 * fails the run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
/** Packing and installing take a few seconds each on a busy machine. */
const SLOW_MS = 180_000;

let work: string;
let installed: string;
let packedFiles: string[];

/** Node's permission flag: experimental (and so named) before Node 23.5. */
function permissionFlag(): string {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 5) ? '--permission' : '--experimental-permission';
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs the installed command under the permission model; inputs live in `work/project`. */
function toolSchema(args: string[]) {
  const project = join(work, 'project');
  const result = spawnSync(
    process.execPath,
    [
      permissionFlag(),
      '--no-warnings',
      `--allow-fs-read=${installed}/*`,
      `--allow-fs-read=${project}/*`,
      '--allow-worker',
      join(installed, 'bin/tool-schema.mjs'),
      ...args,
    ],
    { cwd: project, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const tool = {
  name: 'get_weather',
  description: 'Return the current weather for a city, in the units asked for.',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name, e.g. "Lisbon".' },
      units: { type: 'string', enum: ['c', 'f'], description: 'c for Celsius, f for Fahrenheit.' },
    },
    required: ['city'],
    additionalProperties: false,
  },
};

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tool-schema-pack-'));
  // dist-cli/ is what `npm pack` builds through "prepare" (and `npm ci` too); scripts are off
  // here so that packing does not rebuild it under the other tests that run the command.
  expect(existsSync(join(root, 'dist-cli/main.js')), 'run "npm run build:cli" first').toBe(true);
  const [packed] = JSON.parse(
    npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
  ) as { filename: string; files: { path: string }[] }[];
  packedFiles = packed!.files.map((f) => f.path);
  const consumer = join(work, 'consumer');
  execFileSync('mkdir', ['-p', consumer, join(work, 'project')]);
  writeFileSync(join(consumer, 'package.json'), '{"name": "consumer", "private": true}\n');
  // --offline: a package with no dependencies needs nothing from a registry.
  npm(
    ['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', join(work, packed!.filename)],
    consumer,
  );
  installed = join(consumer, 'node_modules', rootPackage.name);
  const project = join(work, 'project');
  writeFileSync(join(project, 'tool.json'), JSON.stringify(tool, null, 2));
  const writable = { ...tool, annotations: { readOnlyHint: false } };
  writeFileSync(join(project, 'next.json'), JSON.stringify(writable, null, 2));
  writeFileSync(
    join(project, 'cases.json'),
    JSON.stringify([
      { name: 'a city', input: { city: 'Lisbon' }, expect: 'valid' },
      { name: 'no city', input: { units: 'c' }, expect: 'invalid', pointer: '' },
    ]),
  );
}, SLOW_MS);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the built command, its licence and README, and nothing of the sources', () => {
    expect(packedFiles).toContain('bin/tool-schema.mjs');
    expect(packedFiles).toContain('dist-cli/main.js');
    expect(packedFiles).toContain('LICENSE');
    expect(packedFiles).toContain('README.md');
    expect(packedFiles.filter((f) => /^(src|e2e|tests|bench|node_modules)\//.test(f))).toEqual([]);
  });

  it('installs with no dependencies and no build step', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: object;
      scripts?: Record<string, string>;
      license?: string;
      engines?: { node?: string };
    };
    expect(manifest.dependencies ?? {}).toEqual({});
    for (const hook of ['preinstall', 'install', 'postinstall'])
      expect(manifest.scripts?.[hook]).toBeUndefined();
    expect(manifest.license).toBe('MIT');
    expect(manifest.engines?.node).toMatch(/^>=20/);
    expect(existsSync(join(installed, 'node_modules'))).toBe(false);
    // The bin link npm made works as a user would call it.
    const linked = spawnSync(join(installed, '../.bin/tool-schema'), ['--version'], {
      encoding: 'utf8',
    });
    expect(linked.stdout).toBe(`${rootPackage.version}\n`);
  });

  it("prints package.json's version", () => {
    const { code, out } = toolSchema(['--version']);
    expect(code).toBe(0);
    expect(out).toBe(`${rootPackage.version}\n`);
  });

  it('validates, exports, diffs, costs and tests tools, reading nothing outside itself', () => {
    const validate = toolSchema(['validate', '--format', 'sarif', 'tool.json']);
    expect(validate.err).toBe('');
    expect(validate.code).toBe(0);
    expect(JSON.parse(validate.out).version).toBe('2.1.0');

    const exported = toolSchema(['export', 'tool.json', '--to', 'anthropic']);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.out)).toEqual([
      { name: 'get_weather', description: tool.description, input_schema: tool.inputSchema },
    ]);

    const diff = toolSchema(['diff', 'tool.json', 'next.json', '--fail-on', 'review']);
    expect(diff.out).toMatch(/read-only-hint-cleared/);
    expect(diff.code).toBe(1);

    const cost = toolSchema(['cost', 'tool.json', '--to', 'openai-chat', '--format', 'json']);
    expect(cost.err).toBe('');
    expect(cost.code).toBe(0);
    expect(JSON.stringify(JSON.parse(cost.out))).toMatch(/"exact"/);

    const test = toolSchema(['test', 'tool.json', '--cases', 'cases.json']);
    expect(test.code).toBe(0);
    expect(test.out).toMatch(/no city/);
  });

  it('is refused a file outside the folders it may read', () => {
    // The permission model is on: the repository's package.json, which the same command reads
    // without it (as a tool without inputSchema: exit 1), cannot be read (exit 2).
    const free = spawnSync(
      process.execPath,
      [join(installed, 'bin/tool-schema.mjs'), 'validate', join(root, 'package.json')],
      { encoding: 'utf8' },
    );
    expect(free.stdout).toMatch(/input-schema-missing/);
    expect(free.status).toBe(1);
    const outside = toolSchema(['validate', join(root, 'package.json')]);
    expect(outside.code).toBe(2);
    expect(outside.out).toBe('');
  });
});
