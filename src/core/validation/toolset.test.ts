import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_TEMPLATES } from '../templates';
import { analyzeText } from './analyze';
import { analyzeToolset, TOOLSET_RULES } from './toolset';
import { parameterConcept } from './rules/parameter-name-inconsistent';

const here = import.meta.dirname;
const fixture = (folder: string, file: string) =>
  readFileSync(`${here}/../__fixtures__/${folder}/${file}`, 'utf8');
const jsonFiles = (folder: string) =>
  readdirSync(`${here}/../__fixtures__/${folder}`)
    .filter((f) => f.endsWith('.json'))
    .sort();

const TOOLSET_CODES = TOOLSET_RULES.map((r) => r.code);
const toolsetFindings = (text: string) =>
  analyzeText(text).diagnostics.filter((d) => TOOLSET_CODES.includes(d.code));

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
});

describe('toolset rules in a multi-tool document', () => {
  it('are the duplicate-name rule and the five toolset rules, each with a rationale', () => {
    expect(TOOLSET_CODES).toEqual([
      'tool-name-duplicate',
      'tool-name-case-collision',
      'tool-name-target-collision',
      'tool-description-near-duplicate',
      'parameter-name-inconsistent',
      'tool-count-target-limit',
    ]);
    for (const rule of TOOLSET_RULES) expect(rule.rationale.length).toBeGreaterThan(40);
  });

  it('name names that differ only in case, with the other tool, on the later one', () => {
    const found = toolsetFindings(
      JSON.stringify({
        tools: [
          tool('search_issues', 'Find issues by text.'),
          tool('Search_Issues', 'List pull requests.'),
        ],
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: 'tool-name-case-collision',
      pointer: '/tools/1/name',
      toolIndex: 1,
      severity: 'warning',
    });
    expect(found[0]!.message).toContain('"search_issues" (at /tools/0)');
  });

  it('leave an exact repeat to tool-name-duplicate and keep namespaced tools apart', () => {
    const repeat = toolsetFindings(
      JSON.stringify([tool('a', 'Find issues by text.'), tool('a', 'List pull requests.')]),
    );
    expect(repeat.map((d) => d.code)).toEqual(['tool-name-duplicate']);
    const namespaced = toolsetFindings(
      JSON.stringify([
        { ...tool('Search', 'Find issues by text.'), namespace: 'github' },
        { ...tool('search', 'List pull requests.'), namespace: 'linear' },
      ]),
    );
    expect(namespaced).toEqual([]);
  });

  it("name a collision after a target's renaming, with the targets it happens for", () => {
    const found = toolsetFindings(
      JSON.stringify([tool('a.b', 'Find issues by text.'), tool('a_b', 'List pull requests.')]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.code).toBe('tool-name-target-collision');
    expect(found[0]!.pointer).toBe('/1/name');
    // "a.b" is refused by the ^[a-zA-Z0-9_-]{1,64}$ targets and renamed "a_b"; Gemini allows ".".
    expect(found[0]!.message).toContain(
      'For openai-chat, openai-responses, anthropic, bedrock: "a.b" (at /0) is renamed to "a_b", this tool\'s own name',
    );
    expect(found[0]!.message).not.toContain('gemini');
  });

  it('name two names that both become a third, and Gemini when its rule renames them', () => {
    const found = toolsetFindings(
      JSON.stringify([tool('1.x', 'Find issues by text.'), tool('1/x', 'List pull requests.')]),
    );
    expect(found).toHaveLength(1);
    // Gemini also refuses both (a leading digit) but keeps ".": "_1.x" and "_1_x" stay apart there.
    expect(found[0]!.message).toContain(
      'For openai-chat, openai-responses, anthropic, bedrock: "1/x" and "1.x" (at /0) are both renamed to "1_x"',
    );
    const gemini = toolsetFindings(
      JSON.stringify([tool('x y', 'Find issues by text.'), tool('x/y', 'List pull requests.')]),
    );
    expect(gemini[0]!.message).toContain(
      'For openai-chat, openai-responses, anthropic, bedrock, gemini: "x/y" and "x y" (at /0) are both renamed to "x_y"',
    );
  });

  it('name a near-duplicate description with its score, the other tool and the words that differ', () => {
    const found = toolsetFindings(
      JSON.stringify([
        tool('get_weather', 'Get the current weather for a city, in metric units.'),
        tool('get_conditions', 'Get current weather conditions for a city in metric units'),
        tool('get_forecast', 'Get the five-day forecast for a city.'),
      ]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: 'tool-description-near-duplicate',
      pointer: '/1/description',
      toolIndex: 1,
    });
    // {get, current, weather, city, metric, units} and the same plus "conditions": 6 of 7, 85%.
    expect(found[0]!.message).toContain(
      'shares 85% of its words with the description of "get_weather" (at /0)',
    );
    expect(found[0]!.message).toContain('this one only adds "conditions"');
  });

  it('name a parameter spelt differently across tools, pointing at its key', () => {
    const found = toolsetFindings(
      JSON.stringify([
        tool('list_issues', 'List the issues of a repository.', { owner: {}, repo: {} }),
        tool('list_pulls', 'List the pull requests of a repository.', { owner: {}, repo: {} }),
        tool('get_readme', 'Read the README of a project.', { owner: {}, repository: {} }),
        tool('get_user', 'Read a user profile.', { userId: {} }),
        tool('delete_user', 'Delete a user account.', { user_id: {} }),
      ]),
    );
    expect(found.map((d) => [d.code, d.pointer])).toEqual([
      ['parameter-name-inconsistent', '/2/inputSchema/properties/repository'],
      ['parameter-name-inconsistent', '/4/inputSchema/properties/user_id'],
    ]);
    // The spelling most tools use is the one to keep.
    expect(found[0]!.message).toContain(
      '"repository" names the same thing as "repo" in "list_issues" (at /0) and 1 more tool',
    );
    expect(found[1]!.message).toContain(
      '"user_id" names the same thing as "userId" in "get_user" (at /3)',
    );
    // The key is underlined, not the schema.
    const text = JSON.stringify([tool('a', 'x', { userId: {} }), tool('b', 'y', { user_id: {} })]);
    const [finding] = toolsetFindings(text);
    expect(text.slice(finding!.offset, finding!.offset + finding!.length)).toBe('"user_id"');
  });

  it('leave a concept one tool spells two ways alone (the author means two things)', () => {
    const found = toolsetFindings(
      JSON.stringify([
        tool('mirror', 'Mirror a repository.', { repo: {}, repository: {} }),
        tool('clone', 'Clone a repository.', { repo: {} }),
      ]),
    );
    expect(found).toEqual([]);
  });

  it('reads parameter names in any case style', () => {
    expect(parameterConcept('userId')).toBe('user id');
    expect(parameterConcept('user_id')).toBe('user id');
    expect(parameterConcept('User-ID')).toBe('user id');
    expect(parameterConcept('HTTPServerURL')).toBe('http server url');
    expect(parameterConcept('repo')).toBe('repository');
    expect(parameterConcept('orgName')).toBe('organization name');
    expect(parameterConcept('per_page')).toBe(parameterConcept('perPage'));
    expect(parameterConcept('identifier')).not.toBe(parameterConcept('id'));
  });

  it("warn once past OpenAI's 128 tools, on the first tool that does not fit", () => {
    const tools = Array.from({ length: 130 }, (_, i) =>
      tool(`step_${i}`, `Run step ${i} of the pipeline.`),
    );
    const found = toolsetFindings(JSON.stringify(tools));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'tool-count-target-limit', pointer: '/128/name' });
    expect(found[0]!.message).toContain(
      'has 130 tools; OpenAI (openai-chat, openai-responses) accepts at most 128',
    );
    expect(found[0]!.message).toContain('"step_128" (at /128) and the 1 after it');
    expect(found[0]!.message).toContain('https://platform.openai.com/docs/guides/function-calling');
  });
});

