/**
 * MCP Apps (SEP-1865; extension specification 2026-01-26): a tool names its UI with
 * `_meta.ui.resourceUri` (a ui:// URI) and who may call it with `_meta.ui.visibility` ⊆
 * {"model", "app"}, both by default. Hosts MUST NOT show the model a tool whose visibility lacks
 * "model": such a tool is for the app alone.
 */
import { isPlainObject } from '../model/types';

export const APPS_SPEC_URL =
  'https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx';
export const APP_VISIBILITY_VALUES = ['model', 'app'] as const;
/** The flat key MCP Apps used before `_meta.ui`. */
export const DEPRECATED_RESOURCE_URI_KEY = 'ui/resourceUri';

/** The tool's `_meta.ui`, when it is an object. */
export function appUi(tool: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(tool) || !isPlainObject(tool._meta)) return undefined;
  const ui = tool._meta.ui;
  return isPlainObject(ui) ? ui : undefined;
}

/** True when the tool declares a visibility that leaves out the model: an app-only tool. */
export function isAppOnlyTool(tool: unknown): boolean {
  const visibility = appUi(tool)?.visibility;
  return Array.isArray(visibility) && !visibility.includes('model');
}
