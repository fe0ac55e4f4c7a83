/**
 * "What the model sees" for one tool and target: the exported JSON the provider receives and,
 * for OpenAI, the TypeScript-like block its models are given, with what that block drops.
 */
import { exportTools } from '../export/registry';
import { serializeExport } from '../export/adapter';
import type { ExportOptions } from '../export/adapter';
import type { Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import { renderOpenAiSignature } from './openai-signature';
import type { OpenAiSignature } from './openai-signature';
import type { CostTargetId } from './types';

export type ModelView =
  { ok: true; json: string; signature?: OpenAiSignature } | { ok: false; reason: string };

export function modelView(
  tool: Tool,
  target: CostTargetId,
  options: ExportOptions = {},
): ModelView {
  const result = exportTools([tool], target, options);
  const refusal = result.refused[0];
  if (refusal)
    return {
      ok: false,
      reason: refusal.reasons.map((r) => r.message).join(' ') || 'The target refuses this tool.',
    };
  const json = serializeExport(result.output);
  if (target !== 'openai-chat' && target !== 'openai-responses') return { ok: true, json };
  const entry: unknown = Array.isArray(result.output) ? result.output[0] : undefined;
  const fn = isPlainObject(entry) && target === 'openai-chat' ? entry.function : entry;
  if (!isPlainObject(fn) || typeof fn.name !== 'string') return { ok: true, json };
  return {
    ok: true,
    json,
    signature: renderOpenAiSignature({
      name: fn.name,
      description: fn.description,
      parameters: fn.parameters,
    }),
  };
}
