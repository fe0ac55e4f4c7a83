import { joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { Dialect } from './dialect';
import { SCHEMA_ARRAY_KEYWORDS, SCHEMA_KEYWORDS, SCHEMA_MAP_KEYWORDS } from './keywords';

export interface SchemaVisit {
  schema: Record<string, unknown>;
  /** Absolute pointer of this subschema in the document. */
  pointer: string;
  /** The keyword that holds this subschema (`properties`, `items`, …), or undefined at the root. */
  via: string | undefined;
  /** For `properties`/`patternProperties`/`$defs` members: the member name. */
  memberName: string | undefined;
  depth: number;
}

/**
 * Visits every object subschema under `schema` in document order. Iterative, so the depth of
 * the schema cannot overflow the stack; the parser has bounded nesting already.
 */
export function walkSchemas(
  schema: unknown,
  pointer: string,
  dialect: Dialect,
  visit: (node: SchemaVisit) => void,
): void {
  const stack: SchemaVisit[] = [];
  if (isPlainObject(schema))
    stack.push({ schema, pointer, via: undefined, memberName: undefined, depth: 0 });
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const children: SchemaVisit[] = [];
    const push = (child: unknown, childPointer: string, via: string, memberName?: string) => {
      if (isPlainObject(child))
        children.push({
          schema: child,
          pointer: childPointer,
          via,
          memberName,
          depth: node.depth + 1,
        });
    };
    for (const [key, value] of Object.entries(node.schema)) {
      if ((SCHEMA_KEYWORDS as readonly string[]).includes(key))
        push(value, joinPointer(node.pointer, key), key);
      else if ((SCHEMA_ARRAY_KEYWORDS as readonly string[]).includes(key) && Array.isArray(value)) {
        value.forEach((item, i) => push(item, joinPointer(node.pointer, key, i), key));
      } else if ((SCHEMA_MAP_KEYWORDS as readonly string[]).includes(key) && isPlainObject(value)) {
        for (const [name, item] of Object.entries(value))
          push(item, joinPointer(node.pointer, key, name), key, name);
      } else if (key === 'items') {
        if (Array.isArray(value))
          value.forEach((item, i) => push(item, joinPointer(node.pointer, key, i), key));
        else push(value, joinPointer(node.pointer, key), key);
      } else if (key === 'dependencies' && dialect === 'draft-07' && isPlainObject(value)) {
        for (const [name, item] of Object.entries(value))
          push(item, joinPointer(node.pointer, key, name), key, name);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}
