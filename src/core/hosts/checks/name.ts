/**
 * Checks on the name a host's model sees, and on the tool's own name where the host judges that.
 * Each returns a rule's `check`; the rule around it holds the limit, the source and the verdict.
 */
import type { HostToolRule } from '../types';

type ToolCheck = HostToolRule['check'];

/** The name the model sees is longer than `limit` characters. */
export function modelNameOver(limit: number, consequence: string): ToolCheck {
  return (_tool, { modelName, profile }) =>
    modelName !== null && modelName.length > limit
      ? [
          {
            pointer: '/name',
            message: `${profile.label} builds the name "${modelName}" (${modelName.length} characters) and allows at most ${limit}: ${consequence} Shorten the tool name or the server name.`,
          },
        ]
      : [];
}

/** The tool's own name is longer than `limit` characters. */
export function toolNameOver(limit: number, consequence: string): ToolCheck {
  return (tool, { profile }) =>
    typeof tool.name === 'string' && tool.name.length > limit
      ? [
          {
            pointer: '/name',
            message: `${profile.label}: the name "${tool.name}" is ${tool.name.length} characters, over ${limit}: ${consequence}`,
          },
        ]
      : [];
}

/** The server name plus the tool name is longer than `limit` characters. */
export function serverAndToolNameOver(limit: number, consequence: string): ToolCheck {
  return (tool, { serverName, profile }) => {
    const name = typeof tool.name === 'string' ? tool.name : '';
    const length = serverName.length + name.length;
    return length > limit
      ? [
          {
            pointer: '/name',
            message: `${profile.label}: the server name "${serverName}" and the tool name "${name}" add up to ${length} characters, over ${limit}: ${consequence} Shorten either.`,
          },
        ]
      : [];
  };
}

/** The name (the model's, or the tool's own when `of` says so) does not match `pattern`. */
export function nameNotMatching(
  pattern: RegExp,
  of: 'model' | 'tool',
  consequence: string,
): ToolCheck {
  return (tool, { modelName, profile }) => {
    const name = of === 'model' ? modelName : typeof tool.name === 'string' ? tool.name : '';
    if (name === null || pattern.test(name)) return [];
    const which = of === 'model' ? 'the name the model sees' : 'the tool name';
    return [
      {
        pointer: '/name',
        message: `${profile.label}: ${which}, "${name}", does not match ${pattern.source}: ${consequence}`,
      },
    ];
  };
}

/** The host writes the name the model sees differently from `plain(server, tool)`. */
export function modelNameRewritten(
  plain: (serverName: string, toolName: string) => string,
  how: string,
): ToolCheck {
  return (tool, { serverName, modelName, profile }) => {
    if (modelName === null) return [];
    const written = plain(serverName, typeof tool.name === 'string' ? tool.name : '');
    return written === modelName
      ? []
      : [
          {
            pointer: '/name',
            message: `${profile.label} renames the tool without telling anyone: the model sees "${modelName}", not "${written}" (${how}).`,
          },
        ];
  };
}

/** The server name or the tool name holds a character outside `allowed` (both go into the name). */
export function serverOrToolNameOutside(allowed: RegExp, consequence: string): ToolCheck {
  return (tool, { serverName, profile }) => {
    const name = typeof tool.name === 'string' ? tool.name : '';
    const bad = [
      ...(allowed.test(serverName) ? [] : [`the server name "${serverName}"`]),
      ...(allowed.test(name) ? [] : [`the tool name "${name}"`]),
    ];
    return bad.length === 0
      ? []
      : [
          {
            pointer: '/name',
            message: `${profile.label}: ${bad.join(' and ')} ${bad.length === 1 ? 'holds' : 'hold'} a character outside ${allowed.source}: ${consequence}`,
          },
        ];
  };
}
