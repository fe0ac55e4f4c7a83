/**
 * The `_meta` key grammar (MCP basic/index "_meta", every released revision): an optional prefix
 * of dot-separated labels ending in "/", then a name. Labels start with a letter and end with a
 * letter or digit; a prefix whose second label is `modelcontextprotocol` or `mcp` is reserved for
 * the specification; a non-empty name begins and ends with a letter or digit.
 */

const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;
const RESERVED_SECOND_LABELS = new Set(['modelcontextprotocol', 'mcp']);

export type MetaKeyProblem =
  | { kind: 'label'; label: string }
  | { kind: 'name'; name: string }
  | { kind: 'reserved'; prefix: string };

/** What is wrong with one `_meta` key, or undefined when it follows the grammar. */
export function metaKeyProblem(key: string): MetaKeyProblem | undefined {
  const slash = key.lastIndexOf('/');
  const prefix = slash === -1 ? undefined : key.slice(0, slash);
  const name = slash === -1 ? key : key.slice(slash + 1);
  if (prefix !== undefined) {
    const labels = prefix.split('.');
    const bad = labels.find((label) => !LABEL.test(label));
    if (bad !== undefined) return { kind: 'label', label: bad };
    if (labels.length > 1 && RESERVED_SECOND_LABELS.has(labels[1]!.toLowerCase()))
      return { kind: 'reserved', prefix: `${prefix}/` };
  }
  if (!NAME.test(name)) return { kind: 'name', name };
  return undefined;
}

/** The message for a key's problem. */
export function metaKeyMessage(key: string, problem: MetaKeyProblem): string {
  switch (problem.kind) {
    case 'label':
      return `The _meta key "${key}" has the prefix label "${problem.label}"; prefix labels start with a letter, end with a letter or digit and hold only letters, digits and "-".`;
    case 'name':
      return `The _meta key "${key}" has the name "${problem.name}"; a name begins and ends with a letter or digit and holds only letters, digits, "-", "_" and ".".`;
    case 'reserved':
      return `The _meta prefix "${problem.prefix}" is reserved for the MCP specification (its second label is "modelcontextprotocol" or "mcp"); use a reverse-DNS prefix you own, such as "com.example/".`;
  }
}
