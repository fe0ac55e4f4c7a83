/**
 * `x-mcp-header` (SEP-2243, MCP 2026-07-28, server/tools "x-mcp-header"): an inputSchema property
 * may ask Streamable HTTP clients to mirror its argument into an `Mcp-Param-{Name}` header. A
 * declaration that breaks the rules makes the client drop the whole tool from `tools/list`,
 * without telling anyone, so every violation is reported with that consequence.
 */
import { joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';

export const MCP_HEADER_KEYWORD = 'x-mcp-header';
export const MCP_PARAM_HEADER_PREFIX = 'Mcp-Param-';

/** RFC 9110 §5.6.2 `token`: one or more tchar (no space, control character, CR/LF or delimiter). */
const RFC9110_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The property types the specification allows a header on; `number` is excluded by name. */
const MCP_HEADER_TYPES: ReadonlySet<string> = new Set(['string', 'integer', 'boolean']);

/** Keywords whose subschemas are off the `properties` chain: a header under them is not statically reachable. */
const OFF_CHAIN_SINGLE = [
  'items',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
] as const;
const OFF_CHAIN_LIST: ReadonlySet<string> = new Set(['prefixItems', 'oneOf', 'anyOf', 'allOf']);
const OFF_CHAIN_MAP: ReadonlySet<string> = new Set([
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
]);
/** The order the scan enters a node's subschemas in, which is the order its findings are listed in. */
const WALK_ORDER: readonly string[] = [
  'properties',
  ...OFF_CHAIN_SINGLE,
  ...OFF_CHAIN_LIST,
  ...OFF_CHAIN_MAP,
];
const WALK_RANK = new Map(WALK_ORDER.map((keyword, rank) => [keyword, rank]));

/** Property names that say the value is a secret, which SHOULD NOT travel in a header. */
export const SECRET_NAME =
  /pass(word|phrase)?|secret|token|api[-_]?key|credential|private[-_]?key|auth/i;

export type McpHeaderProblem =
  'not-reachable' | 'not-string' | 'empty' | 'not-token' | 'type' | 'duplicate';

export interface McpHeaderViolation {
  /** Pointer of the `x-mcp-header` keyword. */
  pointer: string;
  problem: McpHeaderProblem;
  /** What is wrong, in one sentence (without the consequence). */
  detail: string;
}

export interface McpHeaderDeclaration {
  /** Pointer of the property schema. */
  pointer: string;
  /** The property's name (the last key of the chain). */
  property: string;
  header: string;
}

export interface McpHeaderScan {
  violations: McpHeaderViolation[];
  declarations: McpHeaderDeclaration[];
}

/** Depth bound of the walk; schemas are already depth-limited, this keeps the scan total. */
const MAX_SCAN_DEPTH = 64;

/** Every `x-mcp-header` of an inputSchema, each valid declaration and each violation. */
export function scanMcpHeaders(inputSchema: unknown, pointer = ''): McpHeaderScan {
  const violations: McpHeaderViolation[] = [];
  const declarations: McpHeaderDeclaration[] = [];
  const seen = new Map<string, string>();
  // The segments from `pointer` to the node visited, joined only for a node that holds the
  // keyword: most schemas hold none, and a pointer for each node was much of the scan.
  const path: (string | number)[] = [];
  const visit = (
    node: Record<string, unknown>,
    property: string | undefined,
    reachable: boolean,
    depth: number,
  ) => {
    if (depth > MAX_SCAN_DEPTH) return;
    if (Object.hasOwn(node, MCP_HEADER_KEYWORD)) {
      const at = joinPointer(pointer, ...path);
      const where = joinPointer(at, MCP_HEADER_KEYWORD);
      const value = node[MCP_HEADER_KEYWORD];
      const type = typeof node.type === 'string' ? node.type : undefined;
      if (!reachable || property === undefined) {
        violations.push({
          pointer: where,
          problem: 'not-reachable',
          detail:
            'x-mcp-header is allowed only on a property reached from the root through "properties" alone (not under items, anyOf/oneOf/allOf, if/then/else, additionalProperties or $defs).',
        });
      } else if (typeof value !== 'string') {
        violations.push({
          pointer: where,
          problem: 'not-string',
          detail: 'x-mcp-header must be a string naming the header.',
        });
      } else if (value.length === 0) {
        violations.push({
          pointer: where,
          problem: 'empty',
          detail: 'x-mcp-header is empty; it must name the header.',
        });
      } else if (!RFC9110_TOKEN.test(value)) {
        violations.push({
          pointer: where,
          problem: 'not-token',
          detail: `x-mcp-header "${value}" is not an RFC 9110 token (letters, digits and !#$%&'*+-.^_\`|~ only; no spaces, CR/LF or delimiters).`,
        });
      } else if (type === undefined || !MCP_HEADER_TYPES.has(type)) {
        violations.push({
          pointer: where,
          problem: 'type',
          detail: `x-mcp-header is allowed only on a property of type "string", "integer" or "boolean"; this one is ${type ? `"${type}"` : 'untyped'}.`,
        });
      } else {
        const prior = seen.get(value.toLowerCase());
        if (prior !== undefined) {
          violations.push({
            pointer: where,
            problem: 'duplicate',
            detail: `x-mcp-header "${value}" repeats "${prior}"; header names must be unique in the tool, ignoring case.`,
          });
        } else {
          seen.set(value.toLowerCase(), value);
          declarations.push({ pointer: at, property, header: value });
        }
      }
    }
    // The keywords a node holds are found in one pass over its keys and entered in WALK_ORDER:
    // looking each keyword up by name on every node was most of a scan that runs over every
    // node of every MCP export and of every lint.
    let held = 0;
    for (const key in node) {
      const rank = WALK_RANK.get(key);
      if (rank !== undefined) held |= 1 << rank;
    }
    for (; held !== 0; held &= held - 1) {
      const keyword = WALK_ORDER[31 - Math.clz32(held & -held)]!;
      const value = node[keyword];
      path.push(keyword);
      if (keyword === 'properties' || OFF_CHAIN_MAP.has(keyword)) {
        const onChain = keyword === 'properties';
        if (isPlainObject(value))
          for (const [key, child] of Object.entries(value)) {
            if (!isPlainObject(child)) continue;
            path.push(key);
            visit(child, onChain ? key : undefined, onChain && reachable, depth + 1);
            path.pop();
          }
      } else if (OFF_CHAIN_LIST.has(keyword)) {
        if (Array.isArray(value))
          value.forEach((child, i) => {
            if (!isPlainObject(child)) return;
            path.push(i);
            visit(child, undefined, false, depth + 1);
            path.pop();
          });
      } else if (isPlainObject(value)) {
        visit(value, undefined, false, depth + 1);
      }
      path.pop();
    }
  };
  if (isPlainObject(inputSchema)) visit(inputSchema, undefined, true, 0);
  return { violations, declarations };
}

/** What a Streamable HTTP client of 2026-07-28 does with a tool whose headers break the rules. */
export const DROPPED_VERDICT =
  'A Streamable HTTP client (MCP 2026-07-28) drops the whole tool from tools/list, silently: the model never sees it.';
