import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CliInputError, CliUsageError, EXIT_OK, line } from '../io';
import type { CliCommand } from '../io';

/** The port `serve` listens on unless told otherwise. */
const DEFAULT_SERVE_PORT = 4280;

export const SERVE_USAGE = `Usage: tool-schema serve [--port N] [--dir DIST] [--bridge -- COMMAND [ARGS...]]
  Serves the built studio at http://127.0.0.1:PORT (default ${DEFAULT_SERVE_PORT}; 0 picks a free port),
  so the page has an http origin MCP servers accept. Listens on 127.0.0.1 only.
  --bridge -- COMMAND [ARGS...]  also starts that stdio MCP server (once, now, without a shell)
      and relays it at http://127.0.0.1:PORT/mcp on the same origin. The printed URL carries a
      random token for this run; the bridge answers only requests with that token, from this
      host and this origin (403 otherwise). Nothing received over HTTP can start, stop or change
      a process. Everything after "--" is the command; the studio connects to it with the token.
  --dir DIST  the built studio (default: dist/ of this package; run "npm run build" first).
  Stops on Ctrl+C, and stops the bridged server with it.`;

/** When the command should stop: Ctrl+C or a termination signal. */
function untilStopped(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolve(signal);
    };
    const onInt = () => stop('SIGINT');
    const onTerm = () => stop('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
  });
}

export const serveCommand: CliCommand = async (args, io) => {
  const split = args.indexOf('--');
  const own = split === -1 ? args : args.slice(0, split);
  const command = split === -1 ? [] : args.slice(split + 1);
  const { values, positionals } = parseArgs({
    args: own,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      dir: { type: 'string' },
      bridge: { type: 'boolean', default: false },
    },
  });
  if (positionals.length > 0)
    throw new CliUsageError(
      `unexpected "${positionals[0]}"; the bridged command goes after "--bridge --".`,
    );
  if (values.bridge && command.length === 0)
    throw new CliUsageError(
      '--bridge needs the stdio server\'s command after "--", e.g. --bridge -- node server.js',
    );
  if (!values.bridge && split !== -1)
    throw new CliUsageError('a command after "--" is only started with --bridge.');
  const port = values.port === undefined ? DEFAULT_SERVE_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new CliUsageError(`--port needs a port number from 0 to 65535, not "${values.port}".`);

  // The server and the bridge (which loads the MCP SDK) are loaded only by this command.
  const [{ startServe }, { defaultStudioRoot }] = await Promise.all([
    import('../../bridge/serve/server'),
    import('../../bridge/serve/static-files'),
  ]);
  const root = values.dir !== undefined ? resolve(io.cwd, values.dir) : defaultStudioRoot();
  if (values.dir !== undefined && !existsSync(join(resolve(io.cwd, values.dir), 'index.html')))
    throw new CliInputError(
      `--dir ${values.dir} holds no index.html; give the folder "npm run build" wrote (dist/).`,
    );
  if (!root)
    throw new CliInputError(
      'no built studio found beside this CLI (dist/index.html): run "npm run build" in the studio\'s repository, or give --dir DIST.',
    );
  let serving;
  try {
    serving = await startServe({
      port,
      root,
      bridge: values.bridge
        ? { command: command[0]!, args: command.slice(1), cwd: io.cwd }
        : undefined,
      log: io.stderr,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EADDRINUSE')
      throw new CliInputError(
        `port ${port} is in use; choose another with --port N (0 picks a free one).`,
      );
    if (code === 'ENOENT')
      throw new CliInputError(
        `could not start "${command[0]}": no such program. Check the command and your PATH.`,
      );
    if (code === 'EACCES')
      throw new CliInputError(
        `could not start "${command[0]}" (or use port ${port}): permission denied.`,
      );
    throw error;
  }
  io.stdout(line(`Tool Schema Studio: ${serving.url}`));
  if (serving.relay)
    io.stderr(
      line(
        `Bridge: started ${command.join(' ')} (pid ${serving.relay.pid ?? '?'}), relayed at ${serving.bridgeUrl ?? ''}. In the studio's Connect dialog, use that URL with the bearer token ${serving.token} (it is also in the URL above; it is good for this run only, do not share it).`,
      ),
    );
  io.stderr('Press Ctrl+C to stop.\n');
  await untilStopped();
  await serving.close();
  return EXIT_OK;
};
