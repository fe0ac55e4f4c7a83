import { describe, expect, it } from 'vitest';
import { joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { ExportChange } from './adapter';
import { VARIANTS, loadFixtures } from './__fixtures__/support';
import { exportTools, importAuto } from './registry';

/** Leaf pointers where two JSON values differ (arrays compared whole). */
function differences(a: unknown, b: unknown, pointer = ''): string[] {
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences(a[k], b[k], joinPointer(pointer, k)));
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [pointer];
}

const depth = (p: string) => (p === '' ? 0 : p.split('/').length - 1);
const parent = (p: string) => p.slice(0, p.lastIndexOf('/'));

/**
 * A difference is explained by a change at the same place, above it, below it, or beside it in
 * the same schema object (e.g. `const` replaced by `enum`, `$ref` replaced by the inlined body).
 */
function explained(diff: string, changes: ExportChange[]): boolean {
  return changes.some((c) => {
    if (diff.startsWith(c.pointer) && (c.pointer !== '' || diff === ''))
      return c.pointer !== '' || diff === '';
    if (c.pointer.startsWith(diff)) return true;
    const p = parent(diff);
    return p !== '' && c.pointer.startsWith(p + '/') && depth(c.pointer) <= depth(diff) + 1;
  });
}

/** Variants that carry every field of an MCP tool (newest revision, extensions kept), so MCP → target → MCP is exact. */
const LOSSLESS = new Set(['mcp', 'mcp-list']);

describe('round trips MCP → target → MCP', () => {
  for (const fixture of loadFixtures()) {
    for (const variant of VARIANTS) {
      it(`${fixture.id} via ${variant.id}`, () => {
        const options = { ...variant.options, applyNameSuggestions: true, keepExtensions: true };
        const exported = exportTools(fixture.tools, variant.target, options);
        const refusedIndexes = new Set(exported.refused.map((r) => r.toolIndex));
        const written = fixture.tools.filter((_, i) => !refusedIndexes.has(i));
        if (written.length === 0) return expect(exported.refused.length).toBe(fixture.tools.length);

        // Without the sidecar: what the target kept, with every difference explained.
        const back = importAuto(exported.output, { from: variant.target });
        if (!back.ok) throw new Error(back.message);
        expect(back.tools).toHaveLength(written.length);
        written.forEach((original, i) => {
          const index = fixture.tools.indexOf(original);
          const exportChanges = exported.changes.filter((c) => c.toolIndex === index);
          const importChanges = back.changes.filter((c) => c.toolIndex === i);
          const diffs = differences(original, back.tools[i]);
          // MCP keeps the tool as written except where common clients refuse a form; those
          // rewrites keep the meaning (no widening, no narrowing) and are each listed.
          const sameMeaning = exportChanges.filter((c) => !c.widening && !c.narrowing);
          if (LOSSLESS.has(variant.id))
            expect(diffs.filter((d) => !explained(d, sameMeaning))).toEqual([]);
          // A tool exported without any change comes back as written, apart from what import
          // itself lists (e.g. `strict` kept in _meta).
          if (exportChanges.length === 0)
            expect(diffs.filter((d) => !explained(d, importChanges))).toEqual([]);
          const unexplained = diffs.filter(
            (d) => !explained(d, [...exportChanges, ...importChanges]),
          );
          expect(unexplained, `${original.name}: differences no change explains`).toEqual([]);
        });

        // With the sidecar: exactly the tools as written.
        const restored = importAuto(exported.output, {
          from: variant.target,
          sidecar: exported.sidecar,
        });
        if (!restored.ok) throw new Error(restored.message);
        expect(restored.tools).toEqual(written);
      });
    }
  }

  it('the CLI envelope (output + sidecar) reads back exactly without naming the target', () => {
    const fixture = loadFixtures().find((f) => f.id === 'mcp-fields')!;
    const exported = exportTools(fixture.tools, 'gemini', { applyNameSuggestions: true });
    const back = importAuto({ format: 'dev.toolschema/export', ...exported });
    if (!back.ok) throw new Error(back.message);
    expect(back.tools).toEqual(fixture.tools);
  });

  it('the explanation check is real: an unlisted difference fails it', () => {
    expect(explained('/inputSchema/properties/a/pattern', [])).toBe(false);
    expect(explained('/title', [{ pointer: '/inputSchema' } as ExportChange])).toBe(false);
    expect(
      explained('/inputSchema/properties/k/enum', [
        { pointer: '/inputSchema/properties/k/const' } as ExportChange,
      ]),
    ).toBe(true);
  });
});
