/**
 * Runs a tool file's server cases against a live MCP server: connect, list the server's tools,
 * call each case's tool with its saved arguments, and judge the reply with the core's
 * `judgeServerCase` against the outputSchema of the tool as written in the file (the definition
 * the team reviewed, not whatever the server serves today), by the rules of the negotiated
 * protocol revision.
 */
import { callFailureReason, judgeServerCase, revisionForProtocol, toolName } from '../../core';
import type { ServerCase, ServerCaseResult, SampleOptions } from '../../core';
import { connect } from './connect';
import type { Connection, ServerTarget } from './connect';

export interface ServerRunEntry {
  tool: string;
  result: ServerCaseResult;
  /** Time of the call, in seconds. */
  seconds: number;
}

export interface ServerRun {
  server: Connection['server'];
  entries: ServerRunEntry[];
  /** Why the server's tools/list was not read to its end, when it was not: every case was called. */
  listing?: string;
}

/**
 * The names the server lists, or why they are not all known (then no case fails for a name the
 * list lacks: each is called, and the server answers for it).
 */
async function listedNames(
  connection: Connection,
): Promise<{ names: Set<string>; complete: boolean; note?: string }> {
  try {
    const listed = await connection.listTools();
    const names = new Set(listed.tools.flatMap((tool) => toolName(tool) ?? []));
    return listed.stoppedEarly === undefined
      ? { names, complete: true }
      : { names, complete: false, note: listed.stoppedEarly };
  } catch (error) {
    return {
      names: new Set(),
      complete: false,
      note: `tools/list failed (${callFailureReason(error)}); every case was called anyway.`,
    };
  }
}

/**
 * Runs the cases in order; each case names its tool (or the file holds one tool). Throws
 * ServerUnreachableError when the server cannot be reached at all.
 */
export async function runServerCases(
  target: ServerTarget,
  cases: readonly (ServerCase & { tool: string })[],
  outputSchemas: ReadonlyMap<string, unknown>,
  options: SampleOptions = {},
): Promise<ServerRun> {
  const connection = await connect(target);
  // Results are judged as a client of the revision this session negotiated would judge them.
  const judging = { ...options, revision: revisionForProtocol(connection.server.protocolVersion) };
  try {
    const listed = await listedNames(connection);
    const entries: ServerRunEntry[] = [];
    for (const testCase of cases) {
      if (listed.complete && !listed.names.has(testCase.tool)) {
        entries.push({
          tool: testCase.tool,
          seconds: 0,
          result: {
            case: testCase,
            passed: false,
            outcome: 'protocol-error',
            reasons: [`the server does not list a tool named "${testCase.tool}"`],
          },
        });
        continue;
      }
      const started = performance.now();
      const reply = await connection.callTool(testCase.tool, testCase.input);
      const seconds = (performance.now() - started) / 1000;
      entries.push({
        tool: testCase.tool,
        seconds,
        result: judgeServerCase(testCase, reply, outputSchemas.get(testCase.tool), judging),
      });
    }
    return {
      server: connection.server,
      entries,
      ...(listed.note === undefined ? {} : { listing: listed.note }),
    };
  } finally {
    await connection.close();
  }
}
