/**
 * The server's tools as the workspace takes them: `tools/list` followed through its pages with a
 * limit, each tool's fingerprint at import, and what changed on a later fetch (a definition a user
 * reviewed must not be swapped silently: the "rug pull" of
 * https://invariantlabs.ai/blog/mcp-security-notification-tool-poisoning-attacks).
 */
import { toolFingerprint } from '../fingerprint';
import { MAX_SERVER_TOOLS, MAX_TOOLS_LIST_PAGES } from './client-limits';
import { MAX_NESTING_DEPTH } from '../limits';
import { cutProvenanceField } from './provenance';
import { nestsDeeperThan } from './result-view';
import type { ToolProvenance } from './provenance';

/** One page of `tools/list` (https://modelcontextprotocol.io/specification/2025-11-25/server/tools#listing-tools). */
export interface ToolsPage {
  tools: readonly unknown[];
  nextCursor?: string | undefined;
}

export interface ListedTools {
  tools: unknown[];
  pages: number;
  /** Why listing stopped before the server's last page, in a sentence; absent when it did not. */
  stoppedEarly?: string;
}

/**
 * Follows `nextCursor` until the server has no more pages, `limit` tools or `MAX_TOOLS_LIST_PAGES`
 * pages, or a cursor repeats (a server looping its pages).
 */
export async function listAllTools(
  listPage: (cursor: string | undefined) => Promise<ToolsPage>,
  limit: number = MAX_SERVER_TOOLS,
): Promise<ListedTools> {
  const tools: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await listPage(cursor);
    pages += 1;
    const room = limit - tools.length;
    tools.push(...page.tools.slice(0, room));
    const next = page.nextCursor;
    if (page.tools.length > room)
      return {
        tools,
        pages,
        stoppedEarly: `The server lists more than ${limit} tools; the first ${limit} were taken (MAX_SERVER_TOOLS).`,
      };
    if (next === undefined || next === '') return { tools, pages };
    if (tools.length >= limit)
      return {
        tools,
        pages,
        stoppedEarly: `The server may list more than ${limit} tools; the first ${limit} were taken (MAX_SERVER_TOOLS).`,
      };
    if (seen.has(next))
      return {
        tools,
        pages,
        stoppedEarly: `The server gave the cursor "${next.slice(0, 40)}" twice; listing stopped there.`,
      };
    if (pages >= MAX_TOOLS_LIST_PAGES)
      return {
        tools,
        pages,
        stoppedEarly: `The server still had pages after ${MAX_TOOLS_LIST_PAGES}; listing stopped there (MAX_TOOLS_LIST_PAGES).`,
      };
    seen.add(next);
    cursor = next;
  }
}

export function toolName(tool: unknown): string | undefined {
  return tool !== null &&
    typeof tool === 'object' &&
    typeof (tool as { name?: unknown }).name === 'string'
    ? (tool as { name: string }).name
    : undefined;
}

/** A served tool the import leaves out, named and located. */
export interface RefusedServedTool {
  /** 1-based position in the server's list. */
  position: number;
  name: string | undefined;
  /** Where the problem is, as a JSON Pointer into the tool (`/inputSchema`). */
  pointer: string;
  reason: string;
}

/**
 * The served tools an import can take, read leniently: a tool without `name` or `inputSchema`, or
 * with `inputSchema: {}`, is taken as served (the linter then says what is wrong, where; for a
 * linter they are the server's most interesting tools). Only a tool nested deeper than
 * `MAX_NESTING_DEPTH` is left out (writing it as text or fingerprinting it would overflow the
 * stack), named with the member that goes that deep; the others are imported.
 */
export function admitServedTools(tools: readonly unknown[]): {
  tools: unknown[];
  refused: RefusedServedTool[];
} {
  const admitted: unknown[] = [];
  const refused: RefusedServedTool[] = [];
  tools.forEach((tool, index) => {
    if (!nestsDeeperThan(tool)) {
      admitted.push(tool);
      return;
    }
    const members = tool !== null && typeof tool === 'object' ? Object.entries(tool) : [];
    const deep = members.find(([, value]) => nestsDeeperThan(value, MAX_NESTING_DEPTH - 1));
    const pointer = deep ? `/${deep[0].replace(/~/g, '~0').replace(/\//g, '~1')}` : '';
    refused.push({
      position: index + 1,
      name: toolName(tool),
      pointer,
      reason: `nests deeper than ${MAX_NESTING_DEPTH} levels (MAX_NESTING_DEPTH)`,
    });
  });
  return { tools: admitted, refused };
}

