/**
 * Reads a docstring's summary and parameter descriptions. Google style (`Args:` with
 * `name (type): text`), NumPy style (`Parameters` underlined with dashes, `name : type`) and
 * Sphinx fields (`:param name: text`) are understood.
 */

export interface DocParam {
  description: string;
  /** The type written in the docstring, if any; informational only. */
  type?: string;
  /** 0-based line within the docstring where the entry starts. */
  docLine: number;
}

export interface ParsedDocstring {
  /** The first paragraph, lines joined by spaces. */
  summary: string;
  params: Map<string, DocParam>;
  style: 'google' | 'numpy' | 'sphinx' | 'plain';
}

const GOOGLE_PARAM_HEADERS =
  /^(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters):\s*$/;
const GOOGLE_ANY_HEADER = /^[A-Z][A-Za-z ]*:\s*$/;
const NUMPY_PARAM_HEADERS = /^(Parameters|Other Parameters|Keyword Arguments)$/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** PEP 257 trim: drop the common indentation of all lines after the first. */
function dedent(doc: string): string[] {
  const lines = doc.replace(/\t/g, '    ').split('\n');
  let common = Infinity;
  for (const line of lines.slice(1)) {
    if (line.trim() !== '') common = Math.min(common, indentOf(line));
  }
  const out = [
    lines[0]!.trim(),
    ...lines.slice(1).map((l) => (common === Infinity ? l.trim() : l.slice(common).trimEnd())),
  ];
  while (out.length > 0 && out[0] === '') out.shift();
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

function isNumpyUnderline(line: string | undefined): boolean {
  return line !== undefined && /^\s*-{3,}\s*$/.test(line);
}

function isSectionStart(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  return (
    GOOGLE_ANY_HEADER.test(line.trim()) ||
    isNumpyUnderline(lines[i + 1]) ||
    /^\s*:(param|type|returns?|raises?)\b/.test(line)
  );
}

export function parseDocstring(doc: string | undefined): ParsedDocstring {
  const params = new Map<string, DocParam>();
  if (doc === undefined) return { summary: '', params, style: 'plain' };
  const lines = dedent(doc);
  const summaryLines: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '' || isSectionStart(lines, i)) break;
    summaryLines.push(lines[i]!.trim());
  }
  let style: ParsedDocstring['style'] = 'plain';

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    const headerIndent = indentOf(line);
    if (NUMPY_PARAM_HEADERS.test(trimmed) && isNumpyUnderline(lines[i + 1])) {
      style = 'numpy';
      let j = i + 2;
      let current: { names: string[]; docLine: number; type?: string; text: string[] } | undefined;
      const finish = () => {
        if (!current) return;
        for (const name of current.names) {
          const entry: DocParam = {
            description: current.text.join(' ').trim(),
            docLine: current.docLine,
          };
          if (current.type) entry.type = current.type;
          params.set(name, entry);
        }
      };
      for (; j < lines.length; j++) {
        const l = lines[j]!;
        if (l.trim() === '') continue;
        if (isNumpyUnderline(lines[j + 1])) break;
        if (indentOf(l) <= headerIndent) {
          finish();
          const m = /^([*\w][\w, *]*?)\s*(?::\s*(.*))?$/.exec(l.trim());
          if (!m) break;
          current = {
            names: m[1]!.split(',').map((n) => n.trim().replace(/^\*+/, '')),
            docLine: j,
            text: [],
          };
          if (m[2]) current.type = m[2].trim();
        } else if (current) {
          current.text.push(l.trim());
        }
      }
      finish();
      i = j - 1;
      continue;
    }
    if (GOOGLE_PARAM_HEADERS.test(trimmed)) {
      style = 'google';
      let j = i + 1;
      let entryIndent = -1;
      let current: { name: string; docLine: number; type?: string; text: string[] } | undefined;
      const finish = () => {
        if (!current) return;
        const entry: DocParam = {
          description: current.text.join(' ').trim(),
          docLine: current.docLine,
        };
        if (current.type) entry.type = current.type;
        params.set(current.name, entry);
      };
      for (; j < lines.length; j++) {
        const l = lines[j]!;
        if (l.trim() === '') continue;
        const ind = indentOf(l);
        if (ind <= headerIndent) break;
        if (entryIndent < 0) entryIndent = ind;
        if (ind <= entryIndent) {
          finish();
          current = undefined;
          const m = /^(\*{0,2}[A-Za-z_]\w*)\s*(?:\(([^)]*)\))?\s*:\s*(.*)$/.exec(l.trim());
          if (!m) continue;
          current = { name: m[1]!.replace(/^\*+/, ''), docLine: j, text: [m[3]!] };
          if (m[2]) current.type = m[2].trim();
        } else if (current) {
          current.text.push(l.trim());
        }
      }
      finish();
      i = j - 1;
      continue;
    }
    const sphinx = /^:param\s+(?:([^:]+?)\s+)?([A-Za-z_]\w*)\s*:\s*(.*)$/.exec(trimmed);
    if (sphinx) {
      style = 'sphinx';
      const text = [sphinx[3]!];
      let j = i + 1;
      while (j < lines.length && lines[j]!.trim() !== '' && !lines[j]!.trim().startsWith(':'))
        text.push(lines[j++]!.trim());
      const entry: DocParam = { description: text.join(' ').trim(), docLine: i };
      if (sphinx[1]) entry.type = sphinx[1];
      params.set(sphinx[2]!, entry);
      i = j - 1;
    }
  }
  return { summary: summaryLines.join(' '), params, style };
}
