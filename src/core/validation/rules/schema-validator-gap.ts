import { joinPointer } from '../../model/pointer';
import type { Rule, SchemaContext } from './rule';

/**
 * Constructs whose sample verdicts Ajv (the validator under the studio) gets wrong in some
 * JSON-Schema-Test-Suite cases. Each names the upstream report; the suite test skips exactly the
 * groups these explain (src/core/__fixtures__/json-schema-test-suite.ts).
 */
export interface ValidatorGap {
  id: string;
  /** The upstream issue or pull request that explains the gap. */
  source: string;
  /** Where in the schema the construct is, or nothing. */
  find(subschemas: SchemaContext['subschemas']): string[];
  message: string;
}

const pointersOf = (subschemas: SchemaContext['subschemas'], keyword: string) =>
  subschemas
    .filter(({ schema }) => keyword in schema)
    .map(({ pointer }) => joinPointer(pointer, keyword));
const uses = (
  subschemas: SchemaContext['subschemas'],
  test: (schema: Record<string, unknown>) => boolean,
) => subschemas.some(({ schema }) => test(schema));

export const VALIDATOR_GAPS: readonly ValidatorGap[] = [
  {
    id: 'dynamic-ref',
    source: 'ajv-validator/ajv#1745 (fix proposed in ajv-validator/ajv#2669)',
    find: (subschemas) => pointersOf(subschemas, '$dynamicRef'),
    message:
      'Ajv, which checks samples here, follows "$dynamicRef" only in the recursive-extension pattern (a "#name" fragment with a $dynamicAnchor at the resource root); elsewhere it resolves it differently from JSON Schema 2020-12',
  },
  {
    id: 'unevaluated-items-contains',
    source: 'ajv-validator/ajv#1909',
    find: (subschemas) =>
      uses(subschemas, (s) => 'contains' in s) ? pointersOf(subschemas, 'unevaluatedItems') : [],
    message:
      'Ajv, which checks samples here, does not count the items "contains" matched as evaluated, so "unevaluatedItems" may refuse them',
  },
  {
    id: 'unevaluated-items-branches',
    source: 'ajv-validator/ajv#2639 (a lone "if"); the anyOf/oneOf case reproduced on ajv 8.20.0',
    find: (subschemas) =>
      uses(subschemas, (s) => 'anyOf' in s || 'oneOf' in s || ('if' in s && !('then' in s)))
        ? pointersOf(subschemas, 'unevaluatedItems')
        : [],
    message:
      'Ajv, which checks samples here, does not track the items evaluated inside "anyOf"/"oneOf" branches or a lone "if" as JSON Schema 2020-12 says, so "unevaluatedItems" may decide differently',
  },
];

export const schemaValidatorGap: Rule = {
  code: 'schema-validator-gap',
  severity: 'warning',
  scope: 'schema',
  title:
    "The schema avoids constructs the studio's validator (Ajv) evaluates differently from JSON Schema.",
  rationale:
    'Ajv passes the JSON-Schema-Test-Suite except for a few $dynamicRef and unevaluatedItems cases (each tied to an Ajv issue); a verdict on a schema using them may differ from a spec-complete validator on the receiving side.',
  check({ dialect, serialised, subschemas, report }) {
    // Every gap involves one of these two keywords; most schemas have neither, and skip the walk.
    if (
      dialect !== '2020-12' ||
      (!serialised.includes('"$dynamicRef"') && !serialised.includes('"unevaluatedItems"'))
    )
      return;
    for (const gap of VALIDATOR_GAPS) {
      for (const pointer of gap.find(subschemas)) {
        report({
          pointer,
          key: true,
          message: `${gap.message} (${gap.source}); sample verdicts for this schema may differ from other validators.`,
        });
      }
    }
  },
};
