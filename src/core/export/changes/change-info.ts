/**
 * What happened to a piece of the tool on its way to the target (adapter.ts re-exports it with
 * `ExportChange`, which it types; it is declared with the catalogue's other types, which import
 * nothing, so the catalogue's parts import only this file).
 * - stripped: a keyword or field removed
 * - converted: rewritten into an equivalent-ish form (`const` → one-value `enum`, `oneOf` → `anyOf`)
 * - inlined: a `$ref` replaced by its target
 * - added: something the target requires that the user did not write (`items: {}`, `strict: false`)
 * - renamed: the exported name differs (only when the user asked for suggested names)
 * - dropped: a tool-level field the target has no place for (title, annotations, icons, …)
 * - rejected: the target cannot take this; the tool is refused
 * - moved: a value kept, but elsewhere (e.g. `_meta` on import, a constraint into `description`)
 * - flagged: kept as written, but the target treats it differently or its support is unverified
 */
export type ChangeKind =
  | 'stripped'
  | 'converted'
  | 'inlined'
  | 'added'
  | 'renamed'
  | 'dropped'
  | 'rejected'
  | 'moved'
  | 'flagged';

/** How much a change matters to the user: `ExportChange.severity`. */
export type ChangeSeverity = 'error' | 'warning' | 'info';

/**
 * - widens: the output always accepts values the written schema refuses
 * - narrows: the output refuses values the written schema accepts
 * - may-widen: widens in some cases only (the emitted change says so with `widening: true`)
 * - neutral: the meaning is kept, or nothing was written (a refusal, a note)
 */
export type ChangeEffect = 'widens' | 'narrows' | 'may-widen' | 'neutral';

export interface ChangeCodeInfo {
  /** The kinds this code is emitted with (one, except where a step either converts or strips). */
  kinds: readonly ChangeKind[];
  /** The severities it is emitted with. */
  severities: readonly ChangeSeverity[];
  effect: ChangeEffect;
  /** The message, with `{placeholders}` for what varies. */
  message: string;
  /** Modules under src/core/export that emit it. */
  sources: readonly string[];
  /**
   * What it leaves out, when that is only metadata the provider ignores anyway (`$schema`): the
   * Preflight then keeps the verdict "accepted" and names it in a footnote instead of counting a change.
   */
  metadataOnly?: string;
}
