/**
 * A host that sends a tool to its model's API as written (no rewrite) is refused where that API
 * refuses the schema. The export layer's preflight rules already know what each API answers; this
 * runs them over the tool as the host sends it, so a host profile reuses them instead of copying
 * them. Only the input schema is judged: the host builds the name the API sees itself.
 */
import { preflightExport } from '../../export/registry';
import type { Tool } from '../../model/types';
import type { HostHit, HostToolRule } from '../types';

/** What the Claude API answers about each tool's input schema, by tool object (a tool is judged once). */
const claudeAnswers = new WeakMap<Tool, HostHit[]>();

/** The Claude API's refusals of the tool's input schema, sent as written. */
export function claudeApiRefusals(tool: Tool, label: string): HostHit[] {
  const known = claudeAnswers.get(tool);
  if (known) return known.map((hit) => ({ ...hit, message: hit.message.replace('{host}', label) }));
  const sent = [{ name: 'tool', description: '', input_schema: tool.inputSchema }];
  const hits = preflightExport({ target: 'anthropic', output: sent, refused: [] }, [tool], {})
    .filter((f) => f.severity === 'error' && f.exportPointer.startsWith('/0/input_schema'))
    .map((f) => ({
      pointer: f.pointer,
      message: `{host} sends the schema to the Claude API as written, which answers "${f.reply}", and every request that carries the tool fails. ${f.advice}`,
    }));
  claudeAnswers.set(tool, hits);
  return hits.map((hit) => ({ ...hit, message: hit.message.replace('{host}', label) }));
}

export function claudeApiRefuses(): HostToolRule['check'] {
  return (tool, { profile }) => claudeApiRefusals(tool, profile.label);
}
