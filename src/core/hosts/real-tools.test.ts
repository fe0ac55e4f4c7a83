/**
 * A plain valid tool under a short server name is accepted by every profile, and no rule marked
 * "documented" fires on the repository's real tools unless the tool really breaks it. The list
 * below was checked by hand: each pointer is a `$schema` or an `additionalProperties` (which
 * Gemini CLI strips) or an `anyOf` beside a `default` (whose default it drops), read in the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { HOST_PROFILES, evaluateHosts } from './registry';

const REAL_TOOLS = new URL('../__fixtures__/real-tools/', import.meta.url);

function realTools(): { file: string; tools: Tool[] }[] {
  return readdirSync(REAL_TOOLS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(readFileSync(new URL(file, REAL_TOOLS), 'utf8')) as unknown;
      const tools = Array.isArray(data)
        ? (data as Tool[])
        : ((data as { tools?: Tool[] }).tools ?? [data as Tool]);
      return { file, tools };
    });
}

const SCHEMA_STRIPPED = 'gemini-cli-schema-stripped';
const ANYOF_DEFAULT = 'gemini-cli-anyof-default';

const EXPECTED = [
  ['create_calendar_event.json', SCHEMA_STRIPPED, '/inputSchema/$schema'],
  ['create_issue.json', SCHEMA_STRIPPED, '/inputSchema/$schema'],
  ['create_issue.json', SCHEMA_STRIPPED, '/inputSchema/additionalProperties'],
  ['edit_file.json', SCHEMA_STRIPPED, '/inputSchema/additionalProperties'],
  ['edit_file.json', SCHEMA_STRIPPED, '/inputSchema/properties/edits/items/additionalProperties'],
  ['git_log.json', ANYOF_DEFAULT, '/inputSchema/properties/start_timestamp/anyOf'],
  ['git_log.json', ANYOF_DEFAULT, '/inputSchema/properties/end_timestamp/anyOf'],
  ['http_request.json', SCHEMA_STRIPPED, '/inputSchema/properties/headers/additionalProperties'],
  ['http_request.json', SCHEMA_STRIPPED, '/inputSchema/properties/query/additionalProperties'],
  [
    'jira_create_issue.json',
    SCHEMA_STRIPPED,
    '/inputSchema/properties/additional_fields/additionalProperties',
  ],
  ['no_arguments_ping.json', SCHEMA_STRIPPED, '/inputSchema/additionalProperties'],
  ['notion_create_page.json', SCHEMA_STRIPPED, '/inputSchema/$schema'],
  [
    'notion_create_page.json',
    SCHEMA_STRIPPED,
    '/inputSchema/properties/properties/additionalProperties',
  ],
  ['pydantic_order.json', ANYOF_DEFAULT, '/inputSchema/$defs/Address/properties/zip/anyOf'],
  ['pydantic_order.json', ANYOF_DEFAULT, '/inputSchema/properties/bill_to/anyOf'],
  ['read_multiple_files.json', SCHEMA_STRIPPED, '/inputSchema/additionalProperties'],
  ['run_code.json', SCHEMA_STRIPPED, '/inputSchema/properties/env/additionalProperties'],
  ['search_repositories.json', SCHEMA_STRIPPED, '/inputSchema/$schema'],
  ['search_repositories.json', SCHEMA_STRIPPED, '/inputSchema/additionalProperties'],
  ['send_email.json', SCHEMA_STRIPPED, '/inputSchema/properties/headers/additionalProperties'],
  [
    'slack_post_message.json',
    SCHEMA_STRIPPED,
    '/inputSchema/properties/metadata/additionalProperties',
  ],
  [
    'stripe_create_payment_link.json',
    SCHEMA_STRIPPED,
    '/inputSchema/properties/metadata/additionalProperties',
  ],
  ['toolfoundation_patterns.json', SCHEMA_STRIPPED, '/inputSchema/additionalProperties'],
  [
    'toolfoundation_patterns.json',
    SCHEMA_STRIPPED,
    '/inputSchema/properties/items/items/additionalProperties',
  ],
  ['update_memory.json', ANYOF_DEFAULT, '/inputSchema/properties/tags/anyOf'],
  ['vector_search.json', SCHEMA_STRIPPED, '/inputSchema/properties/filter/additionalProperties'],
];

describe('hosts on plain and real tools', () => {
  it('accepts a plain valid tool under a short server name in every profile', () => {
    const plain: Tool = {
      name: 'get_forecast',
      title: 'Get forecast',
      description: 'The weather forecast for a city, day by day.',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string', description: 'City name.' } },
        required: ['city'],
      },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: true },
    };
    const reports = evaluateHosts([plain], { serverName: 'wx' });
    expect(reports.map((r) => r.host)).toEqual(HOST_PROFILES.map((p) => p.id));
    for (const report of reports) {
      expect(report.status, report.host).toBe('accepted');
      expect(report.tools[0]!.findings, report.host).toEqual([]);
    }
  });

  it('fires no documented rule on the real tools but where the tool breaks it (checked by hand)', () => {
    const documented = new Set(
      HOST_PROFILES.flatMap((p) => p.rules)
        .filter((r) => r.certainty === 'documented')
        .map((r) => r.id),
    );
    const fired: string[][] = [];
    for (const { file, tools } of realTools()) {
      for (const report of evaluateHosts(tools, { serverName: 'srv' })) {
        for (const finding of report.findings)
          if (documented.has(finding.code)) fired.push([file, finding.code, '']);
        for (const tool of report.tools)
          for (const finding of tool.findings)
            if (documented.has(finding.code)) fired.push([file, finding.code, finding.pointer]);
      }
    }
    expect(fired).toEqual(EXPECTED);
  });
});
