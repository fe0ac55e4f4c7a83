import type { AnalyzeOptions } from '../validation/rules/rule';
import { revisionOrDefault } from '../mcp/revisions';
import { sha256Hex } from './sha256';

/**
 * The shape of a cached verdict and of its key. Raise it when either changes: every verdict kept
 * by an older build is then a miss. Changes of the rules need not raise it: the key carries the
 * build of the checker (`VerdictContext.checker`), so a new build's rules re-check every text.
 */
export const VERDICT_CACHE_VERSION = 1;

/** Everything besides a tool's text that its verdict depends on. */
export interface VerdictContext {
  /** The options the text is analysed with (the MCP revision it is judged by). */
  options: AnalyzeOptions;
  /**
   * Which build of the rules judges it: in the browser the validation worker's URL, whose name
   * carries the hash of its content, so another build of the rules is another key.
   */
  checker: string;
}

/**
 * What a verdict's key is the digest of: the cache's version, the checker's build, the options
 * that change a verdict (a missing revision is the default one, so both read alike) and the text.
 * Each part but the last is one line without a line break, so no two contexts run together.
 */
export function verdictKeySource(text: string, context: VerdictContext): string {
  const { options } = context;
  const settings = JSON.stringify([
    revisionOrDefault(options.mcpRevision),
    options.enforceFormats === true,
    options.documentKind ?? null,
  ]);
  return `verdict/${VERDICT_CACHE_VERSION}\n${JSON.stringify(context.checker)}\n${settings}\n${text}`;
}

/** The key a tool's verdict is kept under: SHA-256 of verdictKeySource, as hex. */
export function verdictKey(text: string, context: VerdictContext): string {
  return sha256Hex(verdictKeySource(text, context));
}
