import type { TargetId } from '../../export/adapter';
import { OPENAI_MAX_TOOLS } from '../../limits';
import { joinPointer } from '../../model/pointer';
import { describeTool, toolsetRule } from './toolset-rule';

/** Published limits on how many tools one request may carry, per target. */
const TARGET_TOOL_LIMITS: readonly {
  provider: string;
  targets: readonly TargetId[];
  max: number;
  /** Public pages that state the limit or show the provider refusing past it. */
  sources: readonly string[];
}[] = [
  {
    provider: 'OpenAI',
    targets: ['openai-chat', 'openai-responses'],
    max: OPENAI_MAX_TOOLS,
    sources: [
      'https://platform.openai.com/docs/guides/function-calling',
      'https://github.com/zed-industries/zed/issues/32946',
    ],
  },
];

export const toolCountTargetLimit = toolsetRule(
  {
    code: 'tool-count-target-limit',
    severity: 'warning',
    title: `The toolset fits in one request of each target that limits the tool count (OpenAI: ${OPENAI_MAX_TOOLS}).`,
    rationale:
      'OpenAI refuses a request with more than 128 tools ("array too long", array_above_max_length: https://github.com/zed-industries/zed/issues/32946), so past the limit a model never sees the rest of the toolset unless it is split or filtered.',
  },
  ({ tools, container, report }) => {
    for (const { provider, targets, max, sources } of TARGET_TOOL_LIMITS) {
      if (tools.length <= max) continue;
      // One finding, on the first tool that does not fit: the place to split the toolset.
      const first = tools[max]!;
      report(max, {
        pointer:
          first.value.name === undefined ? first.pointer : joinPointer(first.pointer, 'name'),
        message: `This ${container} has ${tools.length} tools; ${provider} (${targets.join(', ')}) accepts at most ${max} in one request, so ${describeTool(first)} and the ${tools.length - max - 1} after it do not fit. Split the toolset or send only the tools a task needs (${sources.join(', ')}).`,
      });
    }
  },
);
