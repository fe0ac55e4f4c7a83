import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { fakeIO } from '../fake-io';
import { runCli } from '../run';

const root = join(import.meta.dirname, '../../..');
const sarifSchema = JSON.parse(
  readFileSync(join(root, 'tests/sarif/sarif-schema-2.1.0.json'), 'utf8'),
);

const plain = {
  name: 'get_forecast',
  description: 'The weather forecast for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
// 49 characters: under "github-enterprise" Claude Code builds a 73-character name (over 64).
const longName = { ...plain, name: 'add_pull_request_review_comment_to_pending_review' };
const spaced = { ...plain, name: 'search' };
const files = {
  'plain.json': JSON.stringify(plain, null, 2),
  'long.json': JSON.stringify(longName, null, 2),
  'list.json': JSON.stringify({ tools: [plain, spaced] }, null, 2),
  'broken.json': '{"name": ',
};

async function run(args: string[]) {
  const io = fakeIO(files);
  const code = await runCli(args, io);
  return { code, out: io.out, err: io.err };
}

describe('tool-schema hosts', () => {
  it('exits 0 when every chosen host shows every tool, in text', async () => {
    const { code, out, err } = await run([
      'hosts',
      'plain.json',
      '--host',
      'claude-code,cursor',
      '--server-name',
      'wx',
    ]);
    expect(code).toBe(0);
    expect(out).toBe(
      'server name: wx\nClaude Code (claude-code): accepted\nCursor (cursor): accepted\n',
    );
    expect(err).toBe('1 tool(s), 2 host(s): 2 accepted\n');
  });

  it('exits 1 when a host refuses a tool, naming the name its model sees', async () => {
    const { code, out } = await run([
      'hosts',
      'long.json',
      '--host',
      'claude-code',
      '--server-name',
      'github-enterprise',
    ]);
    expect(code).toBe(1);
    expect(out).toContain('Claude Code (claude-code): rejected');
    expect(out).toContain(
      'add_pull_request_review_comment_to_pending_review (model sees "mcp__github-enterprise__add_pull_request_review_comment_to_pending_review"): rejected',
    );
    expect(out).toMatch(
      /error claude-code-name-length \/name .*73 characters.*\[anthropics\/claude-code#2326\]/,
    );
  });

  it('passes a rename, and fails it with --fail-on changed', async () => {
    // Gemini CLI writes the space of "My Tools" as "_": renamed, still shown.
    const args = ['hosts', 'plain.json', '--host', 'gemini-cli', '--server-name', 'My Tools'];
    const passed = await run(args);
    expect(passed.code).toBe(0);
    expect(passed.out).toContain('get_forecast (model sees "mcp_My_Tools_get_forecast"): changed');
    expect((await run([...args, '--fail-on', 'changed'])).code).toBe(1);
  });

  it('writes the JSON the issue gives, over every file as one toolset', async () => {
    const { code, out } = await run([
      'hosts',
      'plain.json',
      'list.json',
      '--host',
      'claude-code',
      '--server-name',
      'wx',
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      serverName: 'wx',
      hosts: [
        {
          host: 'claude-code',
          status: 'accepted',
          findings: [],
          tools: [
            {
              name: 'get_forecast',
              status: 'accepted',
              modelName: 'mcp__wx__get_forecast',
              findings: [],
            },
            {
              name: 'get_forecast',
              status: 'accepted',
              modelName: 'mcp__wx__get_forecast',
              findings: [],
            },
            { name: 'search', status: 'accepted', modelName: 'mcp__wx__search', findings: [] },
          ],
        },
      ],
    });
  });

  it('gives each JSON finding its code, severity, message, pointer and source', async () => {
    const { out } = await run([
      'hosts',
      'long.json',
      '--host',
      'cursor',
      '--server-name',
      'github-enterprise',
      '--format',
      'json',
    ]);
    const [host] = JSON.parse(out).hosts;
    expect(host.status).toBe('dropped');
    expect(host.tools[0].modelName).toBeNull();
    expect(host.tools[0].findings).toEqual([
      {
        code: 'cursor-name-length',
        severity: 'error',
        message: expect.stringMatching(/add up to 66 characters, over 60/),
        pointer: '/name',
        source: {
          label: 'ComposioHQ/composio#2788',
          url: 'https://github.com/ComposioHQ/composio/issues/2788',
        },
      },
    ]);
  });

  it("writes SARIF the standard schema accepts, each result at its tool's line", async () => {
    const { code, out } = await run([
      'hosts',
      'long.json',
      '--server-name',
      'github-enterprise',
      '--format',
      'sarif',
    ]);
    expect(code).toBe(1);
    const log = JSON.parse(out);
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(sarifSchema);
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const result = log.runs[0].results.find(
      (r: { ruleId: string }) => r.ruleId === 'claude-code-name-length',
    );
    expect(result.level).toBe('error');
    expect(result.message.text).toMatch(/^\[Claude Code\] /);
    // long.json line 2 is `  "name": "add_…",`: the value starts at column 11.
    expect(result.locations[0].physicalLocation.region).toMatchObject({
      startLine: 2,
      startColumn: 11,
    });
    const rule = log.runs[0].tool.driver.rules[result.ruleIndex];
    expect(rule.helpUri).toMatch(/\/docs\/hosts\.md#claude-code-name-length$/);
  });

  it('exits 2 on bad usage and on a file without tools', async () => {
    const unknown = await run(['hosts', 'plain.json', '--host', 'netscape']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/Unknown host "netscape"; choose from claude-code, /);
    const empty = await run(['hosts', 'plain.json', '--server-name', ' ']);
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/--server-name: The server name is empty/);
    expect((await run(['hosts', 'plain.json', '--fail-on', 'cut'])).code).toBe(2);
    expect((await run(['hosts'])).code).toBe(2);
    const broken = await run(['hosts', 'broken.json', 'plain.json', '--host', 'claude-code']);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/broken\.json: .*nothing to check/);
    // The readable file is still reported.
    expect(broken.out).toContain('Claude Code (claude-code): accepted');
  });

  it('checks every host and directory by default', async () => {
    const { out } = await run(['hosts', 'plain.json', '--format', 'json']);
    expect(JSON.parse(out).hosts.map((h: { host: string }) => h.host)).toHaveLength(18);
  });
});

describe('tool-schema validate --host', () => {
  it("adds the host findings to the usual diagnostics, at the tool's line", async () => {
    const { code, out } = await run([
      'validate',
      'long.json',
      '--host',
      'claude-code',
      '--server-name',
      'github-enterprise',
    ]);
    expect(code).toBe(1);
    expect(out).toMatch(/^long\.json:2:11 error claude-code-name-length \[Claude Code\] /m);
  });

  it('adds nothing when the host takes the tool, and needs --host for --server-name', async () => {
    const { code, out } = await run(['validate', 'plain.json', '--host', 'claude-code']);
    expect(code).toBe(0);
    expect(out).not.toMatch(/claude-code/);
    expect((await run(['validate', 'plain.json', '--server-name', 'x'])).code).toBe(2);
  });
});
