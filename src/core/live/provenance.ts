/**
 * An imported tool's provenance and its reading back from storage, apart from the rest of the
 * server-tools logic: the saved workspace reads it at load, in the page's first chunk.
 */
import { revisionForProtocol } from '../mcp/revision-names';
import type { McpRevision } from '../mcp/revision-names';

/**
 * Where an imported tool came from, kept with the tool in the workspace (and so across reloads):
 * no header, token or query string, so saving it keeps no secret.
 */
export interface ToolProvenance {
  serverName: string;
  serverVersion?: string;
  /** The URL without credentials, query or fragment (displayServerUrl). */
  url: string;
  /** When it was imported, ms since the epoch. */
  importedAt: number;
  /** The tool's name on the server (the workspace copy may be renamed). */
  name: string;
  /** `toolFingerprint` of the definition as the server served it then. */
  fingerprint: string;
  /**
   * The protocol version the server negotiated at that import, as it said it. Its tools are
   * judged by that revision's rules, not the workspace's: a 2025-11-25 server may serve
   * `execution`, which 2026-07-28 moved out of the Tool. Provenance stored before it was kept
   * has none, and such a tool follows the workspace's revision.
   */
  protocolVersion?: string;
}

/** The revision a tool imported from a server is judged by, or undefined to follow the workspace's. */
export function provenanceRevision(
  provenance: ToolProvenance | undefined,
): McpRevision | undefined {
  return provenance?.protocolVersion === undefined
    ? undefined
    : revisionForProtocol(provenance.protocolVersion);
}

/**
 * The longest string field of a provenance: an import cuts longer ones (a server's 5 MB name),
 * and a stored one holding a longer field is not one we wrote.
 */
export const MAX_PROVENANCE_FIELD_CHARS = 2_000;

/** Marks where a field was cut on write, so the cut shows wherever the field is shown. */
const CUT_MARK = '…';

/** A field as a provenance keeps it: whole, or its start and `…` within the limit. */
export function cutProvenanceField(text: string): string {
  if (text.length <= MAX_PROVENANCE_FIELD_CHARS) return text;
  let end = MAX_PROVENANCE_FIELD_CHARS - CUT_MARK.length;
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end) + CUT_MARK;
}

/**
 * The provenance an import writes, each text field cut to `MAX_PROVENANCE_FIELD_CHARS` (so a
 * reload reads it back whatever the server calls itself) and the fingerprint whole; `cut` names
 * the fields that were cut, for the import's message.
 */
export function newProvenance(fields: ToolProvenance): {
  provenance: ToolProvenance;
  cut: ('serverName' | 'serverVersion' | 'url' | 'name')[];
} {
  const cut: ('serverName' | 'serverVersion' | 'url' | 'name')[] = [];
  const keep = (key: 'serverName' | 'serverVersion' | 'url' | 'name', text: string) => {
    const kept = cutProvenanceField(text);
    if (kept !== text) cut.push(key);
    return kept;
  };
  return {
    provenance: {
      serverName: keep('serverName', fields.serverName),
      ...(fields.serverVersion !== undefined
        ? { serverVersion: keep('serverVersion', fields.serverVersion) }
        : {}),
      url: keep('url', fields.url),
      importedAt: fields.importedAt,
      name: keep('name', fields.name),
      fingerprint: fields.fingerprint,
      // A version too long to be one (a hostile server's) is left out: the tool then follows
      // the workspace's revision, as one imported before versions were kept.
      ...(fields.protocolVersion !== undefined &&
      fields.protocolVersion.length <= MAX_PROVENANCE_FIELD_CHARS
        ? { protocolVersion: fields.protocolVersion }
        : {}),
    },
    cut,
  };
}

/**
 * A provenance read back from storage or another tab, or undefined when it is not one we wrote.
 * The URL is cut to origin and path again, so a saved URL can never carry credentials or a query.
 */
export function readProvenance(value: unknown): ToolProvenance | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const text = (field: unknown): field is string =>
    typeof field === 'string' && field.length <= MAX_PROVENANCE_FIELD_CHARS;
  if (
    !text(v.serverName) ||
    !text(v.url) ||
    !text(v.name) ||
    !text(v.fingerprint) ||
    typeof v.importedAt !== 'number' ||
    !Number.isFinite(v.importedAt) ||
    (v.serverVersion !== undefined && !text(v.serverVersion)) ||
    (v.protocolVersion !== undefined && !text(v.protocolVersion))
  )
    return undefined;
  return {
    serverName: v.serverName,
    ...(v.serverVersion !== undefined ? { serverVersion: v.serverVersion } : {}),
    url: displayServerUrl(v.url),
    importedAt: v.importedAt,
    name: v.name,
    fingerprint: v.fingerprint,
    ...(v.protocolVersion !== undefined ? { protocolVersion: v.protocolVersion } : {}),
  };
}

/** The WHATWG URL parser, present wherever the core runs; the core is typed without the DOM. */
declare const URL: new (input: string) => { origin: string; pathname: string };

/**
 * The URL as the workspace may remember it (provenance, messages): no user name, password,
 * query or fragment, since a token is often passed in one of them.
 */
export function displayServerUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
}
