/**
 * What talks to the MCP server: connect (and the doctor's probes when it fails), disconnect,
 * import and re-list the server's tools, call a tool. A lazy chunk: the page loads it when the
 * user opens the connection dialog or acts on a connection (live-state.ts holds the state).
 */
import {
  CALL_TIMEOUT_MS,
  admitServedTools,
  CONNECT_TIMEOUT_MS,
  BRIDGE_LOSS_MESSAGES,
  MAX_CALL_HISTORY,
  MAX_PROVENANCE_FIELD_CHARS,
  MAX_LOG_ENTRIES,
  bridgeLossOf,
  checkServerUrl,
  cutProvenanceField,
  diagnose,
  displayServerUrl,
  driftMessages,
  errorMessage,
  listAllTools,
  newProvenance,
  logLine,
  judgeStructured,
  notCheckedReason,
  precheckToolOutput,
  refusedToolsMessage,
  revisionForProtocol,
  servedToolText,
  serverDrift,
  serverName,
  toolFingerprint,
  toolName,
} from '../../core';
import { getValidationClient } from '../../worker';
import { liveHandles, liveStore } from './live-state';
import { perFrame } from './per-frame';
import type { CallOutputCheck, ToolProvenance } from '../../core';
import type {
  CallRecord,
  ConnectRequest,
  LiveState,
  RunningCall,
  StructuredCheck,
} from './live-state';
import type { ElicitAnswer, ElicitRequest, LiveSession } from './session-types';

/**
 * How long a call runs before it is drawn as running (the Result's "Running…", its progress and
 * Cancel, Run disabled). About the limit under which a reaction feels instantaneous, so that a
 * faster answer needs no feedback but itself (Nielsen, "Response Times: The 3 Important Limits").
 */
export const RUNNING_DISPLAY_DELAY_MS = 100;

let session: LiveSession | undefined;
let sequence = 0;
const { aborts, elicitAnswers } = liveHandles;
/** The tool name of each call in flight, by workspace tool id: an elicitation names the calls it may belong to. */
const runningNames = new Map<string, string>();

const loadSdk = () => import('./sdk-session');

function set(patch: Partial<LiveState>) {
  liveStore.setState(patch);
}

/**
 * Connects, or says why not (with the doctor's reading of deliberate probes). A working
 * connection is kept until the new one succeeds, so a mistyped URL costs the user nothing: while
 * it is tried and after it fails, `attempt` names it and the old session goes on serving.
 */
export async function connect(request: ConnectRequest): Promise<void> {
  const before = liveStore.getState();
  const kept =
    session && before.status === 'connected' && before.info
      ? { session, url: before.url, transport: before.transport, info: before.info }
      : undefined;
  if (!kept) await disconnect();
  const checked = checkServerUrl(request.url, globalThis.location?.origin ?? 'null');
  if (!checked.ok) {
    set({
      ...(kept ? { attempt: request.url } : { status: 'failed', url: request.url }),
      failure: checked.problem.message,
      diagnosis: undefined,
      diagnosing: false,
    });
    return;
  }
  const url = checked.url.href;
  const shown = displayServerUrl(url);
  set({
    ...(kept
      ? { attempt: shown }
      : { status: 'connecting', url: shown, transport: request.transport, info: undefined }),
    failure: undefined,
    diagnosis: undefined,
  });
  try {
    const { openSession } = await loadSdk();
    // The SDK may report a close while still connecting, before there is a session to compare.
    const opening: { session?: LiveSession } = {};
    const opened = await openSession({
      url,
      transport: request.transport,
      headers: request.headers,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      onElicit: (req, signal) => askUser(req, signal),
      onSamplingDeclined: () =>
        set({
          samplingNote:
            'The server asked the studio to sample a model; the studio has none, so it declined.',
        }),
      onSessionLost: (message) => {
        if (!opening.session || session !== opening.session) return;
        void loseSession(message);
      },
      onNotification: (method, params) => {
        const entry = { id: ++sequence, at: Date.now(), ...logLine(method, params) };
        set({ log: [...liveStore.getState().log, entry].slice(-MAX_LOG_ENTRIES) });
      },
      onClosed: () => {
        if (!opening.session || session !== opening.session) return;
        session = undefined;
        if (liveStore.getState().status === 'connected')
          set({ status: 'failed', failure: 'The server closed the connection.' });
      },
    });
    opening.session = opened;
    // The old session's calls end here; the state below replaces its "offline" in the same tick.
    if (kept) void disconnect();
    session = opened;
    set({
      status: 'connected',
      url: shown,
      transport: request.transport,
      info: opened.info,
      attempt: undefined,
    });
    // What the server lists, so the dialog can offer the next step ("Import 12 tools…").
    void fetchServed().then(
      ({ served }) => {
        if (session === opened) set({ served });
      },
      () => undefined,
    );
  } catch (error) {
    set({
      ...(kept && session === kept.session ? {} : { status: 'failed' as const }),
      failure: errorMessage(error),
      diagnosing: true,
    });
    const { probeServer } = await import('./probe');
    const report = await probeServer(url, request.transport, request.headers);
    set({ diagnosis: diagnose(report, location.origin, url), diagnosing: false });
  }
}

