/**
 * The server name as the user configured it in a host: the prefix of the name a host's model sees
 * (`mcp__<server>__<tool>`) and part of the budgets hosts apply to names. One per workspace in
 * the studio, `--server-name` in the CLI.
 */

/** The name used when none is given: short, as most configured names are. */
export const DEFAULT_SERVER_NAME = 'server';
/** Longest server name taken; every host's name budget is far below it. */
export const MAX_SERVER_NAME_CHARS = 100;

/** Why `name` cannot be a server name, or undefined when it can. */
export function serverNameProblem(name: string): string | undefined {
  if (name.trim() === '')
    return 'The server name is empty; write the name the host is configured with.';
  if (name.length > MAX_SERVER_NAME_CHARS)
    return `The server name is ${name.length} characters; at most ${MAX_SERVER_NAME_CHARS} are taken.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name))
    return 'The server name holds a control character (a line break or a tab); hosts take one line of text.';
  return undefined;
}
