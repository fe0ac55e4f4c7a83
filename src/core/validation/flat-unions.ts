/**
 * Ajv writes `oneOf` and `anyOf` as nested code: each branch sits inside the `else` (oneOf) or
 * the `if (!valid)` (anyOf) of the branch before it, so a union of n branches nests n blocks
 * deep. Its code generator then merges the variable names of every block into each enclosing
 * one (quadratic: a root `oneOf` of 2 000 small branches took 9–34 s to compile), and V8 runs out
 * of stack parsing the generated function. These two keyword implementations are Ajv's own,
 * written flat: each branch is one block at the same depth, skipped by a flag once the verdict is
 * known, exactly when Ajv's nesting skipped it. Verdicts, errors and evaluated-property
 * bookkeeping are those of Ajv's code (ajv/lib/vocabularies/applicator/oneOf.ts and
 * vocabularies/code.ts `validateUnion`, Ajv 8.20).
 */
import { _, Name } from 'ajv';
import type { AnySchema, KeywordCxt } from 'ajv';
import type Ajv from 'ajv';
import type { Rule } from 'ajv/dist/compile/rules';
import { alwaysValidSchema } from 'ajv/dist/compile/util.js';

function flatOneOf(cxt: KeywordCxt): void {
  const { gen, schema, parentSchema, it } = cxt;
  if (!Array.isArray(schema)) throw new Error('ajv implementation error');
  if (it.opts.discriminator && (parentSchema as { discriminator?: unknown }).discriminator) return;
  const branches: AnySchema[] = schema;
  const valid = gen.let('valid', false);
  const passing = gen.let('passing', null);
  // Set when a second branch passes: the verdict is known and Ajv's nesting skipped the rest.
  const decided = gen.let('decided', false);
  const schValid = gen.name('_valid');
  cxt.setParams({ passing });
  gen.block(() => {
    branches.forEach((branch, i) => {
      gen.if(_`!${decided}`);
      let schCxt: ReturnType<KeywordCxt['subschema']> | undefined;
      if (alwaysValidSchema(it, branch)) gen.var(schValid, true);
      else
        schCxt = cxt.subschema({ keyword: 'oneOf', schemaProp: i, compositeRule: true }, schValid);
      gen.if(schValid, () => {
        gen.if(
          valid,
          () => {
            gen.assign(valid, false);
            gen.assign(passing, _`[${passing}, ${i}]`);
            gen.assign(decided, true);
          },
          () => {
            gen.assign(valid, true);
            gen.assign(passing, i);
            if (schCxt) cxt.mergeEvaluated(schCxt, Name);
          },
        );
      });
      gen.endIf();
    });
  });
  cxt.result(
    valid,
    () => cxt.reset(),
    () => cxt.error(true),
  );
}

function flatAnyOf(cxt: KeywordCxt): void {
  const { gen, schema, keyword, it } = cxt;
  if (!Array.isArray(schema)) throw new Error('ajv implementation error');
  const branches: AnySchema[] = schema;
  const alwaysValid = branches.some((branch) => alwaysValidSchema(it, branch));
  if (alwaysValid && !it.opts.unevaluated) return;
  const valid = gen.let('valid', false);
  const schValid = gen.name('_valid');
  // Ajv stops at the first passing branch unless evaluated properties must be merged from all.
  let stopWhenValid = false;
  gen.block(() => {
    branches.forEach((_branch, i) => {
      if (stopWhenValid) gen.if(_`!${valid}`);
      const schCxt = cxt.subschema({ keyword, schemaProp: i, compositeRule: true }, schValid);
      gen.assign(valid, _`${valid} || ${schValid}`);
      const merged = cxt.mergeValidEvaluated(schCxt, schValid);
      if (stopWhenValid) gen.endIf();
      if (!merged) stopWhenValid = true;
    });
  });
  cxt.result(
    valid,
    () => cxt.reset(),
    () => cxt.error(true),
  );
}

/** Swaps the code of an instance's `oneOf` and `anyOf` for the flat versions, keeping their place among the keywords. */
export function withFlatUnions(ajv: Pick<Ajv, 'RULES'>): void {
  const code = { oneOf: flatOneOf, anyOf: flatAnyOf };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const rule = ajv.RULES.all[keyword] as Rule | boolean | undefined;
    if (typeof rule !== 'object' || !('code' in rule.definition))
      throw new Error(`Ajv has no ${keyword} keyword to replace`);
    rule.definition.code = code[keyword];
  }
}
