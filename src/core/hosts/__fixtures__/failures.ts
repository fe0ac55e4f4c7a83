/**
 * The cited host failures as fixtures (one JSON file each in `failures/`): the tools, the server
 * name they are configured under, the host that fails them with the rule and verdict expected,
 * and a host known to take them as they are. `padTools` adds that many plain tools, for budgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tool } from '../../model/types';
import type { HostId } from '../types';
import type { HostVerdict } from '../verdict';

export interface HostFailureFixture {
  file: string;
  failure: string;
  source: string;
  host: HostId;
  code: string;
  verdict: HostVerdict;
  acceptedBy: HostId;
  serverName: string;
  tools: Tool[];
}

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'failures');

/** A plain tool every host takes: a short snake_case name, a description, one string parameter. */
function plainTool(index: number): Tool {
  const name = `tool_${String(index).padStart(3, '0')}`;
  return {
    name,
    description: `Looks up record ${index} by its key.`,
    inputSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] },
  };
}

export function loadHostFailures(): HostFailureFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Omit<
        HostFailureFixture,
        'file'
      > & { padTools?: number };
      const padding = Array.from({ length: data.padTools ?? 0 }, (_, i) => plainTool(i + 1));
      return { ...data, file, tools: [...data.tools, ...padding] };
    });
}