/** The sentence an import says about the tools it left out. */
export function refusedToolsMessage(refused: readonly RefusedServedTool[]): string {
  return refused
    .map(
      (r) =>
        `Not imported: ${r.name === undefined ? 'a tool without a name' : `“${r.name.slice(0, 80)}”`} (tool ${r.position} of the list): ${r.pointer || 'the tool'} ${r.reason}.`,
    )
    .join(' ');
}

/** The text a served tool becomes in the workspace: its JSON as served, indented. */
export function servedToolText(tool: unknown): string {
  return JSON.stringify(tool, null, 2);
}

export type DriftEntry =
  | { name: string; status: 'unchanged' }
  | { name: string; status: 'changed'; was: string; now: string }
  | { name: string; status: 'gone' };

/**
 * Compares what was imported with what the server serves now, by fingerprint. Tools the server
 * added since are listed apart (`added`). A provenance keeps a long name cut
 * (`cutProvenanceField`), so served names are matched as it keeps them.
 */
export function serverDrift(
  imported: readonly Pick<ToolProvenance, 'name' | 'fingerprint'>[],
  served: readonly unknown[],
): { entries: DriftEntry[]; added: string[] } {
  const now = new Map<string, string>();
  for (const tool of served) {
    const name = toolName(tool);
    const kept = name === undefined ? undefined : cutProvenanceField(name);
    if (kept !== undefined && !now.has(kept)) now.set(kept, toolFingerprint(tool));
  }
  const importedNames = new Set(imported.map((p) => p.name));
  const entries: DriftEntry[] = imported.map(({ name, fingerprint }) => {
    const current = now.get(name);
    if (current === undefined) return { name, status: 'gone' };
    return current === fingerprint
      ? { name, status: 'unchanged' }
      : { name, status: 'changed', was: fingerprint, now: current };
  });
  const added = [...now.keys()].filter((name) => !importedNames.has(name));
  return { entries, added };
}

/** The drift in sentences a person reads, one per changed or vanished tool. */
export function driftMessages(drift: {
  entries: readonly DriftEntry[];
  added: readonly string[];
}): string[] {
  const messages: string[] = [];
  for (const entry of drift.entries) {
    if (entry.status === 'changed')
      messages.push(`The server changed \`${entry.name}\` since you imported it.`);
    else if (entry.status === 'gone')
      messages.push(`The server no longer lists \`${entry.name}\`.`);
  }
  if (drift.added.length > 0)
    messages.push(`The server now also lists: ${drift.added.map((n) => `\`${n}\``).join(', ')}.`);
  return messages;
}

/** The answer to "has the server changed this tool since I imported it?", by fingerprint. */
export interface SinceImport {
  status: 'unchanged' | 'changed' | 'gone';
  /**
   * The workspace copy is still the definition imported (same fingerprint), so a diff from it to
   * the server's now shows exactly what the server changed.
   */
  textIsImport: boolean;
  sentence: string;
}

/**
 * Whether the server's definition now (`served`, undefined when it no longer lists the tool)
 * differs from the one imported, and whether the workspace copy (`current`, the parsed text, or
 * undefined when it does not parse) is still that import. Only the import's fingerprint is kept,
 * not its text, so an edited copy can be compared with the server's now but not with the import.
 */
export function serverSinceImport(
  provenance: Pick<ToolProvenance, 'name' | 'fingerprint'>,
  served: unknown,
  current: unknown,
): SinceImport {
  const name = `\`${provenance.name}\``;
  const textIsImport = current !== undefined && toolFingerprint(current) === provenance.fingerprint;
  if (served === undefined)
    return { status: 'gone', textIsImport, sentence: `Yes: the server no longer lists ${name}.` };
  if (toolFingerprint(served) === provenance.fingerprint)
    return {
      status: 'unchanged',
      textIsImport,
      sentence: `No: the server serves ${name} as it was when you imported it.`,
    };
  return {
    status: 'changed',
    textIsImport,
    sentence: textIsImport
      ? `Yes: the server changed ${name} since you imported it. Your text is still the import, so the changes below are the server's.`
      : `Yes: the server changed ${name} since you imported it. You edited your copy too, and the studio keeps only the import's fingerprint, so the changes below are between your text and the server's now.`,
  };
}
