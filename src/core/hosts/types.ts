/**
 * What a host profile is, and what evaluating a toolset against it answers. A profile is data: its
 * facts (protocol revision, elicitation, MCP Apps, visibility) each carry their public source, and
 * each rule names its action, its limit, its source, the date it was checked and how sure we are.
 * The one piece of code a rule carries is its `check`, built from the shared checks in `checks/`.
 */
import type { Tool } from '../model/types';
import type { HostVerdict } from './verdict';

/** The shipped profiles' ids (a test may register another, cast like a fictional target's). */
export const HOST_IDS = [
  'claude-code',
  'claude-ai',
  'chatgpt',
  'vscode',
  'copilot-cli',
  'cursor',
  'windsurf',
  'antigravity',
  'gemini-cli',
  'cline',
  'roo-code',
  'lm-studio',
  'jetbrains',
  'codex',
  'goose',
  'zed',
  'chatgpt-directory',
  'claude-directory',
] as const;
export type HostId = (typeof HOST_IDS)[number];

export function isHostId(value: unknown): value is HostId {
  return typeof value === 'string' && (HOST_IDS as readonly string[]).includes(value);
}

/** What a host does when a rule applies. `count` is a budget over the toolset. */
export type HostAction = 'rename' | 'cut' | 'drop' | 'refuse' | 'rewrite' | 'count';

/** How sure a rule is, from its source. */
export type HostCertainty = 'documented' | 'observed in a public report' | 'reported once';

export type HostSeverity = 'error' | 'warning' | 'info';

/** A public source: `owner/repo#N`, `owner/repo path` or a page title, and its https address. */
export interface HostSource {
  label: string;
  url: string;
}

/** A fact about a host that is either known, with its source, or honestly unknown. */
export type HostFact<T extends string = 'yes' | 'no'> =
  { value: T; source: HostSource } | { value: 'unknown'; source?: undefined };

/** Where a rule found something, inside one tool (a JSON pointer into it). */
export interface HostHit {
  pointer: string;
  /** The finding's message, in our words, naming the host and what the user can do. */
  message: string;
  fix?: HostFix;
}

/**
 * A fix the studio can offer in one click, which asks the author for the value instead of
 * assuming one: a hint is set to what the author chooses, never defaulted to "safe".
 */
export interface HostFix {
  /** The button's words, e.g. "Declare readOnlyHint". */
  label: string;
  /** The question put to the author. */
  prompt: string;
  /** Where the value goes (a JSON pointer into the tool; parents are created). */
  pointer: string;
  /** The values to choose from, with no default; null asks for text. */
  choices: readonly (string | boolean)[] | null;
}

/** A toolset rule's hit: the tools it concerns (by index in the list given), or the whole set. */
export interface HostToolsetHit {
  message: string;
  /** Tools the host drops, refuses or changes because of the budget; empty for a warning only. */
  toolIndexes: readonly number[];
}

/** What a tool-scope check reads besides the tool. */
export interface HostToolContext {
  /** The server name as the user configured it in the host. */
  serverName: string;
  /** The name this host's model sees, or null where the host's naming is unknown. */
  modelName: string | null;
  /** The host's profile (for its facts). */
  profile: HostProfile;
}

interface HostRuleBase {
  /** Kebab-case, unique across hosts, starting with the host's id. */
  id: string;
  host: HostId;
  action: HostAction;
  /** The limit the rule applies, as the named constant's value; absent when it has none. */
  limit?: number;
  /** The constant's name, for the reference (e.g. `CLAUDE_CODE_DESCRIPTION_CUT`). */
  limitName?: string;
  /** What the host does, in one line of our own words. */
  summary: string;
  source: HostSource;
  /** When the rule was checked against its source (YYYY-MM-DD). */
  checked: string;
  certainty: HostCertainty;
  severity: HostSeverity;
  /** What becomes of a tool (or the toolset) this rule fires on. */
  verdict: HostVerdict;
}

export interface HostToolRule extends HostRuleBase {
  scope: 'tool';
  check(tool: Tool, context: HostToolContext): HostHit[];
}

export interface HostToolsetRule extends HostRuleBase {
  scope: 'toolset';
  check(
    tools: readonly Tool[],
    context: { serverName: string; profile: HostProfile },
  ): HostToolsetHit[];
}

export type HostRule = HostToolRule | HostToolsetRule;

export interface HostProfile {
  id: HostId;
  label: string;
  /** A host runs tools for a model; a directory is a listing policy judged on the definition. */
  kind: 'host' | 'directory';
  /** The latest MCP revision the host offers (a date), or unknown. */
  protocolRevision: HostFact<string>;
  elicitation: HostFact;
  /** Whether the host draws MCP Apps (`_meta.ui.resourceUri`). */
  appsRendering: HostFact;
  /** Whether an app-only tool (`_meta.ui.visibility` without "model") is kept from the model. */
  honoursVisibility: HostFact;
  /**
   * The name the model sees, as a pattern (`mcp__<server>__<tool>`) and as a function; null
   * where the host's naming is unknown.
   */
  modelName: {
    pattern: string;
    build(serverName: string, toolName: string): string;
    source: HostSource;
  } | null;
  /** Characters of the description the model reads; absent where the host is not known to cut. */
  descriptionCut?: number;
  rules: readonly HostRule[];
}

/** One finding of one rule, as the CLI, the SARIF log and the studio show it. */
export interface HostFinding {
  /** The rule's id. */
  code: string;
  host: HostId;
  severity: HostSeverity;
  verdict: HostVerdict;
  message: string;
  /** JSON pointer into the tool ('' for the tool itself, and for a toolset finding). */
  pointer: string;
  source: HostSource;
  certainty: HostCertainty;
  /** A fix that asks the author for the value (directory readiness). */
  fix?: HostFix;
}

export interface HostToolReport {
  name: string;
  status: HostVerdict;
  /** The name this host's model sees; null where the host's naming is unknown. */
  modelName: string | null;
  /** Null when the host does not cut this description. */
  description: { shownChars: number; lostText: string } | null;
  findings: HostFinding[];
}

export interface HostReport {
  host: HostId;
  label: string;
  kind: 'host' | 'directory';
  /** The toolset's verdict: the worst of its own findings and of its tools'. */
  status: HostVerdict;
  /** Toolset findings (budgets). */
  findings: HostFinding[];
  tools: HostToolReport[];
}

export interface EvaluateHostsOptions {
  /** The server name as the user configured it in the host (one per workspace). */
  serverName: string;
  /** Which hosts, in the order given; every profile when absent. */
  hosts?: readonly HostId[];
}
