import type { AnySchema } from 'ajv';
import { joinPointer } from '../../model/pointer';
import { compileCached } from '../ajv';
import { toSampleIssues } from '../sample';
import type { Rule } from './rule';

const nonLocal = /"\$(ref|dynamicRef)"\s*:\s*"[^#]/;

/**
 * A subschema's own default/examples, checked against that subschema alone. Subschemas that
 * use references are skipped: out of their root the references do not resolve.
 */
export const defaultInvalid: Rule = {
  code: 'default-invalid',
  severity: 'warning',
  scope: 'schema',
  title: 'A "default" or "examples" value is valid against its own schema.',
  rationale:
    "A default that fails its own schema misleads the model and form clients; Spark's ToolSpec examples pair defaults with constraints (e.g. limit default 10 within 1..100).",
  check({ subschemas, dialect, options, report }) {
    for (const { schema: node, pointer } of subschemas) {
      const hasDefault = 'default' in node;
      const examples = Array.isArray(node.examples) ? node.examples : [];
      if (!hasDefault && examples.length === 0) continue;
      const { default: _default, examples: _examples, $schema: _dialect, ...rest } = node;
      const serialised = JSON.stringify(rest);
      if (
        serialised.includes('"$ref"') ||
        serialised.includes('"$dynamicRef"') ||
        nonLocal.test(serialised)
      )
        continue;
      let validate;
      try {
        validate = compileCached(rest as AnySchema, dialect, options, serialised);
      } catch {
        continue; // schema-invalid reports why it does not compile.
      }
      const check = (value: unknown, valuePointer: string, what: string) => {
        if (validate(value)) return;
        const issue = toSampleIssues(validate.errors)[0];
        report({
          pointer: valuePointer,
          message: `This ${what} does not fit its own schema: ${issue?.message ?? 'it is not valid'}`,
        });
      };
      if (hasDefault) check(node.default, joinPointer(pointer, 'default'), 'default');
      examples.forEach((example, i) =>
        check(example, joinPointer(pointer, 'examples', i), 'example'),
      );
    }
  },
};
