import { patternFallbackReason } from '../pattern-engine';
import { schemaPatterns } from './pattern-backtracking';
import type { Rule } from './rule';

export const patternNotLinear: Rule = {
  code: 'pattern-not-linear',
  severity: 'info',
  scope: 'schema',
  title: 'A "pattern" runs on the linear-time engine (RE2).',
  rationale:
    'The studio matches patterns with RE2 (re2js), whose time is linear in the input; lookaround, backreferences and a few Unicode properties are ECMA-262 features RE2 lacks, so those patterns run on JavaScript RegExp instead, where only the watchdog (browser) or the command timeout (CLI) bounds a slow match.',
  check({ subschemas, report }) {
    for (const { pattern, pointer, key } of schemaPatterns(subschemas)) {
      const reason = patternFallbackReason(pattern);
      if (!reason) continue;
      report({
        pointer,
        key,
        message: `The pattern ${JSON.stringify(pattern)} is checked with JavaScript's backtracking RegExp, not in linear time: ${reason}. It still works; a slow match is stopped by the watchdog. Rewrite it without that feature if you can.`,
      });
    }
  },
};
