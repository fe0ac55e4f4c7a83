import { describe, expect, it } from 'vitest';
import { modelView } from './model-view';

const tool = {
  name: 'list_items',
  description: 'List items.',
  inputSchema: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1 } },
  },
};

describe('modelView', () => {
  it('gives OpenAI the exported JSON and the signature with the dropped minimum', () => {
    const view = modelView(tool, 'openai-chat');
    if (!view.ok) throw new Error(view.reason);
    expect(JSON.parse(view.json)).toEqual([
      {
        type: 'function',
        function: {
          name: 'list_items',
          description: 'List items.',
          parameters: tool.inputSchema,
          strict: false,
        },
      },
    ]);
    expect(view.signature?.text).toBe(
      '// List items.\ntype list_items = (_: {\nlimit?: number,\n}) => any;',
    );
    expect(view.signature?.dropped).toEqual([
      { pointer: '/properties/limit/minimum', keyword: 'minimum', value: 1 },
    ]);
  });

  it('gives other targets their JSON only', () => {
    const view = modelView(tool, 'anthropic');
    expect(view.ok && view.signature).toBe(undefined);
    expect(view.ok && JSON.parse(view.json)[0].input_schema).toEqual(tool.inputSchema);
  });

  it('says why a target refuses the tool', () => {
    const view = modelView({ ...tool, name: 'a b' }, 'openai-responses');
    expect(view.ok).toBe(false);
    expect(!view.ok && view.reason).toMatch(/a_b/);
  });
});
