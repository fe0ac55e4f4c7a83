import { describe, expect, it } from 'vitest';
import { readPastedArguments } from './paste-arguments';

const schema = {
  type: 'object',
  properties: {
    q: { type: 'string' },
    exact: { type: 'boolean' },
    page: { type: ['integer', 'null'] },
    tags: { type: 'array' },
  },
};

describe('readPastedArguments', () => {
  it('takes JSON as it is, with nothing repaired', () => {
    expect(readPastedArguments('{"q": "x", "exact": true}', schema)).toEqual({
      ok: true,
      value: { q: 'x', exact: true },
      repairs: [],
      unknownKeys: [],
    });
  });

  it('repairs a Python dict and says what it repaired', () => {
    const reading = readPastedArguments(
      "{'q': \"it's\", 'exact': True, 'page': None, 'tags': ['a', 'b',],}",
      schema,
    );
    expect(reading).toEqual({
      ok: true,
      value: { q: "it's", exact: true, page: null, tags: ['a', 'b'] },
      repairs: [
        'single-quoted strings written with double quotes',
        'Python True/False/None written as true/false/null',
        'trailing commas removed',
      ],
      unknownKeys: [],
    });
  });

  it('keeps quotes and words inside strings as they are', () => {
    const reading = readPastedArguments("{'q': 'say \"None\", True: it\\'s'}", schema);
    expect(reading.ok && reading.value).toEqual({ q: 'say "None", True: it\'s' });
  });

  it('quotes the unquoted keys of a JavaScript object literal', () => {
    const reading = readPastedArguments("{ q: 'x', exact: false }", schema);
    expect(reading).toMatchObject({
      ok: true,
      value: { q: 'x', exact: false },
      repairs: expect.arrayContaining(['unquoted keys quoted']),
    });
  });

  it('unwraps a JSON string holding the object, as logs print arguments', () => {
    const reading = readPastedArguments(JSON.stringify(JSON.stringify({ q: 'x' })), schema);
    expect(reading).toEqual({
      ok: true,
      value: { q: 'x' },
      repairs: ['the object was inside a JSON string; unwrapped'],
      unknownKeys: [],
    });
  });

  it('takes the arguments out of a tools/call request, unless the tool has an "arguments" parameter', () => {
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search', arguments: { q: 'x' } },
    };
    expect(readPastedArguments(JSON.stringify(call), schema)).toMatchObject({
      ok: true,
      value: { q: 'x' },
      repairs: ['took "arguments" from a tools/call request'],
    });
    const own = {
      type: 'object',
      properties: { name: { type: 'string' }, arguments: { type: 'object' } },
    };
    expect(readPastedArguments('{"name": "n", "arguments": {"a": 1}}', own)).toMatchObject({
      ok: true,
      value: { name: 'n', arguments: { a: 1 } },
      repairs: [],
    });
  });

  it('reports keys the schema does not name (arguments for another tool), keeping them', () => {
    const reading = readPastedArguments('{"q": "x", "path": "/tmp", "mode": 1}', schema);
    expect(reading).toEqual({
      ok: true,
      value: { q: 'x', path: '/tmp', mode: 1 },
      repairs: [],
      unknownKeys: ['path', 'mode'],
    });
  });

  it('says why text is not arguments', () => {
    expect(readPastedArguments('[1, 2]', schema)).toEqual({
      ok: false,
      message: 'Tool arguments are an object of named values; the pasted text is a list.',
    });
    expect(readPastedArguments("{'q': 'never ends}", schema)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not JSON, nor a Python/),
    });
    expect(readPastedArguments('   ', schema)).toEqual({
      ok: false,
      message: 'Nothing was pasted.',
    });
    expect(readPastedArguments('"just text"', schema)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/JSON string/),
    });
  });
});
