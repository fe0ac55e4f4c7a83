/** Gemini CLI. */
import { isPlainObject } from '../../model/types';
import { modelNameRewritten } from '../checks/name';
import {
  anyOfWithDefault,
  keywordsIn,
  inputSubschemas,
  localDefinitionRef,
  nullableTypeList,
  schemaNodes,
} from '../checks/schema';
import { serverFailsWhen } from '../checks/toolset';
import { HOSTS_CHECKED, HOSTS_GATHERED, MCPJAM_HOST_CATALOG, repoFile, thread } from '../sources';
import type { HostFact, HostProfile } from '../types';
import { factRules } from './shared';

/** Longest name Gemini CLI keeps (one under the API's 64, "to be safe"). */
const GEMINI_CLI_NAME_LIMIT = 63;
/** Characters kept from each end of a name cut in the middle. */
const GEMINI_CLI_NAME_KEPT_EACH_END = 30;

/** How Gemini CLI writes a tool's name (packages/core/src/tools/mcp-tool.ts, generateValidName). */
export function geminiCliName(server: string, tool: string): string {
  const joined = `${server}_${tool}`;
  let name = joined.startsWith('mcp_') ? joined : `mcp_${joined}`;
  name = name.replace(/[^a-zA-Z0-9_.:-]/g, '_');
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > GEMINI_CLI_NAME_LIMIT)
    name = `${name.slice(0, GEMINI_CLI_NAME_KEPT_EACH_END)}...${name.slice(-GEMINI_CLI_NAME_KEPT_EACH_END)}`;
  return name;
}

const MCP_TOOL = repoFile('google-gemini/gemini-cli', 'packages/core/src/tools/mcp-tool.ts');
const MCP_DOC = repoFile('google-gemini/gemini-cli', 'docs/tools/mcp-server.md');

const facts = {
  protocolRevision: { value: 'unknown' } as HostFact<string>,
  elicitation: { value: 'no', source: MCPJAM_HOST_CATALOG } as HostFact,
  appsRendering: { value: 'unknown' } as HostFact,
  honoursVisibility: { value: 'unknown' } as HostFact,
};

export const geminiCli: HostProfile = {
  id: 'gemini-cli',
  label: 'Gemini CLI',
  kind: 'host',
  ...facts,
  modelName: { pattern: 'mcp_<server>_<tool>', build: geminiCliName, source: MCP_TOOL },
  rules: [
    {
      id: 'gemini-cli-name-rewritten',
      host: 'gemini-cli',
      scope: 'tool',
      action: 'rename',
      limit: GEMINI_CLI_NAME_LIMIT,
      limitName: 'GEMINI_CLI_NAME_LIMIT',
      summary:
        'Characters outside A-Z a-z 0-9 _ . : - become _, and a name over 63 characters loses its middle (30 + "..." + 30), without a word.',
      source: MCP_TOOL,
      checked: HOSTS_CHECKED,
      certainty: 'documented',
      severity: 'warning',
      verdict: 'changed',
      check: modelNameRewritten(
        (server, tool) => `mcp_${server}_${tool}`,
        'characters outside A-Z a-z 0-9 _ . : - become _, and past 63 characters the middle is cut out',
      ),
    },
    {
      id: 'gemini-cli-schema-stripped',
      host: 'gemini-cli',
      scope: 'tool',
      action: 'rewrite',
      summary:
        'Removes $schema and additionalProperties from every subschema before the model sees it.',
      source: MCP_DOC,
      checked: HOSTS_CHECKED,
      certainty: 'documented',
      severity: 'info',
      verdict: 'changed',
      check: schemaNodes(
        keywordsIn(['$schema', 'additionalProperties']),
        (keyword, label) =>
          `${label} removes "${keyword}" before the model sees the schema${keyword === 'additionalProperties' ? ': the model is not told which extra keys are refused' : ''}.`,
      ),
    },
    {
      id: 'gemini-cli-anyof-default',
      host: 'gemini-cli',
      scope: 'tool',
      action: 'rewrite',
      summary: 'Removes the default beside an anyOf.',
      source: MCP_DOC,
      checked: HOSTS_CHECKED,
      certainty: 'documented',
      severity: 'info',
      verdict: 'changed',
      check: schemaNodes(
        anyOfWithDefault,
        (_, label) => `${label} removes the "default" beside this anyOf: the model never sees it.`,
      ),
    },
    {
      id: 'gemini-cli-nullable',
      host: 'gemini-cli',
      scope: 'tool',
      action: 'rewrite',
      summary: 'Rewrites a type list with "null" into one type marked nullable.',
      source: MCP_DOC,
      checked: HOSTS_GATHERED,
      certainty: 'observed in a public report',
      severity: 'info',
      verdict: 'changed',
      check: schemaNodes(
        nullableTypeList,
        (_, label) =>
          `${label} rewrites this type list into one type marked "nullable"; the meaning is kept.`,
      ),
    },
    {
      id: 'gemini-cli-defs-ref',
      host: 'gemini-cli',
      scope: 'tool',
      action: 'refuse',
      summary:
        'A $ref into $defs fails discovery ("can\'t resolve reference #/$defs/… from id #") or the request (400 "reference to undefined schema"); reported from 0.15 on, still open.',
      source: thread('google-gemini/gemini-cli', 13326),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: schemaNodes(
        localDefinitionRef,
        (_, label) =>
          `${label} reports "can't resolve reference … from id #" for a $ref into $defs, and lists no tool of the server. Write the definition in place.`,
      ),
    },
    {
      id: 'gemini-cli-defs-ref-server',
      host: 'gemini-cli',
      scope: 'toolset',
      action: 'refuse',
      summary: 'One tool whose $ref it cannot resolve leaves the whole server without tools.',
      source: thread('google-gemini/gemini-cli', 13053),
      checked: HOSTS_CHECKED,
      certainty: 'observed in a public report',
      severity: 'error',
      verdict: 'rejected',
      check: serverFailsWhen(
        (tool) =>
          isPlainObject(tool.inputSchema) &&
          inputSubschemas(tool.inputSchema).some(({ node }) => localDefinitionRef(node).length > 0),
        'tool discovery fails and the server is marked disconnected.',
      ),
    },
    ...factRules('gemini-cli', facts),
  ],
};
