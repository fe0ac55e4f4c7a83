/**
 * Runs a tool file's server cases against a live MCP server: connect, list the server's tools,
 * call each case's tool with its saved arguments, and judge the reply with the core's
 * `judgeServerCase` against the outputSchema of the tool as written in the file (the definition
 * the team reviewed, not whatever the server serves today), by the rules of the negotiated
 * protocol revision.
 */
import { judgeServerCase, revisionForProtocol } from '../../core';
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
    const listed = new Set((await connection.listTools()).map((t) => t.name));
    const entries: ServerRunEntry[] = [];
    for (const testCase of cases) {
      if (!listed.has(testCase.tool)) {
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
    return { server: connection.server, entries };
  } finally {
    await connection.close();
  }
}