describe('real toolsets', () => {
  it("stay quiet on the memory server's tools", () => {
    expect(toolsetFindings(fixture('toolsets', 'memory.tools-list.json'))).toEqual([]);
  });

  it("find only list_directory_with_sizes in the filesystem server's tools, and rightly", () => {
    const found = toolsetFindings(fixture('toolsets', 'filesystem.tools-list.json'));
    expect(found.map((d) => [d.code, d.pointer])).toEqual([
      ['tool-description-near-duplicate', '/tools/8/description'],
    ]);
    // Checked by hand: list_directory's description has 26 distinct words besides common ones;
    // list_directory_with_sizes's says the same plus "including sizes" and "useful" for
    // "essential": 25 shared of 29, 86%. A model choosing between the two reads two copies of
    // one text; only the name says that one of them gives sizes.
    expect(found[0]!.message).toContain(
      'shares 86% of its words with the description of "list_directory" (at /tools/7)',
    );
    expect(found[0]!.message).toContain(
      'this one says "including", "sizes", "useful" where the other says "essential"',
    );
  });

  it('stay quiet on every seed, template and real-tool document', () => {
    const documents = [
      ...jsonFiles('seeds').map((f) => fixture('seeds', f)),
      ...jsonFiles('real-tools').map((f) => fixture('real-tools', f)),
      ...TOOL_TEMPLATES.map((t) => t.text),
    ];
    expect(documents.flatMap(toolsetFindings)).toEqual([]);
  });

  it('find in the 41 real tools of 20-odd servers, taken as one toolset, only two spellings that do differ', () => {
    const tools = jsonFiles('real-tools').map((f) => JSON.parse(fixture('real-tools', f)));
    const found = toolsetFindings(JSON.stringify(tools));
    // Checked by hand: edit_file (filesystem server) says "dryRun", kubectl_apply "dry_run";
    // list_issues says "per_page", search_repositories "perPage". Loaded together, a model sees both.
    const names = tools.map((t: { name: string }) => t.name);
    expect(found.map((d) => [d.code, names[d.toolIndex!]])).toEqual([
      ['parameter-name-inconsistent', 'kubectl_apply'],
      ['parameter-name-inconsistent', 'search_repositories'],
    ]);
  });
});

