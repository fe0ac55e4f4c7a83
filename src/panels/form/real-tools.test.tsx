// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TOOL_TEMPLATES, parseDocument, prepareFormSchema, toCanonicalTool } from '../../core';
import { FormPreview } from './FormPreview';
import { formAjv, requestFormValidator } from './rjsf-validators';

// The studio draws forms with unions once Ajv has arrived; these tests start from there
// (FormPreview.before-ajv.test.tsx covers the moments before).
beforeAll(async () => {
  requestFormValidator();
  await formAjv.load();
});

const fixturesDir = join(__dirname, '../../core/__fixtures__/real-tools');
const fixtures = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    // Read as the studio does, so Spark's `input_schema` fixtures count as `inputSchema`.
    const entry = parseDocument(readFileSync(join(fixturesDir, file), 'utf8')).tools[0]!;
    return { file, tool: toCanonicalTool(entry) as Record<string, unknown> };
  });

const seedTools = TOOL_TEMPLATES.flatMap((template) =>
  parseDocument(template.text).tools.map((entry) => ({
    file: `template ${template.id}`,
    tool: toCanonicalTool(entry) as Record<string, unknown>,
  })),
);

function renderTool(schema: unknown, role: 'input' | 'output' = 'input') {
  const errors: unknown[] = [];
  const original = { error: console.error, warn: console.warn };
  // RJSF logs a schema its validator refuses ("schema is invalid: …") as a warning.
  console.error = (...args: unknown[]) => errors.push(args);
  console.warn = (...args: unknown[]) => errors.push(args);
  try {
    const view = render(
      <FormPreview schema={schema} value={{}} onChange={() => undefined} role={role} />,
    );
    return { view, errors };
  } finally {
    Object.assign(console, original);
  }
}

/** Pointers of every empty anyOf/oneOf/allOf in a prepared schema. */
function emptyUnions(node: unknown, pointer = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => emptyUnions(item, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (
      (key === 'anyOf' || key === 'oneOf' || key === 'allOf') &&
      Array.isArray(value) &&
      value.length === 0
    )
      found.push(`${pointer}/${key}`);
    found.push(...emptyUnions(value, `${pointer}/${key}`));
  }
  return found;
}

/** What an untouched form shows that the (empty) sample does not hold. */
function shownButNotHeld(container: HTMLElement): string[] {
  const shown: string[] = [];
  for (const select of container.querySelectorAll<HTMLSelectElement>('select.form-control')) {
    // Variant pickers choose a branch, not a value; state controls say "omitted".
    if (/__(any|one)of_select$/.test(select.id)) continue;
    if (select.value !== '')
      shown.push(`${select.id} shows ${select.selectedOptions[0]?.textContent ?? select.value}`);
  }
  for (const box of container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    if (box.checked) shown.push(`${box.id} is checked`);
  for (const input of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (input.value.includes('[object Object]')) shown.push(`${input.id} shows [object Object]`);
  }
  return shown;
}

describe('the form renders every real tool', () => {
  it('has at least 30 realistic fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
  });

  it.each([...fixtures, ...seedTools])(
    '$file: no exception, no JSON fallback, no unsupported field',
    ({ tool }) => {
      expect(tool.inputSchema).toBeDefined();
      const prepared = prepareFormSchema(tool.inputSchema);
      expect(prepared.fallbacks).toEqual([]);
      expect(emptyUnions(prepared.schema)).toEqual([]);
      const { view, errors } = renderTool(tool.inputSchema);
      expect(errors).toEqual([]);
      const { container } = view;
      expect(shownButNotHeld(container)).toEqual([]);
      // Nullable fields start on their type with an input, never on a "null" branch.
      const onNull = [...container.querySelectorAll<HTMLSelectElement>('select')].filter(
        (s) => /__(any|one)of_select$/.test(s.id) && s.selectedOptions[0]?.textContent === 'null',
      );
      expect(onNull.map((s) => s.id)).toEqual([]);
      expect(container.querySelector('[data-testid="form.json-fallback"]')).toBeNull();
      expect(container.querySelector('.unsupported-field')).toBeNull();
      expect(container.textContent).not.toMatch(/cannot draw this schema|Unsupported field schema/);
      expect(container.querySelector('.form-body')).not.toBeNull();
      if (tool.outputSchema !== undefined) {
        cleanup();
        const output = renderTool(tool.outputSchema, 'output');
        expect(output.errors).toEqual([]);
        expect(
          output.view.container.querySelector('[data-testid="form.json-fallback"]'),
        ).toBeNull();
      }
      cleanup();
    },
  );
});
