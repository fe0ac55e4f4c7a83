import { joinPointer } from '../../model/pointer';
import { enumUnexplained, MIN_ENUM_VALUES_TO_EXPLAIN, unitMissing } from '../../quality/checks';
import type { Rule } from './rule';

export const parameterEnumUnexplained: Rule = {
  code: 'parameter-enum-unexplained',
  severity: 'info',
  scope: 'schema',
  title: `A parameter with ${MIN_ENUM_VALUES_TO_EXPLAIN} or more allowed values says what they mean.`,
  rationale:
    'The model sees the values but not what choosing one does; naming them in the description (or a oneOf of described consts) lets it choose on purpose (the parameters dimension of registry quality scores).',
  check({ subschemas, role, report }) {
    if (role !== 'input') return;
    for (const { schema, pointer, via, memberName } of subschemas) {
      if (via !== 'properties' || memberName === undefined || !enumUnexplained(schema)) continue;
      report({
        pointer: joinPointer(pointer, 'enum'),
        message: `The parameter "${memberName}" allows ${(schema.enum as unknown[]).length} values but its description explains none of them. Say what each value does.`,
      });
    }
  },
};

export const parameterUnitMissing: Rule = {
  code: 'parameter-unit-missing',
  severity: 'info',
  scope: 'schema',
  title:
    'A number parameter named like a quantity (timeout, size, limit, delay, …) names its unit.',
  rationale:
    'A "timeout" of 30 is half a minute or a blink: models guess units and guess differently (the parameters dimension of registry quality scores). Put the unit in the name (timeout_ms) or the description.',
  check({ subschemas, role, report }) {
    if (role !== 'input') return;
    for (const { schema, pointer, via, memberName } of subschemas) {
      if (via !== 'properties' || memberName === undefined || !unitMissing(memberName, schema))
        continue;
      report({
        pointer,
        key: true,
        message: `The parameter "${memberName}" is a quantity but neither its name nor its description says in what unit (ms, seconds, bytes, items, …).`,
      });
    }
  },
};
