/** AWS Bedrock Converse `toolConfig`: what the API refuses (its own checks, before any model sees the tools). */
import type { PreflightRule, PreflightFamily } from './rule';
import { nameMatching, RULES_VERIFIED } from './rule';

const TOOL_SPEC_DOC =
  'https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolSpecification.html';
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export const BEDROCK_FAMILY: PreflightFamily = {
  id: 'bedrock',
  heading: 'Bedrock Converse',
  about: 'toolConfig.tools[].toolSpec, checked by Bedrock before any model sees it.',
};

export const BEDROCK_RULES: readonly PreflightRule[] = [
  {
    id: 'bedrock-root-object',
    family: 'bedrock',
    scope: 'tool',
    targets: ['bedrock'],
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'The input schema does not say "type": "object" at the top (for example a root anyOf without a type).',
    reply:
      'Validation error: The value at toolConfig.tools.{index}.toolSpec.inputSchema.json.type must be one of the following: object.',
    verbatim: true,
    advice:
      'Make the root an object schema (the export merges a root anyOf of objects where it can).',
    sources: ['earendil-works/pi#8279', 'kirodotdev/Kiro#11026'],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['root-not-object', 'root-union'],
    check: (tool) => {
      const root = tool.schemas.find((s) => s.source === '/inputSchema');
      const value = root?.value;
      return root &&
        typeof value === 'object' &&
        value !== null &&
        (value as Record<string, unknown>).type === 'object'
        ? []
        : [{ pointer: root ? `${root.pointer}/type` : tool.pointer, position: tool.position }];
    },
  },
  {
    id: 'bedrock-name-pattern',
    family: 'bedrock',
    scope: 'tool',
    targets: ['bedrock'],
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'The tool name has characters other than letters, digits, _ and -, or more than 64 of them. A bad name in the conversation history keeps failing later turns.',
    reply:
      "Value '{name}' at 'toolConfig.tools.{index}.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
    verbatim: true,
    advice: 'Rename the tool or export with suggested names.',
    sources: [
      'aws-samples/remote-swe-agents#457',
      'openclaw/openclaw#12892',
      'kagent-dev/kagent#1473',
      TOOL_SPEC_DOC,
    ],
    lastVerified: RULES_VERIFIED,
    refusedAs: ['name-invalid'],
    check: nameMatching(NAME),
  },
  {
    id: 'bedrock-empty-description',
    family: 'bedrock',
    scope: 'tool',
    targets: ['bedrock'],
    modes: ['default', 'strict'],
    severity: 'error',
    title:
      'An empty description (Bedrock requires at least one character, or no description field at all).',
    reply:
      'HTTP 400 ValidationException: toolSpec.description must have length greater than or equal to 1.',
    verbatim: false,
    advice: 'Write a description, or leave the field out (the export leaves a blank one out).',
    sources: ['anomalyco/opencode#48582', TOOL_SPEC_DOC],
    lastVerified: RULES_VERIFIED,
    check: (tool) =>
      tool.description === ''
        ? [{ pointer: tool.descriptionPointer, position: tool.position }]
        : [],
  },
];
