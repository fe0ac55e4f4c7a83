import { joinPointer } from '../../model/pointer';
import { propertyAtPointer } from '../../model/document';
import { getOwn } from '../../model/own';
import { FOREIGN_KEYWORDS, isExtensionKeyword, KNOWN_KEYWORDS } from '../../schema/keywords';
import type { Rule } from './rule';

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The known keyword closest to a misspelling, when it is close enough to be a typo. */
export function closestKeyword(key: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(key.length / 4))
    ? best
    : undefined;
}

export const schemaUnknownKeyword: Rule = {
  code: 'schema-unknown-keyword',
  severity: 'warning',
  scope: 'schema',
  title: 'Schemas use only keywords of their dialect (or "x-" extensions).',
  rationale:
    'Validators ignore unknown keywords, so a misspelt "maxLenght" silently constrains nothing; Ajv strict mode and Gemini reject them (Gemini\'s Schema type: ai.google.dev/api/caching#Schema).',
  check({ subschemas, dialect, document, report }) {
    const known = KNOWN_KEYWORDS[dialect];
    for (const { schema: node, pointer } of subschemas) {
      for (const key of Object.keys(node)) {
        if (known.has(key) || isExtensionKeyword(key)) continue;
        const keyPointer = joinPointer(pointer, key);
        const foreign = getOwn(FOREIGN_KEYWORDS, key);
        const suggestion = foreign ? undefined : closestKeyword(key, known);
        const finding = {
          pointer: keyPointer,
          key: true,
          message: foreign
            ? `"${key}" is not a JSON Schema keyword. ${foreign}`
            : `"${key}" is not a JSON Schema ${dialect} keyword, so validators ignore it.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        };
        const keyNode = propertyAtPointer(document.root, keyPointer)?.children?.[0];
        if (suggestion && !(suggestion in node) && keyNode) {
          const edit = {
            offset: keyNode.offset,
            length: keyNode.length,
            content: JSON.stringify(suggestion),
          };
          report({ ...finding, fix: { title: `Rename to "${suggestion}"`, edits: [edit] } });
        } else {
          report(finding);
        }
      }
    }
  },
};
