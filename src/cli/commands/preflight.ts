/** `validate --target`: each chosen provider's preflight as located diagnostics. */
import {
  diagnosticAtPointer,
  documentPointer,
  getTarget,
  preflightVerdict,
  readExportSources,
} from '../../core';
import type { Diagnostic, ExportOptions, TargetId } from '../../core';

export function preflightDiagnostics(
  text: string,
  targets: readonly TargetId[],
  strict: boolean,
): { diagnostics: Diagnostic[]; rejected: boolean } {
  const reading = readExportSources(text);
  // A text that is not a tool document already has its own diagnostics from validation.
  if (!reading.ok) return { diagnostics: [], rejected: false };
  const tools = reading.tools.map((s) => s.tool);
  const diagnostics: Diagnostic[] = [];
  let rejected = false;
  for (const target of targets) {
    const options: ExportOptions =
      strict && getTarget(target).options.some((o) => o.key === 'strict') ? { strict: true } : {};
    const verdict = preflightVerdict(tools, target, options);
    if (verdict.status === 'rejected') rejected = true;
    const label = `${target}${options.strict ? ' (strict)' : ''}`;
    for (const problem of verdict.problems) {
      const source = reading.tools[problem.toolIndex];
      const pointer =
        (source && documentPointer(source, problem.pointer)) ?? source?.entryPointer ?? '';
      const reply =
        problem.reply !== undefined && !problem.message.includes(problem.reply)
          ? ` ${verdict.label} would reply: ${problem.reply}`
          : '';
      const message = `[${label}] ${problem.message}${reply}`;
      diagnostics.push(
        diagnosticAtPointer(
          reading.document,
          problem.code,
          problem.severity,
          message,
          pointer,
          problem.toolIndex >= 0 ? { toolIndex: problem.toolIndex } : {},
        ),
      );
    }
  }
  return { diagnostics, rejected };
}
