import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

/** Semantic version with an optional leading "v" (docs/tool-record.md#version), pre-release and build allowed as semver 2.0 says. */
const VERSION_PATTERN =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const versionInvalid: Rule = {
  code: 'version-invalid',
  severity: 'error',
  scope: 'tool',
  title: 'A version is a semantic version such as "1.2.3" or "v1.2.3".',
  rationale:
    'toolfoundation: a version is semantic, v1.2.3 or 1.2.3 (docs/tool-record.md#version).',
  check({ tool, entry, report }) {
    if (!('version' in tool)) return;
    const pointer = joinPointer(entry.pointer, 'version');
    if (typeof tool.version !== 'string' || !VERSION_PATTERN.test(tool.version)) {
      report({
        pointer,
        message: `The version ${JSON.stringify(tool.version)} is not a semantic version; write it as "1.2.3" or "v1.2.3".`,
      });
    }
  },
};
