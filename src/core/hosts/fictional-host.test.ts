/**
 * Adding a host is one module: this test declares a fictional host ("Acme Desk") as the one
 * object a `profiles/acme-desk.ts` would export, builds a registry over the shipped profiles plus
 * it, and shows that evaluation, the name its model sees, the description cut and the reference
 * page all pick it up without a change anywhere else.
 */
import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { descriptionOver } from './checks/description';
import { modelNameOver } from './checks/name';
import { toolCountOver } from './checks/toolset';
import { descriptionCutOffset } from './evaluate';
import { PROFILES } from './profiles';
import { renderHostsReference } from './reference';
import { createHostRegistry } from './registry';
import type { HostId, HostProfile } from './types';

// Not a shipped id: HostId lists the shipped profiles only.
const ACME = 'acme-desk' as HostId;
const ACME_NAME_LIMIT = 20;
const ACME_DESCRIPTION_CUT = 30;
const ACME_TOOL_LIMIT = 2;
const SOURCE = { label: 'acme/desk#1', url: 'https://github.com/acme/desk/issues/1' };

const acmeDesk: HostProfile = {
  id: ACME,
  label: 'Acme Desk',
  kind: 'host',
  protocolRevision: { value: '2025-11-25', source: SOURCE },
  elicitation: { value: 'no', source: SOURCE },
  appsRendering: { value: 'unknown' },
  honoursVisibility: { value: 'unknown' },
  modelName: {
    pattern: '<server>.<tool>',
    build: (server, tool) => `${server}.${tool}`,
    source: SOURCE,
  },
  descriptionCut: ACME_DESCRIPTION_CUT,
  rules: [
    {
      id: 'acme-desk-name-length',
      host: ACME,
      scope: 'tool',
      action: 'refuse',
      limit: ACME_NAME_LIMIT,
      limitName: 'ACME_NAME_LIMIT',
      summary: 'Names over 20 characters are refused.',
      source: SOURCE,
      checked: '2026-11-28',
      certainty: 'reported once',
      severity: 'error',
      verdict: 'rejected',
      check: modelNameOver(ACME_NAME_LIMIT, 'Acme refuses it.'),
    },
    {
      id: 'acme-desk-description-cut',
      host: ACME,
      scope: 'tool',
      action: 'cut',
      limit: ACME_DESCRIPTION_CUT,
      limitName: 'ACME_DESCRIPTION_CUT',
      summary: 'Descriptions are cut at 30 characters.',
      source: SOURCE,
      checked: '2026-11-28',
      certainty: 'reported once',
      severity: 'warning',
      verdict: 'cut',
      check: descriptionOver(ACME_DESCRIPTION_CUT),
    },
    {
      id: 'acme-desk-tool-limit',
      host: ACME,
      scope: 'toolset',
      action: 'count',
      limit: ACME_TOOL_LIMIT,
      limitName: 'ACME_TOOL_LIMIT',
      summary: 'Two tools at most; the rest are not shown.',
      source: SOURCE,
      checked: '2026-11-28',
      certainty: 'reported once',
      severity: 'error',
      verdict: 'dropped',
      check: toolCountOver(ACME_TOOL_LIMIT, {
        affects: 'past-limit',
        consequence: 'the rest are not shown.',
      }),
    },
  ],
};

const tool = (name: string, description = 'Short.'): Tool => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
});

describe('a fictional host', () => {
  const registry = createHostRegistry([...PROFILES, acmeDesk]);

  it('is evaluated with the shipped hosts: name, cut and budget', () => {
    const tools = [
      tool('ok'),
      tool('a_rather_long_name', 'x'.repeat(30) + 'never read'),
      tool('third'),
    ];
    const [report] = registry.evaluate(tools, { serverName: 'srv', hosts: [ACME] });
    expect(report!.label).toBe('Acme Desk');
    expect(report!.tools.map((t) => [t.name, t.status, t.modelName])).toEqual([
      ['ok', 'accepted', 'srv.ok'],
      // 'srv.a_rather_long_name' is 22 characters, over 20; rejected outranks cut.
      ['a_rather_long_name', 'rejected', 'srv.a_rather_long_name'],
      // The third tool is past the budget of two.
      ['third', 'dropped', 'srv.third'],
    ]);
    expect(report!.tools[1]!.description).toEqual({ shownChars: 30, lostText: 'never read' });
    expect(report!.status).toBe('rejected');
    expect(report!.findings.map((f) => f.code)).toEqual(['acme-desk-tool-limit']);
    expect(descriptionCutOffset({ description: 'y'.repeat(31) }, acmeDesk)).toBe(30);
    // The shipped hosts are still there, in their order, before it.
    expect(registry.profiles.map((p) => p.id).slice(0, -1)).toEqual(PROFILES.map((p) => p.id));
  });

  it('appears in the reference with its facts and rules', () => {
    const text = renderHostsReference(registry.profiles);
    expect(text).toContain('## Acme Desk (`acme-desk`)');
    expect(text).toContain('### `acme-desk-tool-limit`');
    expect(text).toContain('Limit: 2 (`ACME_TOOL_LIMIT`)');
    expect(text).toContain('| name the model sees | `<server>.<tool>`');
  });
});
