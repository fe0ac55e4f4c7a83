/**
 * The one list of export targets, in picker order. A target is one module in this folder
 * exporting a `TargetDefinition` (see definition.ts and docs/adding-a-target.md); the registry,
 * the name rules, the feature matrix, the preflight, the CLI and the Export tab read this list.
 */
import { anthropicTarget } from './anthropic';
import { bedrockTarget } from './bedrock';
import { geminiTarget } from './gemini';
import { mcpListTarget, mcpTarget } from './mcp';
import { openAiChatTarget, openAiResponsesTarget } from './openai';
import { sparkTarget } from './spark';
import { toolhiveTarget } from './toolhive';
import type { TargetId } from './definition';

export const TARGETS = [
  mcpTarget,
  mcpListTarget,
  openAiChatTarget,
  openAiResponsesTarget,
  anthropicTarget,
  bedrockTarget,
  geminiTarget,
  sparkTarget,
  toolhiveTarget,
] as const;

export const TARGET_IDS: readonly TargetId[] = TARGETS.map((t) => t.id);

export function isTargetId(value: string): value is TargetId {
  return (TARGET_IDS as readonly string[]).includes(value);
}
