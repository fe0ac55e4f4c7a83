import type { ToolEntry } from '../model/document';
import { canonicalJson } from '../model/canonical-json';
import { sha256Hex } from './sha256';

export { canonicalJson } from '../model/canonical-json';

export { sha256Hex } from './sha256';

/** `sha256:` and the hex digest of a tool's canonical JSON, exactly as written (no field renamed or dropped). */
export function toolFingerprint(tool: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(tool))}`;
}

/** The fingerprint of each tool of a parsed document, in document order. */
export function documentFingerprints(
  tools: readonly Pick<ToolEntry, 'value' | 'pointer'>[],
): { pointer: string; name: string | undefined; fingerprint: string }[] {
  return tools.map((entry) => ({
    pointer: entry.pointer,
    name: typeof entry.value.name === 'string' ? entry.value.name : undefined,
    fingerprint: toolFingerprint(entry.value),
  }));
}

export { VERDICT_CACHE_VERSION, verdictKey, verdictKeySource } from './verdict-key';
export type { VerdictContext } from './verdict-key';
