/** Gemini `Schema` → JSON Schema: the import side of the Gemini target (§5.6). */
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { setOwn } from '../../model/own';
import { childPointer } from '../../schema/walk';
import type { ChangeLog } from './changes';
import { INT64 } from './gemini-fields';

/** Gemini `Schema` → JSON Schema (import, §5.6). Lossy parts are logged. */
export function fromGeminiSchema(
  input: unknown,
  pointer: string,
  log: ChangeLog,
  propertyOrdering: Record<string, string[]>,
): unknown {
  if (!isPlainObject(input)) return input;
  const out: JsonSchemaObject = {};
  let type: string | undefined =
    typeof input.type === 'string' ? input.type.toLowerCase() : undefined;
  if (type === 'type_unspecified') type = undefined;
  const enumAsStrings = input.format === 'enum' && Array.isArray(input.enum);
  for (const [key, value] of Object.entries(input)) {
    const at = childPointer(pointer, key);
    switch (key) {
      case 'type':
        if (type) out.type = type;
        break;
      case 'nullable':
        break;
      case 'format':
        if (!enumAsStrings) out.format = value;
        break;
      case 'enum':
        out.enum =
          enumAsStrings && Array.isArray(value) ? value.map((v) => parseEnumValue(v, type)) : value;
        break;
      case 'properties':
        if (isPlainObject(value)) {
          const props: JsonSchemaObject = {};
          for (const [name, sub] of Object.entries(value))
            setOwn(
              props,
              name,
              fromGeminiSchema(sub, childPointer(at, name), log, propertyOrdering),
            );
          out.properties = props;
        }
        break;
      case 'items':
        out.items = fromGeminiSchema(value, at, log, propertyOrdering);
        break;
      case 'anyOf':
        out.anyOf = Array.isArray(value)
          ? value.map((v, i) => fromGeminiSchema(v, childPointer(at, i), log, propertyOrdering))
          : value;
        break;
      case 'example':
        out.examples = [value];
        break;
      case 'propertyOrdering':
        if (Array.isArray(value)) propertyOrdering[pointer] = value.map(String);
        log.add({
          code: 'gemini-property-ordering-moved',
          kind: 'moved',
          pointer: at,
          message:
            'propertyOrdering is not JSON Schema; it is kept in _meta["dev.toolschema/gemini"].',
        });
        break;
      default:
        if (INT64.has(key) && typeof value === 'string' && /^-?\d+$/.test(value))
          out[key] = Number(value);
        else out[key] = value;
    }
  }
  if (input.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    } else if (Array.isArray(out.anyOf)) out.anyOf = [...out.anyOf, { type: 'null' }];
    else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function parseEnumValue(value: unknown, type: string | undefined): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'integer' || type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}
