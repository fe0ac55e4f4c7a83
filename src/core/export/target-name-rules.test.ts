import { describe, expect, it } from 'vitest';
import { MCP_REVISIONS } from '../mcp/revision-names';
import { listTargets, nameRuleFor, targetNameFindings } from './registry';
import { nameFindingsOfTargets, targetNameRule } from './target-name-rules';

const NAMES = [
  'get_weather',
  'weather.current',
  'get weather',
  '1st-tool',
  'a:b',
  'x'.repeat(65),
  'x'.repeat(129),
  '',
  'Ünïcode',
];

describe('the targets’ name rules apart from the targets', () => {
  it('are every registered target’s own rule, for every MCP revision', () => {
    for (const target of listTargets())
      for (const mcpRevision of [undefined, ...MCP_REVISIONS])
        expect(targetNameRule(target.id, mcpRevision), `${target.id} ${mcpRevision}`).toBe(
          nameRuleFor(target.id, mcpRevision),
        );
  });

  it('find what the registry finds, in its order', () => {
    for (const name of NAMES)
      for (const mcpRevision of [undefined, ...MCP_REVISIONS]) {
        const options = mcpRevision ? { mcpRevision } : {};
        expect(nameFindingsOfTargets({ name }, options)).toEqual(
          targetNameFindings({ name }, options),
        );
      }
    expect(nameFindingsOfTargets({ name: 'weather.current' }).length).toBeGreaterThan(0);
  });
});
