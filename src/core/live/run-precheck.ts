/**
 * What stands between the Form tab's Run and a `tools/call`: what makes a call impossible (no
 * name, arguments that are not JSON) and what the user is asked about first (input the studio
 * marks invalid, a name the server did not list), since a server may act on a call it should
 * not have received.
 */
export type RunPrecheck =
  { kind: 'go' } | { kind: 'ask'; reasons: string[] } | { kind: 'blocked'; reason: string };

export interface RunPrecheckInput {
  /** The connection was lost (the bridge's server exited, or the server forgot the session). */
  lost?: boolean;
  /** The tool's name as written, or undefined when it has none. */
  name: string | undefined;
  /** Whether the server listed that name at the last fetch; undefined before any fetch. */
  listed: boolean | undefined;
  /** Whether the sample input's text is JSON. */
  argsParse: boolean;
  /** The inputSchema's problems with the input; undefined while it is being checked. */
  inputProblems: number | undefined;
}

export function runPrecheck(input: RunPrecheckInput): RunPrecheck {
  if (input.lost)
    return { kind: 'blocked', reason: 'The connection was lost: connect again to run a tool.' };
  if (input.name === undefined)
    return { kind: 'blocked', reason: 'This tool has no name to call.' };
  if (!input.argsParse) return { kind: 'blocked', reason: 'The sample input is not valid JSON.' };
  const reasons: string[] = [];
  if (input.listed === false)
    reasons.push(`The server does not list a tool named “${input.name}”.`);
  if (input.inputProblems !== undefined && input.inputProblems > 0)
    reasons.push(
      `The input does not pass the inputSchema (${input.inputProblems} problem${input.inputProblems === 1 ? '' : 's'}).`,
    );
  return reasons.length > 0 ? { kind: 'ask', reasons } : { kind: 'go' };
}
