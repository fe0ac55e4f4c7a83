import { joinPointer } from '../../model/pointer';
import type { JsonSchemaObject } from '../../model/types';
import type { Rule } from './rule';

/** A lower and an upper bound keyword of one schema, and what they bound. */
interface BoundPair {
  lower: string;
  upper: string;
  what: string;
  /** The bounds meet without a gap when either is exclusive, so equal values leave nothing. */
  exclusive: boolean;
}

const PAIRS: readonly BoundPair[] = [
  { lower: 'minimum', upper: 'maximum', what: 'number', exclusive: false },
  { lower: 'exclusiveMinimum', upper: 'maximum', what: 'number', exclusive: true },
  { lower: 'minimum', upper: 'exclusiveMaximum', what: 'number', exclusive: true },
  { lower: 'exclusiveMinimum', upper: 'exclusiveMaximum', what: 'number', exclusive: true },
  { lower: 'minLength', upper: 'maxLength', what: 'string length', exclusive: false },
  { lower: 'minItems', upper: 'maxItems', what: 'number of items', exclusive: false },
  {
    lower: 'minProperties',
    upper: 'maxProperties',
    what: 'number of properties',
    exclusive: false,
  },
];

/** Draft-04 spelt exclusive bounds as booleans beside minimum/maximum: read them as numbers. */
const bound = (node: JsonSchemaObject, key: string): number | undefined => {
  const value = node[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const rangeImpossible: Rule = {
  code: 'range-impossible',
  severity: 'error',
  scope: 'schema',
  title: 'Every lower bound is below its upper bound.',
  rationale:
    'JSON Schema 2020-12 Validation §6.2–6.5: a value must meet both bounds, so minimum > maximum (or minLength > maxLength, minItems > maxItems, minProperties > maxProperties) accepts nothing and no call can succeed.',
  check({ subschemas, report }) {
    for (const { schema: node, pointer } of subschemas) {
      for (const pair of PAIRS) {
        const low = bound(node, pair.lower);
        const high = bound(node, pair.upper);
        if (low === undefined || high === undefined) continue;
        const impossible = pair.exclusive ? low >= high : low > high;
        if (!impossible) continue;
        report({
          pointer: joinPointer(pointer, pair.lower),
          message: `"${pair.lower}": ${low} is ${low === high ? 'equal to' : 'above'} "${pair.upper}": ${high}, so no ${pair.what} fits. Swap or correct the bounds.`,
        });
      }
    }
  },
};
