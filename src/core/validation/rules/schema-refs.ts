import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

/** A reference the studio will not follow: anything that does not start with "#". */
export function isExternalRef(ref: string): boolean {
  return !ref.startsWith('#');
}

export const schemaExternalRef: Rule = {
  code: 'schema-external-ref',
  severity: 'error',
  scope: 'schema',
  title: 'Schemas use only local references ("#/…"); external ones are never fetched.',
  rationale:
    'External $ref resolution is disabled, no network access (docs/tool-record.md#no-external-ref); MCP 2026-07-28: implementations MUST NOT dereference network URIs by default.',
  check({ subschemas, report }) {
    for (const { schema: node, pointer } of subschemas) {
      for (const keyword of ['$ref', '$dynamicRef']) {
        const ref = node[keyword];
        if (typeof ref === 'string' && isExternalRef(ref)) {
          report({
            pointer: joinPointer(pointer, keyword),
            message: `The reference "${ref}" points outside this schema; the studio never fetches references. Copy the referenced schema into "$defs" and use "#/$defs/…".`,
          });
        }
      }
    }
  },
};
