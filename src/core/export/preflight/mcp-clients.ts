/**
 * MCP clients: the same tool list reaches many clients, and some check it before any model sees
 * it. These rules hold what the common clients refuse, so the MCP export suits all of them.
 */
import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { PreflightRule, RuleHit, PreflightFamily } from './rule';
import { RULES_VERIFIED, booleanSubschemasIn, isArrayTyped, nodesOf } from './rule';
import { MCP_REVISION_RULES } from './mcp-revision';

const TARGETS = ['mcp', 'mcp-list'] as const;
const DIALECT_2020 = /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/;

export const MCP_CLIENTS_FAMILY: PreflightFamily = {
  id: 'mcp-clients',
  heading: 'MCP clients',
  about:
    'The MCP export goes to many clients; these are checks common clients make on a tools/list before any model sees it.',
};

export const MCP_CLIENT_RULES: readonly PreflightRule[] = [
  {
    id: 'mcp-array-items',
    family: 'mcp-clients',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title: 'VS Code / GitHub Copilot: an array parameter without an items schema.',
    reply: 'Failed to validate tool {name}: Error: tool parameters array type must have items.',
    verbatim: true,
    advice:
      'Add "items" to the array (the export adds "items": {}, which accepts any value, as leaving it out does).',
    sources: [
      'microsoft/vscode#246119',
      'microsoft/vscode#284536',
      'microsoft/vscode-copilot-release#7462',
      'rootlyhq/rootly-mcp-server#82',
    ],
    lastVerified: RULES_VERIFIED,
    check: (tool) => {
      const input = tool.schemas.find((s) => s.source === '/inputSchema');
      if (!input) return [];
      return nodesOf(input)
        .filter(({ node }) => isArrayTyped(node) && !('items' in node) && !('prefixItems' in node))
        .map(({ pointer }) => ({ pointer, position: tool.position }));
    },
  },
  {
    id: 'mcp-output-dialect',
    family: 'mcp-clients',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title:
      'Claude clients: an outputSchema that declares a $schema other than 2020-12 (for example draft-07).',
    reply:
      'Tool \'{name}\' has an invalid outputSchema: JSON Schema declares an unsupported dialect ("$schema": "{dialect}"). The default validator supports JSON Schema 2020-12 only; pass a pre-configured Ajv instance to AjvJs',
    verbatim: true,
    advice:
      'Declare 2020-12 or leave $schema out (the export rewrites it by default; see the $schema option).',
    sources: [
      'marianfoo/sap-mcp-servers#52',
      'marianfoo/sap-mcp-servers#55',
      'coddingtonbear/obsidian-local-rest-api#328',
      'anthropics/claude-code#88882',
    ],
    lastVerified: RULES_VERIFIED,
    check: (tool, context) => {
      if (context.options.mcpSchemaDialect === 'keep') return [];
      const output = tool.schemas.find((s) => s.source === '/outputSchema');
      const dialect = isPlainObject(output?.value) ? output.value.$schema : undefined;
      return output && typeof dialect === 'string' && !DIALECT_2020.test(dialect)
        ? [
            {
              pointer: joinPointer(output.pointer, '$schema'),
              position: tool.position,
              values: { dialect },
            },
          ]
        : [];
    },
  },
  {
    id: 'mcp-root-object',
    family: 'mcp-clients',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title:
      'inputSchema without "type": "object" at the top (clients built on the TypeScript SDK check it).',
    reply: 'Invalid literal value, expected "object"',
    verbatim: true,
    advice: 'Write "type": "object" at the top of inputSchema.',
    sources: ['vercel-labs/mcp-on-vercel#13', 'Piotr1215/mcp-obsidian#17'],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['root-not-object'],
    check: (tool) => {
      const input = tool.schemas.find((s) => s.source === '/inputSchema');
      return input && isPlainObject(input.value) && input.value.type === 'object'
        ? []
        : [
            {
              pointer: input ? joinPointer(input.pointer, 'type') : tool.pointer,
              position: tool.position,
            },
          ];
    },
  },
  {
    id: 'mcp-output-boolean-subschema',
    family: 'mcp-clients',
    scope: 'tool',
    targets: TARGETS,
    modes: ['default'],
    severity: 'error',
    title:
      'Claude Code: a bare true or false where outputSchema expects a schema (for example a property that is just true).',
    reply:
      '[{"code":"custom","path":["tools",{index},"outputSchema"{path}],"message":"Invalid input"}]',
    verbatim: true,
    advice: 'Write {} for "any value" and {"not": {}} for "no value" (the export does).',
    sources: ['modelcontextprotocol/inspector#1005'],
    lastVerified: RULES_VERIFIED,
    check: (tool) => {
      const output = tool.schemas.find((s) => s.source === '/outputSchema');
      if (!output) return [];
      const hits: RuleHit[] = booleanSubschemasIn(nodesOf(output)).map(({ pointer, path }) => ({
        pointer,
        position: tool.position,
        values: { path: path.map((s) => `,${JSON.stringify(s)}`).join('') },
      }));
      return hits;
    },
  },
  // What a client of the chosen revision drops (x-mcp-header), kept in its own module.
  ...MCP_REVISION_RULES,
];
