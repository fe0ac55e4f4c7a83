/**
 * Where a JSON pointer is in a syntax tree, and the text range a finding at it underlines.
 * Apart from the document reader (document.ts), for the store's reveal, which needs only a tree.
 */
import type { Node as JsonNode } from 'jsonc-parser';
import { joinPointer, parsePointer } from './pointer';

/** Finds the syntax node at a pointer; undefined when the path does not exist in the text. */
export function nodeAtPointer(root: JsonNode | undefined, pointer: string): JsonNode | undefined {
  let node = root;
  for (const segment of parsePointer(pointer)) {
    if (!node) return undefined;
    if (node.type === 'object') {
      const property: JsonNode | undefined = node.children?.find(
        (p) => p.children?.[0]?.value === segment,
      );
      node = property?.children?.[1];
    } else if (node.type === 'array') {
      node = /^(0|[1-9]\d*)$/.test(segment) ? node.children?.[Number(segment)] : undefined;
    } else {
      return undefined;
    }
  }
  return node;
}

/** The property node (key + value) holding the value at a pointer, if the value is an object member. */
export function propertyAtPointer(
  root: JsonNode | undefined,
  pointer: string,
): JsonNode | undefined {
  const node = nodeAtPointer(root, pointer);
  return node?.parent?.type === 'property' ? node.parent : undefined;
}

/**
 * The text range for a pointer: the value, or with `key: true` the property's key. A path that
 * does not exist falls back to its nearest existing ancestor, so a finding is never unplaced.
 */
export function rangeAtPointer(
  document: { root: JsonNode | undefined },
  pointer: string,
  options: { key?: boolean } = {},
): { offset: number; length: number } {
  const segments = parsePointer(pointer);
  for (let n = segments.length; n >= 0; n--) {
    const partial = joinPointer('', ...segments.slice(0, n));
    const node = nodeAtPointer(document.root, partial);
    if (!node) continue;
    if (options.key && n === segments.length) {
      const key = propertyAtPointer(document.root, partial)?.children?.[0];
      if (key) return { offset: key.offset, length: key.length };
    }
    if (n < segments.length) {
      // The path ends in a missing member: underline the parent's key when it has one, as
      // underlining a whole object for one missing field hides everything inside it.
      const key = propertyAtPointer(document.root, partial)?.children?.[0];
      if (key) return { offset: key.offset, length: key.length };
      return { offset: node.offset, length: Math.min(node.length, 1) };
    }
    return { offset: node.offset, length: node.length };
  }
  return { offset: 0, length: 0 };
}
