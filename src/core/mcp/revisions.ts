/**
 * The MCP specification revisions the studio knows, and what each says about a tool, as data:
 * validation rules, the export and the output check read these facts instead of comparing
 * revision strings themselves. Sources: each revision's changelog and tools page,
 * https://modelcontextprotocol.io/specification/<revision>/changelog.
 */

import { DEFAULT_MCP_REVISION, MCP_REVISIONS } from './revision-names';
import type { McpRevision } from './revision-names';

// The names alone, for the page's first chunk (the status bar's choice), are in revision-names.ts.
export {
  DEFAULT_MCP_REVISION,
  MCP_REVISIONS,
  isMcpRevision,
  revisionForProtocol,
} from './revision-names';
export type { McpRevision } from './revision-names';

/** The public page of a revision's specification, optionally one path below it. */
export function specUrl(revision: McpRevision, path = ''): string {
  return `https://modelcontextprotocol.io/specification/${revision}${path ? `/${path}` : ''}`;
}

/** What one revision says about tools and their results. */
export interface RevisionFacts {
  /** Tool names: the SHOULD of 1–128 characters of A–Z a–z 0–9 _ - . (SEP-986, from 2025-11-25). */
  toolNameGrammar: boolean;
  /** `icons` on tools (SEP-973, from 2025-11-25). */
  icons: boolean;
  /** `execution.taskSupport` is part of the core Tool type (2025-11-25 only; SEP-1686, moved out by SEP-2663). */
  executionInCore: boolean;
  /** `x-mcp-header` on inputSchema properties mirrors arguments into headers (SEP-2243, 2026-07-28). */
  mcpHeaders: boolean;
  /** outputSchema may have any root and structuredContent any JSON value (SEP-2106, 2026-07-28). */
  outputAnyRoot: boolean;
  /** A non-object structuredContent MUST come with a TextContent copy in `content` (2026-07-28). */
  nonObjectOutputNeedsText: boolean;
  /** The `_meta` key grammar (reverse-DNS prefix, reserved labels) is stated in basic/index (from 2025-06-18). */
  metaKeyGrammar: boolean;
}

export const REVISION_FACTS: Readonly<Record<McpRevision, RevisionFacts>> = {
  '2025-06-18': {
    toolNameGrammar: false,
    icons: false,
    executionInCore: false,
    mcpHeaders: false,
    outputAnyRoot: false,
    nonObjectOutputNeedsText: false,
    metaKeyGrammar: true,
  },
  '2025-11-25': {
    toolNameGrammar: true,
    icons: true,
    executionInCore: true,
    mcpHeaders: false,
    outputAnyRoot: false,
    nonObjectOutputNeedsText: false,
    metaKeyGrammar: true,
  },
  '2026-07-28': {
    toolNameGrammar: true,
    icons: true,
    executionInCore: false,
    mcpHeaders: true,
    outputAnyRoot: true,
    nonObjectOutputNeedsText: true,
    metaKeyGrammar: true,
  },
};

/** The revisions in which a fact holds, oldest first: what a rule's "applies to" says. */
export function revisionsWhere(fact: keyof RevisionFacts): readonly McpRevision[] {
  return MCP_REVISIONS.filter((revision) => REVISION_FACTS[revision][fact]);
}

/** The revision an option names, or the default. */
export function revisionOrDefault(revision: McpRevision | undefined): McpRevision {
  return revision ?? DEFAULT_MCP_REVISION;
}
