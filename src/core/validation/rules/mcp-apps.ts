import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import {
  APP_VISIBILITY_VALUES,
  APPS_SPEC_URL,
  DEPRECATED_RESOURCE_URI_KEY,
  appUi,
} from '../../mcp/apps';
import type { Rule } from './rule';

export const appResourceUriInvalid: Rule = {
  code: 'app-resource-uri-invalid',
  severity: 'error',
  scope: 'tool',
  title: 'An MCP Apps _meta.ui.resourceUri is a ui:// URI.',
  rationale:
    'MCP Apps 2026-01-26 (SEP-1865): a tool names its UI resource with a ui:// URI; hosts fetch nothing else.',
  source: APPS_SPEC_URL,
  check({ tool, entry, report }) {
    const ui = appUi(tool);
    if (!ui || !('resourceUri' in ui)) return;
    const uri = ui.resourceUri;
    if (typeof uri !== 'string' || !/^ui:\/\/./.test(uri))
      report({
        pointer: joinPointer(entry.pointer, '_meta', 'ui', 'resourceUri'),
        message: `_meta.ui.resourceUri must be a ui:// URI (such as "ui://weather/view.html"), not ${JSON.stringify(uri)}.`,
      });
  },
};

export const appVisibilityInvalid: Rule = {
  code: 'app-visibility-invalid',
  severity: 'error',
  scope: 'tool',
  title: 'An MCP Apps _meta.ui.visibility lists only "model" and "app".',
  rationale:
    'MCP Apps 2026-01-26: visibility is a subset of ["model", "app"] (both by default); hosts hide from the model a tool without "model".',
  source: APPS_SPEC_URL,
  check({ tool, entry, report }) {
    const ui = appUi(tool);
    if (!ui || !('visibility' in ui)) return;
    const at = joinPointer(entry.pointer, '_meta', 'ui', 'visibility');
    if (!Array.isArray(ui.visibility)) {
      report({
        pointer: at,
        message: '_meta.ui.visibility is a list such as ["model", "app"] or ["app"].',
      });
      return;
    }
    ui.visibility.forEach((value, i) => {
      if (!(APP_VISIBILITY_VALUES as readonly unknown[]).includes(value))
        report({
          pointer: joinPointer(at, i),
          message: `${JSON.stringify(value)} is not a visibility; use "model" and/or "app".`,
        });
    });
  },
};

export const appResourceUriDeprecated: Rule = {
  code: 'app-resource-uri-deprecated',
  severity: 'warning',
  scope: 'tool',
  title: 'The flat _meta["ui/resourceUri"] is replaced by _meta.ui.resourceUri.',
  rationale: 'MCP Apps 2026-01-26 deprecates the flat key; hosts read _meta.ui.resourceUri.',
  source: APPS_SPEC_URL,
  check({ tool, entry, report }) {
    if (!isPlainObject(tool._meta) || !(DEPRECATED_RESOURCE_URI_KEY in tool._meta)) return;
    report({
      pointer: joinPointer(entry.pointer, '_meta', DEPRECATED_RESOURCE_URI_KEY),
      key: true,
      message: `_meta["ui/resourceUri"] is deprecated; write it as "_meta": {"ui": {"resourceUri": ${JSON.stringify(tool._meta[DEPRECATED_RESOURCE_URI_KEY])}}}.`,
    });
  },
};
