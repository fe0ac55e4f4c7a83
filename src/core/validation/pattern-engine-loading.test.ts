import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_TEMPLATE } from '../templates/example';
import { analyzeText } from './analyze';
import { META_SCHEMA_PATTERNS } from './pattern-engine';

/** A copy of the engine (and of the core over it) in which RE2 has not been loaded. */
async function freshCore() {
  vi.resetModules();
  const engine = await import('./pattern-engine');
  const analyze = await import('./analyze');
  const sample = await import('./sample');
  return { ...engine, ...analyze, ...sample };
}

/** Every string under a `pattern` keyword of a JSON value: the schemas' patterns, not the property named so. */
function patternKeywords(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => patternKeywords(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pattern' && typeof child === 'string') found.push(child);
      // A "properties" object's keys are property names, whatever they are called.
      else if (key === 'properties' && typeof child === 'object' && child !== null)
        Object.values(child).forEach((property) => patternKeywords(property, found));
      else patternKeywords(child, found);
    }
  }
  return found;
}

describe('RE2 loaded on demand', () => {
  it('refuses a schema pattern until RE2 is in, then compiles it on RE2', async () => {
    const core = await freshCore();
    expect(core.patternEngineLoaded()).toBe(false);
    expect(() => core.compilePattern('^(a+)+$')).toThrow(core.PatternEngineNotLoaded);
    // Nor does a sample check run it some other way: compiling its schema fails.
    expect(core.checkSample({ type: 'string', pattern: '^(a+)+$' }, 'aaa').valid).not.toBe(true);
    await core.loadPatternEngine();
    expect(core.patternEngineLoaded()).toBe(true);
    const compiled = core.compilePattern('^(a+)+$');
    expect(compiled.engine).toBe('re2');
    const started = performance.now();
    expect(compiled.test(`${'a'.repeat(40)}b`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(core.checkSample({ type: 'string', pattern: '^(a+)+$' }, 'aaa').valid).toBe(true);
  });

  it('lets the lint rules say nothing wrong about a pattern before RE2 is in', async () => {
    const core = await freshCore();
    expect(() => core.patternFallbackReason('^a$')).toThrow(core.PatternEngineNotLoaded);
  });

  it('analyses the first-visit example without RE2, as with it', async () => {
    const loaded = analyzeText(EXAMPLE_TEMPLATE.text);
    const core = await freshCore();
    expect(core.analyzeText(EXAMPLE_TEMPLATE.text)).toEqual(loaded);
    expect(core.patternEngineLoaded()).toBe(false);
    // The 2020-12 meta-schema's own patterns ran (on RegExp) to check the example's schema.
    expect(
      core.analyzeText(
        EXAMPLE_TEMPLATE.text.replace('"type": "object"', '"$id": "#a#", "type": "object"'),
      ),
    ).not.toEqual(loaded);
  });

  it('lets only the meta-schemas’ own patterns run before RE2, each linear on RegExp', () => {
    const refs = join(process.cwd(), 'node_modules/ajv/dist/refs');
    const metaDir = join(refs, 'json-schema-2020-12/meta');
    const files = [
      join(refs, 'json-schema-draft-07.json'),
      join(refs, 'json-schema-2020-12/schema.json'),
      ...readdirSync(metaDir).map((name) => join(metaDir, name)),
    ];
    const found = new Set(
      files.flatMap((file) => patternKeywords(JSON.parse(readFileSync(file, 'utf8')))),
    );
    expect(found).toEqual(new Set(['^[^#]*#?$', '^[A-Za-z_][-A-Za-z0-9._]*$']));
    expect(new Set(META_SCHEMA_PATTERNS)).toEqual(found);
  });
});
