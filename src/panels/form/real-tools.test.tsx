// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TOOL_TEMPLATES, parseDocument, prepareFormSchema, toCanonicalTool } from '../../core';
import { FormPreview } from './FormPreview';

const fixturesDir = join(__dirname, '../../core/__fixtures__/real-tools');
const fixtures = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    // Read as the studio does, so Spark's `input_schema` fixtures count as `inputSchema`.
    const entry = parseDocument(readFileSync(join(fixturesDir, file), 'utf8')).tools[0]!;
    return { file, tool: toCanonicalTool(entry) as Record<string, unknown> };
  });

const seedTools = TOOL_TEMPLATES.flatMap((template) =>
  parseDocument(template.text).tools.map((entry) => ({ file: `template ${template.id}`, tool: toCanonicalTool(entry) as Record<string, unknown> })),
);

function renderTool(schema: unknown, role: 'input' | 'output' = 'input') {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const view = render(<FormPreview schema={schema} value={{}} onChange={() => undefined} role={role} />);
    return { view, errors };
  } finally {
    console.error = original;
  }
}

describe('the form renders every real tool', () => {
  it('has at least 30 realistic fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
  });

  it.each([...fixtures, ...seedTools])('$file: no exception, no JSON fallback, no unsupported field', ({ tool }) => {
    expect(tool.inputSchema).toBeDefined();
    const prepared = prepareFormSchema(tool.inputSchema);
    expect(prepared.fallbacks).toEqual([]);
    const { view, errors } = renderTool(tool.inputSchema);
    expect(errors).toEqual([]);
    const { container } = view;
    expect(container.querySelector('[data-testid="form.json-fallback"]')).toBeNull();
    expect(container.querySelector('.unsupported-field')).toBeNull();
    expect(container.textContent).not.toMatch(/cannot draw this schema|Unsupported field schema/);
    expect(container.querySelector('.form-body')).not.toBeNull();
    if (tool.outputSchema !== undefined) {
      cleanup();
      const output = renderTool(tool.outputSchema, 'output');
      expect(output.errors).toEqual([]);
      expect(output.view.container.querySelector('[data-testid="form.json-fallback"]')).toBeNull();
    }
    cleanup();
  });
});
