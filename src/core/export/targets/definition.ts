/**
 * What a target is: one self-describing object per target module (`targets/<id>.ts`), registered
 * in `targets/index.ts`. Everything the studio knows about a target is read from it: the export
 * and import, the options it reads (with their help text), its name rule, its feature-matrix
 * columns, where importAuto tries it, where its tools sit in its output (for the preflight), the
 * provider rules it is checked against, its entries in the Export tab's picker, the modes the
 * golden tests cover, the SDK type its output satisfies and the code snippets the Export tab
 * shows (beside the module, in `<module>.snippet.ts`).
 */
import type { ExportOptions, ExportResult, ExportSidecar, ImportResult } from '../adapter';
import type { MatrixColumnDefinition } from '../feature-matrix';
import type { NameRule } from '../name-rule';
import type { OutputLayout } from '../preflight/exported-tools';
import type { PreflightFamily, PreflightRule } from '../preflight/rule';
import type { Tool } from '../../model/types';
import type { TargetSnippet } from '../../snippets/snippets';
import type { TargetId } from '../target-names';

export type { TargetId } from '../target-names';

export interface TargetOption {
  key: keyof ExportOptions;
  /** What the option does for this target, in one sentence (CLI `targets`, the Export tab). */
  help: string;
}

/** One entry of the Export tab's Target picker: the target, possibly in a mode (OpenAI strict). */
export interface TargetPreset {
  /** Also the middle of the download name (`get_weather.<id>.json`). */
  id: string;
  label: string;
  options: ExportOptions;
  /** The target it exports to, when not the one listing it (a sibling's mode, placed for the picker's order). */
  target?: TargetId;
}

/** A mode whose output differs: each is exported for every fixture by the golden tests. */
export interface TargetVariant {
  /** The golden file suffix: `<fixture>.<id>.json`. */
  id: string;
  options: ExportOptions;
}

export interface TargetDefinition<Id extends string = TargetId, Column extends string = string> {
  id: Id;
  /** Short label for pickers and CLI messages, e.g. "OpenAI Chat Completions". */
  label: string;
  /** The `ExportOptions` this target reads, so a UI shows only those, with their help text. */
  options: readonly TargetOption[];
  /** The rule this target applies to a tool name with these options; undefined when it has none. */
  nameRule(options: ExportOptions): NameRule | undefined;
  /** Its feature-matrix columns (a mode with its own support, such as strict, has its own). */
  matrix: readonly MatrixColumnDefinition<Column>[];
  /** The matrix column describing an export with these options. */
  columnFor(options: ExportOptions): Column;
  /**
   * Where `importAuto` tries this target: lower first. More specific shapes go first (a ToolHive
   * registry entry before an MCP list, an MCP list before a bare tool).
   */
  detectionOrder: number;
  preflight: {
    /** Where the tools, names and schemas sit in this target's output. */
    layout?: OutputLayout;
    /** The provider family whose rules apply (docs/providers.md groups them by family). */
    family?: PreflightFamily;
    /** The provider rules this target's output is checked against (each lists its targets). */
    rules: readonly PreflightRule[];
  };
  /** The Export tab's picker entries for this target. */
  presets: readonly TargetPreset[];
  /** The modes the golden tests export every fixture in. */
  variants: readonly TargetVariant[];
  /** The provider SDK type the output satisfies, checked by `npm run typecheck` over the goldens. */
  sdk?: { imports: string; type: string };
  /**
   * The Export tab's code that hands the output to the provider's SDK, in TypeScript and Python
   * (`targets/<module>.snippet.ts`); a target without one shows none.
   */
  snippet?: TargetSnippet;
  export(tools: readonly Tool[], options?: ExportOptions): ExportResult;
  /** Reads this target's JSON back into canonical MCP tools, or says why it does not fit. */
  import(json: unknown, sidecar?: ExportSidecar): ImportResult;
}
