import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analyze';

const found = (tool: unknown) =>
  analyzeText(JSON.stringify(tool, null, 2))
    .diagnostics.filter((d) => d.code === 'description-placeholder')
    .map((d) => d.pointer);

const withParameter = (description: string) => ({
  name: 'find_user',
  description: 'Find a user by e-mail address.',
  inputSchema: {
    type: 'object',
    properties: { email: { type: 'string', description } },
  },
});

describe('description-placeholder', () => {
  it.each(['TODO', 'todo: write this', 'Lorem ipsum dolor sit amet.', 'Description here.'])(
    'reports the parameter description %j',
    (text) => {
      expect(found(withParameter(text))).toEqual(['/inputSchema/properties/email/description']);
    },
  );

  it('reports the tool template’s prompt left as the description', () => {
    expect(
      found({
        name: 'new_tool',
        description: 'Describe what the tool does, starting with a verb.',
        inputSchema: { type: 'object', additionalProperties: false },
      }),
    ).toEqual(['/description']);
  });

  it.each([
    'The address the user signed up with, e.g. "ada@example.com".',
    'Describes the todo list owner.',
    'A description of the issue, in Markdown.',
  ])('stays quiet on the real description %j', (text) => {
    expect(found(withParameter(text))).toEqual([]);
  });
});
