import type { TargetId } from '../../export/adapter';
import { nameFindingsOfTargets, targetNameRule } from '../../export/target-name-rules';
import { TARGET_NAMES } from '../../export/target-names';
import { joinPointer } from '../../model/pointer';
import { describeTool, toolName, toolsetRule } from './toolset-rule';

/**
 * The targets whose name rule is a refusal: exporting with suggested names renames a refused name
 * there (`runExport`), so two names can become one. Targets whose rule is only a convention keep
 * names as written.
 */
// Read when the rule first runs, not at import: the core does no work at import time.
let renamingTargets: readonly TargetId[] | undefined;
const renamingTargetIds = (): readonly TargetId[] =>
  (renamingTargets ??= TARGET_NAMES.map((t) => t.id).filter(
    (target) => targetNameRule(target)?.severity === 'error',
  ));

export const toolNameTargetCollision = toolsetRule(
  {
    code: 'tool-name-target-collision',
    severity: 'warning',
    title:
      'No two tools get the same name once a target\'s name rule renames them (e.g. "a.b" and "a_b" both become "a_b" for OpenAI).',
    rationale:
      'OpenAI, Anthropic and Bedrock allow ^[a-zA-Z0-9_-]{1,64}$ and Gemini its own pattern (the providers\' function-calling references); when a renamed name meets another tool\'s name, exporting with suggested names gives one of them a hash suffix, and a model cannot tell "a_b" from "a_b_1f2e3d4c".',
  },
  ({ tools, container, report }) => {
    // Per target, the exported name of each tool: the suggestion where the target refuses the name.
    const exported = tools.map((tool) => {
      const name = toolName(tool);
      if (name === undefined) return undefined;
      const renamed = new Map<TargetId, string>();
      for (const finding of nameFindingsOfTargets({ name }))
        if (finding.severity === 'error') renamed.set(finding.target, finding.suggestion);
      return { name, renamed };
    });
    // Report once per tool, listing every target where it meets the same earlier tool.
    const hits = new Map<
      string,
      { index: number; earlier: number; as: string; targets: TargetId[] }
    >();
    for (const target of renamingTargetIds()) {
      const owner = new Map<string, number>();
      exported.forEach((names, index) => {
        if (!names) return;
        const out = names.renamed.get(target) ?? names.name;
        const earlier = owner.get(out);
        if (earlier === undefined) {
          owner.set(out, index);
          return;
        }
        // The same name written twice is tool-name-duplicate's finding.
        if (exported[earlier]!.name === names.name) return;
        const key = `${index}\u0000${earlier}\u0000${out}`;
        const hit = hits.get(key);
        if (hit) hit.targets.push(target);
        else hits.set(key, { index, earlier, as: out, targets: [target] });
      });
    }
    for (const { index, earlier, as, targets } of hits.values()) {
      const tool = tools[index]!;
      const other = tools[earlier]!;
      const mine = exported[index]!.name;
      const theirs = exported[earlier]!.name;
      const how =
        mine === as
          ? `${describeTool(other)} is renamed to "${as}", this tool's own name`
          : theirs === as
            ? `"${mine}" is renamed to "${as}", the name of ${describeTool(other)}`
            : `"${mine}" and ${describeTool(other)} are both renamed to "${as}"`;
      report(index, {
        pointer: joinPointer(tool.pointer, 'name'),
        message: `For ${targets.join(', ')}: ${how}. Exported with suggested names, one of them gets a hash suffix and the model sees two tools it cannot tell apart by name; rename one of them in this ${container}.`,
      });
    }
  },
);
