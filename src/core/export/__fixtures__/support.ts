/** Test-only (kept out of the core build): fixtures and export variants shared by the golden, round-trip and SDK-type tests (test-only). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tool } from '../../model/types';
import type { ExportOptions, TargetId } from '../adapter';
import { TARGETS } from '../targets';

export const EXPORT_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FIXTURE_DIR = path.join(EXPORT_DIR, '__fixtures__');
export const GOLDEN_DIR = path.join(EXPORT_DIR, '__golden__');

export interface Fixture {
  id: string;
  about: string;
  features: string[];
  tools: Tool[];
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8')) as Omit<Fixture, 'id'>;
      return { id: file.replace(/\.json$/, ''), ...data };
    });
}

/** Every target in every mode that changes the output (its module's `variants`). */
export const VARIANTS: { id: string; target: TargetId; options: ExportOptions }[] = TARGETS.flatMap(
  (target) => target.variants.map((v) => ({ id: v.id, target: target.id, options: v.options })),
);

/** The provider SDK type each SDK-backed target's output must satisfy (its module's `sdk`). */
export const SDK_TYPES: Partial<Record<TargetId, { imports: string; type: string }>> =
  Object.fromEntries(TARGETS.flatMap((t) => (t.sdk ? [[t.id, t.sdk]] : [])));

/** JSON as a TypeScript expression for the SDK types: Gemini's Schema.type is an enum whose members carry the strings we write. */
export function asTypeScript(json: string, target: TargetId): string {
  return target === 'gemini' ? json.replace(/"type":\s*"(STRING|NUMBER|INTEGER|BOOLEAN|ARRAY|OBJECT|NULL)"/g, '"type": Type.$1') : json;
}
