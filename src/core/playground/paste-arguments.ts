import { isPlainObject } from '../model/types';
import { errorMessage } from '../error-message';

/**
 * Reads arguments pasted from anywhere a person finds them: JSON, a JSON string holding the
 * object (as logs print it), a Python dict (`{'q': 'x', 'exact': True, 'page': None}`), a
 * JavaScript object literal with unquoted keys, trailing commas, or a whole `tools/call` request.
 * Says what it repaired, and which keys the tool's schema does not name (kept, never dropped).
 */
export type PastedArguments =
  | { ok: true; value: Record<string, unknown>; repairs: string[]; unknownKeys: string[] }
  | { ok: false; message: string };

/** Python and JavaScript spellings of JSON's literals. */
const LITERALS: Record<string, string> = {
  True: 'true',
  False: 'false',
  None: 'null',
  true: 'true',
  false: 'false',
  null: 'null',
};

const REPAIR = {
  singleQuotes: 'single-quoted strings written with double quotes',
  pythonLiterals: 'Python True/False/None written as true/false/null',
  trailingCommas: 'trailing commas removed',
  unquotedKeys: 'unquoted keys quoted',
  jsonString: 'the object was inside a JSON string; unwrapped',
  toolsCall: 'took "arguments" from a tools/call request',
};

/** Rewrites Python/JavaScript-style object text as JSON, noting each kind of repair; undefined when a string never ends. */
function repairToJson(text: string, repairs: Set<string>): string | undefined {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      // A string: copied as a double-quoted JSON string, whichever quote it used.
      let j = i + 1;
      let body = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) {
          const next = text[j + 1]!;
          body += c === "'" && next === "'" ? "'" : `\\${next}`;
          j += 2;
          continue;
        }
        body += c === "'" && text[j] === '"' ? '\\"' : text[j];
        j++;
      }
      if (j >= text.length) return undefined;
      if (c === "'") repairs.add(REPAIR.singleQuotes);
      out += `"${body}"`;
      i = j + 1;
      continue;
    }
    if (c === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] === '}' || text[j] === ']') {
        repairs.add(REPAIR.trailingCommas);
        i = j;
        continue;
      }
    }
    if (/[A-Za-z_$]/.test(c)) {
      let j = i;
      while (j < text.length && /[\w$]/.test(text[j]!)) j++;
      const word = text.slice(i, j);
      let k = j;
      while (k < text.length && /\s/.test(text[k]!)) k++;
      if (text[k] === ':') {
        repairs.add(REPAIR.unquotedKeys);
        out += JSON.stringify(word);
      } else if (word in LITERALS) {
        if (word !== LITERALS[word]) repairs.add(REPAIR.pythonLiterals);
        out += LITERALS[word];
      } else {
        out += word;
      }
      i = j;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** The arguments of a `tools/call` request (bare params or the whole JSON-RPC message), when that is what was pasted. */
function argumentsOfCall(
  value: Record<string, unknown>,
  schema: unknown,
): Record<string, unknown> | undefined {
  const names = isPlainObject(schema) && isPlainObject(schema.properties) ? schema.properties : {};
  if ('arguments' in names) return undefined;
  const params =
    value.method === 'tools/call' && isPlainObject(value.params) ? value.params : value;
  const keys = Object.keys(params);
  if (
    isPlainObject(params.arguments) &&
    typeof params.name === 'string' &&
    keys.every((k) => k === 'name' || k === 'arguments' || k === '_meta')
  )
    return params.arguments;
  return undefined;
}

/** Keys of `value` that the schema neither names nor lets in through patternProperties or additionalProperties. */
function unknownArgumentKeys(value: Record<string, unknown>, schema: unknown): string[] {
  if (!isPlainObject(schema) || !isPlainObject(schema.properties)) return [];
  const properties = schema.properties;
  const patterns = isPlainObject(schema.patternProperties)
    ? Object.keys(schema.patternProperties)
    : [];
  return Object.keys(value).filter((key) => {
    if (Object.prototype.hasOwnProperty.call(properties, key)) return false;
    return !patterns.some((pattern) => {
      try {
        return new RegExp(pattern, 'u').test(key);
      } catch {
        return false;
      }
    });
  });
}

/** Reads pasted text as a tool's arguments. `schema` (the inputSchema) names the keys it knows. */
export function readPastedArguments(text: string, schema?: unknown): PastedArguments {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Nothing was pasted.' };
  const repairs = new Set<string>();
  let reading = tryJson(trimmed);
  if (!reading.ok) {
    const repaired = repairToJson(trimmed, repairs);
    const second = repaired === undefined ? undefined : tryJson(repaired);
    if (!second?.ok)
      return {
        ok: false,
        message: `The pasted text is not JSON, nor a Python or JavaScript object it could repair: ${reading.message}`,
      };
    reading = second;
  }
  let value = reading.value;
  if (typeof value === 'string') {
    const inner = readPastedArguments(value, schema);
    if (!inner.ok)
      return {
        ok: false,
        message:
          'The pasted text is a JSON string, and what it holds is not an object of arguments.',
      };
    return { ...inner, repairs: [REPAIR.jsonString, ...inner.repairs] };
  }
  if (!isPlainObject(value)) {
    const kind = Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
    return {
      ok: false,
      message: `Tool arguments are an object of named values; the pasted text is ${kind}.`,
    };
  }
  const call = argumentsOfCall(value, schema);
  if (call) {
    repairs.add(REPAIR.toolsCall);
    value = call;
  }
  const object = value as Record<string, unknown>;
  return {
    ok: true,
    value: object,
    repairs: [...repairs],
    unknownKeys: unknownArgumentKeys(object, schema),
  };
}
