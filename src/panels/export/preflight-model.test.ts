import { describe, expect, it } from 'vitest';
import { applyTextEdits, preflightVerdict } from '../../core';
import { collectTools, EXPORT_PRESETS, exportOptionsFor } from './export-model';
import { buildPreflight, leftOutText, verdictText } from './preflight-model';

const text = `{
  "name": "Get Time",
  "description": "Current time",
  "inputSchema": { "type": "object", "properties": { "tz": { "type": "string" } }, "required": ["tz"], "additionalProperties": false }
}
`;

describe('buildPreflight', () => {
  const documents = [{ id: 'doc', text }];
  const { tools } = collectTools(documents);
  const rows = buildPreflight(tools, documents);

  it('answers for every target with the core verdict the CLI reports', () => {
    expect(rows.map((r) => r.preset.id)).toEqual(EXPORT_PRESETS.map((p) => p.id));
    for (const row of rows)
      expect(row.verdict).toEqual(
        preflightVerdict([tools[0]!.tool], row.preset.target, exportOptionsFor(row.preset)),
      );
  });

  it('locates a rejection in the document and offers a fix that makes the target accept the tool', () => {
    const bedrock = rows.find((r) => r.preset.id === 'bedrock')!;
    expect(verdictText(bedrock.verdict)).toBe('Would be rejected (1 tool)');
    const [located] = bedrock.problems;
    expect(located!.location).toEqual({ documentId: 'doc', pointer: '/name' });
    expect(located!.fix?.title).toBe('Rename to "Get_Time"');
    const fixed = applyTextEdits(text, located!.fix!.edits);
    expect(fixed).toBe(text.replace('"Get Time"', '"Get_Time"'));
    const again = collectTools([{ id: 'doc', text: fixed }]);
    const after = buildPreflight(again.tools, [{ id: 'doc', text: fixed }]).find(
      (r) => r.preset.id === 'bedrock',
    )!;
    expect(verdictText(after.verdict)).toBe('Accepted as is');
  });

  it('says how many changes widen or narrow', () => {
    const strict = rows.find((r) => r.preset.id === 'openai-strict')!;
    expect(strict.verdict.status).toBe('rejected');
    expect(
      verdictText({ ...strict.verdict, status: 'changed', changes: 3, widening: 1, narrowing: 2 }),
    ).toBe('Accepted with 3 changes (1 widening, 2 narrowing)');
  });
});

describe('leftOutText', () => {
  const schema = { type: 'object', properties: { tz: { type: 'string' } } };
  const tool = { name: 'get_time', description: 'Current time.', inputSchema: schema };

  it('names the metadata left out under an accepted answer', () => {
    const declared = {
      ...tool,
      inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema },
    };
    const verdict = preflightVerdict([declared], 'anthropic');
    expect(verdictText(verdict)).toBe('Accepted as is');
    expect(leftOutText(verdict)).toBe(
      'Left out: $schema, which the provider ignores (not a change)',
    );
  });

  it('says nothing when nothing was left out', () => {
    expect(leftOutText(preflightVerdict([tool], 'anthropic'))).toBeUndefined();
  });
});
