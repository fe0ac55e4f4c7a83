import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { MCP_REVISIONS, revisionOrDefault, revisionsWhere, specUrl } from '../../mcp/revisions';
import type { Rule } from './rule';

const TASK_SUPPORT = ['forbidden', 'optional', 'required'];
const IN_CORE = revisionsWhere('executionInCore');

export const executionTaskSupportInvalid: Rule = {
  code: 'execution-task-support-invalid',
  severity: 'error',
  scope: 'tool',
  title: 'execution.taskSupport is "forbidden", "optional" or "required".',
  rationale:
    'MCP 2025-11-25 schema "ToolExecution" (SEP-1686): the three values a client understands.',
  revisions: IN_CORE,
  source: `${specUrl('2025-11-25', 'server/tools')}#tool`,
  check({ tool, entry, report }) {
    if (!('execution' in tool)) return;
    const at = joinPointer(entry.pointer, 'execution');
    if (!isPlainObject(tool.execution)) {
      report({
        pointer: at,
        message: '"execution" is an object such as {"taskSupport": "optional"}.',
      });
      return;
    }
    const value = tool.execution.taskSupport;
    if (value !== undefined && !TASK_SUPPORT.includes(value as string))
      report({
        pointer: joinPointer(at, 'taskSupport'),
        message: `taskSupport ${JSON.stringify(value)} is not one of "forbidden", "optional", "required".`,
      });
  },
};

export const executionNotInRevision: Rule = {
  code: 'execution-not-in-revision',
  severity: 'warning',
  scope: 'tool',
  title: '"execution" is used only with the revision that defines it (2025-11-25).',
  rationale:
    'MCP 2025-06-18 has no tasks; MCP 2026-07-28 (SEP-2663) moved them to the io.modelcontextprotocol/tasks extension, so clients of those revisions do not know execution.',
  revisions: MCP_REVISIONS.filter((revision) => !IN_CORE.includes(revision)),
  source: specUrl('2026-07-28', 'changelog'),
  check({ tool, entry, options, report }) {
    if (!('execution' in tool)) return;
    const revision = revisionOrDefault(options.mcpRevision);
    report({
      pointer: joinPointer(entry.pointer, 'execution'),
      key: true,
      message:
        revision === '2025-06-18'
          ? '"execution" does not exist in MCP 2025-06-18 (tasks came with 2025-11-25); clients of that revision ignore it.'
          : '"execution" is not part of the MCP 2026-07-28 Tool: tasks moved to the io.modelcontextprotocol/tasks extension, so a 2026-07-28 client does not know this field.',
    });
  },
};