/** The server forgot the session: it is shown as lost (not Connected), and closed on this side. */
async function loseSession(message: string): Promise<void> {
  const lost = session;
  session = undefined;
  for (const controller of aborts.values()) controller.abort();
  set({
    status: 'lost',
    lostBy: 'session-forgotten',
    failure: message,
    diagnosis: undefined,
    diagnosing: false,
  });
  await lost?.close().catch(() => undefined);
}

export async function disconnect(): Promise<void> {
  const closing = session;
  session = undefined;
  for (const controller of aborts.values()) controller.abort();
  aborts.clear();
  runningNames.clear();
  for (const [id, answer] of elicitAnswers) {
    answer({ action: 'cancel' });
    elicitAnswers.delete(id);
  }
  set({
    status: 'offline',
    info: undefined,
    failure: undefined,
    diagnosis: undefined,
    attempt: undefined,
    running: {},
    elicitations: [],
    served: undefined,
  });
  await closing?.close().catch(() => undefined);
}

/**
 * The bridge said its server is gone: the session is of no more use, and the status bar says so
 * at once instead of "Connected" until the next call times out.
 */
function connectionLost(lost: LiveSession): void {
  if (session !== lost) return;
  session = undefined;
  set({
    status: 'lost',
    lostBy: 'server-gone',
    // What was negotiated no longer holds; the dialog shows why it ended instead.
    info: undefined,
    failure: BRIDGE_LOSS_MESSAGES['server-gone'],
    diagnosis: undefined,
    diagnosing: false,
  });
  void lost.close().catch(() => undefined);
}

function askUser(request: ElicitRequest, signal: AbortSignal): Promise<ElicitAnswer> {
  const id = ++sequence;
  return new Promise((resolve) => {
    const finish = (answer: ElicitAnswer) => {
      elicitAnswers.delete(id);
      const queue = liveStore.getState().elicitations;
      if (queue.some((e) => e.id === id)) set({ elicitations: queue.filter((e) => e.id !== id) });
      resolve(answer);
    };
    elicitAnswers.set(id, finish);
    signal.addEventListener('abort', () => finish({ action: 'cancel' }), { once: true });
    const during = [...new Set(runningNames.values())];
    set({ elicitations: [...liveStore.getState().elicitations, { id, request, during }] });
  });
}

function requireSession(): LiveSession {
  if (!session) throw new Error('Not connected: connect to a server first.');
  return session;
}

async function fetchServed() {
  const all = await listAllTools((cursor) => requireSession().listTools(cursor));
  const { tools, refused } = admitServedTools(all.tools);
  const listed = { ...all, tools, refused };
  const served: Record<string, unknown> = {};
  for (const tool of listed.tools) {
    const name = toolName(tool);
    if (name !== undefined && !(name in served)) served[name] = tool;
  }
  return { listed, served };
}

const FIELD_WORDS = {
  serverName: 'the server’s name',
  serverVersion: 'its version',
  url: 'the URL',
  name: 'a tool’s name',
} as const;