describe('analyzeToolset over a workspace of one-tool texts', () => {
  const text = (value: unknown) => JSON.stringify(value, null, 2);

  it('places each finding in the text of the tool it belongs to, naming the other tool', () => {
    const results = analyzeToolset([
      {
        id: 't1',
        text: text(tool('get_weather', 'Get the current weather for a city.', { cityName: {} })),
      },
      { id: 't2', text: text(tool('Get_Weather', 'Show the five-day forecast.')) },
      { id: 't3', text: text(tool('get_weather', 'Convert a temperature between units.')) },
      {
        id: 't4',
        text: text(tool('conditions', 'Get the current weather for a city!', { city_name: {} })),
      },
    ]);
    expect(results.map((r) => r.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(results[0]!.diagnostics).toEqual([]);
    const [t2, t3, t4] = [results[1]!, results[2]!, results[3]!].map((r) => r.diagnostics);
    expect(t2!.map((d) => d.code)).toEqual(['tool-name-case-collision']);
    expect(t2![0]!.message).toContain('differs from "get_weather" only in letter case');
    expect(t3!.map((d) => d.code)).toEqual(['tool-name-duplicate']);
    expect(t3![0]!.message).toBe('Another tool in this workspace is already named "get_weather".');
    expect(t4!.map((d) => d.code).sort()).toEqual([
      'parameter-name-inconsistent',
      'tool-description-near-duplicate',
    ]);
    // Positions are in the tool's own text: line 2 is `  "name": ...`, line 3 the description.
    expect(t3![0]).toMatchObject({
      pointer: '/name',
      start: { line: 2, column: 11 },
      toolIndex: 0,
    });
    const near = t4!.find((d) => d.code === 'tool-description-near-duplicate')!;
    expect(near).toMatchObject({ pointer: '/description', start: { line: 3, column: 18 } });
    expect(near.message).toContain('with the description of "get_weather" in this workspace');
  });

  it('gives the same findings as the same tools in one document', () => {
    const tools = jsonFiles('real-tools').map((f) => JSON.parse(fixture('real-tools', f)));
    const workspace = analyzeToolset(tools.map((t, i) => ({ id: String(i), text: text(t) })));
    const perTool = workspace.flatMap((r) => r.diagnostics.map((d) => [r.id, d.code]));
    const document = toolsetFindings(JSON.stringify(tools)).map((d) => [
      String(d.toolIndex),
      d.code,
    ]);
    expect(perTool).toEqual(document);
  });

  it('skips texts that do not parse and answers for every id', () => {
    const results = analyzeToolset([
      { id: 'a', text: '{"name": ' },
      { id: 'b', text: text(tool('x', 'One.')) },
    ]);
    expect(results).toEqual([
      { id: 'a', diagnostics: [] },
      { id: 'b', diagnostics: [] },
    ]);
  });
});
