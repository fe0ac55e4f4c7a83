import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MCP_REVISION } from '../mcp/revision-names';
import { VERDICT_CACHE_VERSION, verdictKey, verdictKeySource } from './verdict-key';
import type { VerdictContext } from './verdict-key';

const TEXT = '{"name":"get_weather","description":"Weather.","inputSchema":{"type":"object"}}';
const context: VerdictContext = {
  options: { mcpRevision: '2025-06-18' },
  checker: '/assets/validation.worker-B45XTTGx.js',
};

describe('verdict key', () => {
  it('is the SHA-256 of the version, the checker, the settings and the text, one per line', () => {
    const source = verdictKeySource(TEXT, context);
    // Written out by hand: a change of this layout must be a new VERDICT_CACHE_VERSION.
    expect(source).toBe(
      `verdict/${VERDICT_CACHE_VERSION}\n"/assets/validation.worker-B45XTTGx.js"\n["2025-06-18",false,null]\n${TEXT}`,
    );
    expect(verdictKey(TEXT, context)).toBe(
      createHash('sha256').update(source, 'utf8').digest('hex'),
    );
  });

  it('is the same for the same text and context', () => {
    expect(verdictKey(TEXT, context)).toBe(verdictKey(TEXT, { ...context }));
  });

  it('changes with every input of the verdict', () => {
    const base = verdictKey(TEXT, context);
    const others = [
      verdictKey(TEXT.replace('Weather.', 'Weather!'), context),
      verdictKey(`${TEXT} `, context), // a text is judged as written: white space moves findings
      verdictKey(TEXT, { ...context, options: { mcpRevision: '2025-11-25' } }),
      verdictKey(TEXT, { ...context, options: { ...context.options, enforceFormats: true } }),
      verdictKey(TEXT, {
        ...context,
        options: { ...context.options, documentKind: 'elicitation-request' },
      }),
      // Another build of the rules.
      verdictKey(TEXT, { ...context, checker: '/assets/validation.worker-Q1w2E3r4.js' }),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('reads an unset revision as the default one, and an unset enforceFormats as false', () => {
    expect(verdictKey(TEXT, { ...context, options: {} })).toBe(
      verdictKey(TEXT, {
        ...context,
        options: { mcpRevision: DEFAULT_MCP_REVISION, enforceFormats: false },
      }),
    );
  });

  it('does not let a checker name run into the settings', () => {
    // A checker whose name holds what would otherwise be the next line.
    const sly: VerdictContext = {
      options: {},
      checker: `x\n["${DEFAULT_MCP_REVISION}",false,null]`,
    };
    expect(verdictKeySource(TEXT, sly).split('\n')).toHaveLength(4 + TEXT.split('\n').length - 1);
    expect(verdictKey(TEXT, sly)).not.toBe(verdictKey(TEXT, { options: {}, checker: 'x' }));
  });
});