/** Says which provenance fields an import cut, and to how much. */
function cutSentence(cut: ReadonlySet<keyof typeof FIELD_WORDS>): string {
  const words = [...cut].map((key) => FIELD_WORDS[key]);
  const list =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}` : words[0]!;
  return `Where the tools came from is kept with ${list} cut to ${MAX_PROVENANCE_FIELD_CHARS.toLocaleString('en-US')} characters (MAX_PROVENANCE_FIELD_CHARS); the fingerprints are whole.`;
}

/**
 * Imports every tool the server lists into the workspace through `addTools` (the workspace
 * store's action), each with where it came from; returns the message to show.
 */
export async function importFromServer(
  addTools: (texts: readonly string[], provenance: readonly ToolProvenance[]) => string[],
  /**
   * The names chosen in the connect dialog's preview, taken from the listing it showed; when
   * unset, every tool the server lists now.
   */
  chosen?: ReadonlySet<string>,
): Promise<string> {
  const { info } = requireSession();
  // Tools chosen in the preview are taken as the preview showed them: the user chose from that
  // listing, and a server must not swap a definition between the look and the import.
  const shown = liveStore.getState().served;
  const { listed, served } =
    chosen && shown
      ? {
          listed: {
            tools: Object.values(shown),
            pages: 1,
            stoppedEarly: undefined,
            refused: [] as ReturnType<typeof admitServedTools>['refused'],
          },
          served: shown,
        }
      : await fetchServed();
  const now = Date.now();
  const url = liveStore.getState().url ?? '';
  const tools = chosen
    ? listed.tools.filter((tool) => chosen.has(toolName(tool) ?? ''))
    : listed.tools;
  const written = tools.map((tool) =>
    newProvenance({
      serverName: info.serverName,
      ...(info.serverVersion !== undefined ? { serverVersion: info.serverVersion } : {}),
      url,
      importedAt: now,
      name: toolName(tool) ?? '(no name)',
      fingerprint: toolFingerprint(tool),
      protocolVersion: info.protocolVersion,
    }),
  );
  const ids = addTools(
    tools.map(servedToolText),
    written.map((w) => w.provenance),
  );
  const cut = new Set(written.flatMap((w) => w.cut));
  set({ served, drift: undefined });
  const count = ids.length;
  return (
    `Imported ${count} tool${count === 1 ? '' : 's'} from ${serverName(info.serverName)}` +
    (listed.pages > 1 ? ` (${listed.pages} pages).` : '.') +
    (listed.stoppedEarly ? ` ${listed.stoppedEarly}` : '') +
    (cut.size > 0 ? ` ${cutSentence(cut)}` : '') +
    (listed.refused.length > 0 ? ` ${refusedToolsMessage(listed.refused)}` : '')
  );
}

/**
 * Lists the server's tools again and records what changed since each of `imported` (the
 * workspace's tools' provenance) was imported from this server's URL; returns the sentences that
 * say so ("the server changed `x` since you imported it"). Tools imported from other servers
 * are left out: they are not this server's to drop.
 */
export async function refreshServed(imported: readonly ToolProvenance[]): Promise<string[]> {
  const { listed, served } = await fetchServed();
  const url = liveStore.getState().url;
  const fromHere = imported.filter((p) => url !== undefined && p.url === cutProvenanceField(url));
  const unique = [...new Map(fromHere.map((p) => [p.name, p])).values()];
  const drift = serverDrift(unique, listed.tools);
  set({ served, drift });
  return driftMessages(drift);
}

function record(toolId: string, entry: CallRecord) {
  const history = liveStore.getState().history;
  set({
    history: {
      ...history,
      [toolId]: [entry, ...(history[toolId] ?? [])].slice(0, MAX_CALL_HISTORY),
    },
  });
}

function updateRecord(toolId: string, id: number, patch: Partial<CallRecord>) {
  const history = liveStore.getState().history;
  const list = history[toolId];
  if (!list) return;
  set({
    history: { ...history, [toolId]: list.map((r) => (r.id === id ? { ...r, ...patch } : r)) },
  });
}

/** The Result pane's verdict on structuredContent from the core's (its protocol problems apart). */
function structuredCheckOf(check: CallOutputCheck): StructuredCheck | undefined {
  if (check.verdict === 'valid') return { status: 'valid' };
  if (check.verdict === 'invalid') return { status: 'invalid', issues: check.issues };
  // Nothing to judge (no value, a malformed result): the problems say why.
  if (check.why === undefined || check.why === 'no-structured-content') return undefined;
  return { status: 'not-checked', reason: notCheckedReason(check) };
}

/**
 * `checkToolOutput` as the page runs it, by the rules of the revision the session negotiated: the
 * rules that need no validator here, and the schema check of `structuredContent` in the worker
 * (never Ajv on the main thread).
 */
async function judgeResult(
  result: unknown,
  outputSchema: unknown,
): Promise<Pick<CallRecord, 'problems' | 'structuredCheck'>> {
  const revision = revisionForProtocol(liveStore.getState().info?.protocolVersion);
  const pre = precheckToolOutput(result, outputSchema, revision);
  const judged = (check: CallOutputCheck) => {
    const structuredCheck = structuredCheckOf(check);
    return { problems: check.problems, ...(structuredCheck ? { structuredCheck } : {}) };
  };
  if ('verdict' in pre) return judged(pre);
  const check = await getValidationClient().checkSample(outputSchema, pre.value);
  if (check.status !== 'done')
    return {
      problems: pre.problems,
      structuredCheck: { status: 'not-checked', reason: `Not validated: ${check.message}` },
    };
  return judged(judgeStructured(pre, check.result));
}

/**
 * Calls a tool with exactly `argsText` (the form's JSON) and keeps the call in the tool's history;
 * `structuredContent` is checked against `outputSchema` (the studio's copy) in the worker.
 */
export async function runTool(
  toolId: string,
  name: string,
  argsText: string,
  outputSchema: unknown,
): Promise<void> {
  const live = requireSession();
  const args = JSON.parse(argsText) as unknown;
  const id = ++sequence;
  const startedAt = Date.now();
  const controller = new AbortController();
  aborts.get(toolId)?.abort();
  aborts.set(toolId, controller);
  runningNames.set(toolId, name);
  const current = () => aborts.get(toolId) === controller;
  const showRunning = (progress?: RunningCall['progress']) =>
    set({
      running: {
        ...liveStore.getState().running,
        [toolId]: progress ? { id, startedAt, progress } : { id, startedAt },
      },
    });
  // One store update (and render) per frame, whatever the server's rate of notifications. A
  // progress shows the call as running at once: it is a call that takes its time.
  const progressUpdates = perFrame<NonNullable<RunningCall['progress']>>((progress) => {
    if (current()) showRunning(progress);
  });
  const call = live.callTool(name, args, {
    signal: controller.signal,
    timeoutMs: CALL_TIMEOUT_MS,
    onProgress: (progress, total, message) =>
      progressUpdates.push({
        progress,
        ...(total === undefined ? {} : { total }),
        ...(message === undefined ? {} : { message }),
      }),
  });
  // A call that answers within RUNNING_DISPLAY_DELAY_MS is drawn once, with its answer: drawing
  // "Running…" first cost a frame on the main thread while the answer was on its way, and the
  // answer waited for it.
  const shown = setTimeout(() => {
    if (current() && liveStore.getState().running[toolId]?.id !== id) showRunning();
  }, RUNNING_DISPLAY_DELAY_MS);
  const outcome = await call;
  clearTimeout(shown);
  // The call has ended: a progress still waiting for its frame is not drawn.
  progressUpdates.flush(false);
  if (current()) {
    aborts.delete(toolId);
    runningNames.delete(toolId);
  }
  if (liveStore.getState().running[toolId]?.id === id) {
    const running = { ...liveStore.getState().running };
    delete running[toolId];
    set({ running });
  }
  record(toolId, { id, toolName: name, args: argsText, startedAt, outcome });
  if (outcome.kind === 'rpc-error' && bridgeLossOf(outcome.code, outcome.data) === 'server-gone')
    connectionLost(live);
  if (outcome.kind !== 'result') return;
  const judged = await judgeResult(outcome.result, outputSchema).catch(
    (error: unknown): Pick<CallRecord, 'structuredCheck'> => ({
      structuredCheck: { status: 'not-checked', reason: errorMessage(error) },
    }),
  );
  updateRecord(toolId, id, judged);
}
