import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeErrors } from '../__fixtures__/typecheck';
import {
  GOLDEN_DIR,
  SDK_TYPES,
  VARIANTS,
  asTypeScript,
  loadFixtures,
} from './__fixtures__/support';
import type { TargetId } from './adapter';

/**
 * Every golden export type-checks against the provider's own SDK types (devDependencies), so a
 * shape that drifts from what the SDK accepts fails CI. MCP, Spark and ToolHive have no SDK here.
 */

function virtualFile(name: string, target: TargetId, outputJson: string): [string, string] {
  const sdk = SDK_TYPES[target]!;
  return [
    `src/core/export/__virtual__/${name}.ts`,
    `${sdk.imports}\n\nexport const output: ${sdk.type} = ${asTypeScript(outputJson, target)};\n`,
  ];
}

describe('exported JSON against the providers’ SDK types', () => {
  it('every golden output of an SDK-backed target type-checks', { timeout: 120_000 }, () => {
    const files: Record<string, string> = {};
    for (const fixture of loadFixtures()) {
      for (const variant of VARIANTS) {
        if (!SDK_TYPES[variant.target]) continue;
        const golden = JSON.parse(
          readFileSync(path.join(GOLDEN_DIR, `${fixture.id}.${variant.id}.json`), 'utf8'),
        ) as { output: unknown };
        const [name, text] = virtualFile(
          `${fixture.id}.${variant.id}`,
          variant.target,
          JSON.stringify(golden.output, null, 2),
        );
        files[name] = text;
      }
    }
    expect(Object.keys(files).length).toBe(
      loadFixtures().length * VARIANTS.filter((v) => SDK_TYPES[v.target]).length,
    );
    expect(typeErrors(files)).toEqual([]);
  });

  it('the check is real: wrong shapes fail', { timeout: 120_000 }, () => {
    const errors = typeErrors(
      Object.fromEntries([
        virtualFile(
          'flat-chat',
          'openai-chat',
          JSON.stringify([{ type: 'function', name: 'f', parameters: {} }], null, 2),
        ),
        virtualFile(
          'numeric-int64',
          'gemini',
          JSON.stringify(
            {
              functionDeclarations: [
                {
                  name: 'f',
                  parameters: { type: 'OBJECT', properties: { a: { type: 'ARRAY', minItems: 1 } } },
                },
              ],
            },
            null,
            2,
          ),
        ),
        virtualFile(
          'bedrock-bare',
          'bedrock',
          JSON.stringify({ tools: [{ name: 'f', inputSchema: { json: {} } }] }, null, 2),
        ),
      ]),
    );
    expect(errors.some((e) => e.startsWith('flat-chat.ts'))).toBe(true);
    expect(errors.some((e) => e.startsWith('numeric-int64.ts'))).toBe(true);
    expect(errors.some((e) => e.startsWith('bedrock-bare.ts'))).toBe(true);
  });
});
