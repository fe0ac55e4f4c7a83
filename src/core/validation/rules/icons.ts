import { joinPointer } from '../../model/pointer';
import { iconProblems, svgDataUriHasScript } from '../../mcp/icons';
import { revisionsWhere, specUrl } from '../../mcp/revisions';
import type { Rule } from './rule';

const REVISIONS = revisionsWhere('icons');
const SOURCE = `${specUrl('2025-11-25', 'server/tools')}#tool`;

export const iconInvalid: Rule = {
  code: 'icon-invalid',
  severity: 'warning',
  scope: 'tool',
  title:
    'Icons have an https: or data: src, "WxH" or "any" sizes, a matching mimeType and a light or dark theme.',
  rationale:
    'MCP 2025-11-25 schema "Icon" (SEP-973): clients fetch only https: and data: icons and pick one by size and theme.',
  revisions: REVISIONS,
  source: SOURCE,
  check({ tool, entry, report }) {
    if (!('icons' in tool)) return;
    const at = joinPointer(entry.pointer, 'icons');
    if (!Array.isArray(tool.icons)) {
      report({
        pointer: at,
        message: '"icons" is a list of {src, mimeType?, sizes?, theme?} objects.',
      });
      return;
    }
    tool.icons.forEach((icon, i) => {
      for (const problem of iconProblems(icon))
        report({ pointer: `${joinPointer(at, i)}${problem.pointer}`, message: problem.message });
    });
  },
};

export const iconSvgScript: Rule = {
  code: 'icon-svg-script',
  severity: 'error',
  scope: 'tool',
  title: 'No SVG icon carries script.',
  rationale:
    'MCP 2025-11-25 "Icon": clients SHOULD take precautions with SVG, which can run script; an icon that does is a trust problem, whatever the client does with it.',
  revisions: REVISIONS,
  source: SOURCE,
  check({ tool, entry, report }) {
    if (!Array.isArray(tool.icons)) return;
    tool.icons.forEach((icon, i) => {
      const src = (icon as { src?: unknown } | null)?.src;
      if (typeof src === 'string' && /^data:/i.test(src) && svgDataUriHasScript(src))
        report({
          pointer: joinPointer(entry.pointer, 'icons', i, 'src'),
          message:
            'This SVG icon carries script (a <script> element, an on… handler or a javascript: URL); a client that draws it inline runs it. Use a PNG, or an SVG without script.',
        });
    });
  },
};
