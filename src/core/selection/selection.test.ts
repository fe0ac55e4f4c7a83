import { describe, expect, it } from 'vitest';
import { readSelectionCases, MAX_SELECTION_CASES } from './cases';
import { confusablePairs } from './confusable';
import { evaluateSelection, ordinal } from './evaluate';
import { termsOf } from './terms';
import { toolText } from './tool-text';

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});

describe('selection terms', () => {
  it('splits names, drops stop words and stems', () => {
    expect(termsOf('read_text_file readTextFile')).toEqual([
      'read',
      'text',
      'file',
      'read',
      'text',
      'file',
    ]);
    expect(termsOf('Listing the files of a directory')).toEqual(['list', 'file', 'directori']);
  });
});

describe('evaluateSelection', () => {
  const tools = [
    tool('get_forecast', 'Weather forecast for the next days in a city.', {
      city: { type: 'string', description: 'City name' },
    }),
    tool('send_email', 'Send an email message to a recipient.', {
      to: { type: 'string', description: 'Recipient address' },
    }),
  ];

  it('ranks the tool whose words the prompt shares first, and reports the place of the expected one', () => {
    const [first, second] = evaluateSelection(tools, [
      { prompt: 'What will the weather be in Oslo?', tool: 'get_forecast' },
      { prompt: 'What will the weather be in Oslo?', tool: 'send_email' },
    ]).cases;
    expect(first).toMatchObject({ rank: 1, tied: false, ok: true });
    expect(first!.ranked.map((r) => r.tool)).toEqual(['get_forecast', 'send_email']);
    expect(second).toMatchObject({ rank: 2, ok: false });
  });

  it('reads parameter text too', () => {
    const [c] = evaluateSelection(tools, [
      { prompt: 'recipient address', tool: 'send_email' },
    ]).cases;
    expect(c!.ok).toBe(true);
  });

  it('does not call a tie or no match a first place, and says when no tool has the name', () => {
    const [tie, none] = evaluateSelection(tools, [
      { prompt: 'zebra', tool: 'get_forecast' },
      { prompt: 'weather', tool: 'nope' },
    ]).cases;
    expect(tie).toMatchObject({ rank: 1, tied: true, ok: false });
    expect(none).toMatchObject({ rank: undefined, ok: false });
  });

  it('is deterministic', () => {
    const cases = [{ prompt: 'email the forecast', tool: 'send_email' }];
    expect(evaluateSelection(tools, cases)).toEqual(evaluateSelection(tools, cases));
  });
});

describe('confusablePairs', () => {
  it('names near-identical descriptions with the words that separate them', () => {
    const pairs = confusablePairs(
      [
        tool('list_directory', 'Get a detailed listing of all files and directories in a path.'),
        tool(
          'list_directory_with_sizes',
          'Get a detailed listing of all files and directories in a path, with sizes.',
        ),
        tool('send_email', 'Send an email message to a recipient.'),
      ].map(toolText),
    );
    expect(pairs).toEqual([
      {
        tools: ['list_directory', 'list_directory_with_sizes'],
        similarity: expect.any(Number),
        why: "every word of list_directory's description is in list_directory_with_sizes's",
        separating: [[], ['sizes']],
      },
    ]);
    expect(pairs[0]!.similarity).toBeGreaterThan(0.7);
  });

  it('stays quiet on distinct descriptions and on a one-word description inside another', () => {
    expect(
      confusablePairs(
        [
          tool('get', 'Get.'),
          tool('get_user', 'Get a user record by id.'),
          tool('send_email', 'Send an email message to a recipient.'),
        ].map(toolText),
      ),
    ).toEqual([]);
  });
});

describe('readSelectionCases', () => {
  it('reads cases and refuses what is not a case, saying where', () => {
    expect(readSelectionCases({ cases: [{ prompt: 'p', tool: 't' }] })).toEqual({
      cases: [{ prompt: 'p', tool: 't' }],
    });
    expect(readSelectionCases([]).error).toMatch(/^A cases file is/);
    expect(readSelectionCases({ cases: [{ prompt: ' ', tool: 't' }] }).error).toBe(
      'cases[0] has an empty prompt.',
    );
    const many = {
      cases: Array.from({ length: MAX_SELECTION_CASES + 1 }, () => ({ prompt: 'p', tool: 't' })),
    };
    expect(readSelectionCases(many).error).toContain(`at most ${MAX_SELECTION_CASES}`);
  });

  it('writes places as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
