import type { ToolEntry } from '../model/document';
import { inputSchemaKey } from '../model/canonical';
import { HINT_NAMES, isPlainObject, REGISTRY_HINT_NAMES } from '../model/types';
import { toolFingerprint } from '../fingerprint';
import { hintContradictions } from '../trust/contradictions';
import {
  declaredEffects,
  descriptionOf,
  enumUnexplained,
  hasUsageGuidance,
  isTautological,
  isTooShort,
  MAX_DESCRIPTION_CHARS,
  mentionsEffects,
  parametersOf,
  unitMissing,
} from './checks';

/**
 * A per-tool quality report: six dimensions, each scored 0–MAX_POINTS from the definition
 * alone, and the one change worth the most points. It is our own deterministic estimate, built
 * from the same checks as the quality lint rules; it is not any registry's score and will not
 * match one. The dimensions follow the ones registries publish (purpose, usage guidance,
 * behaviour, parameters, conciseness, completeness).
 */

const QUALITY_DIMENSIONS = [
  'purpose',
  'usage',
  'behaviour',
  'parameters',
  'conciseness',
  'completeness',
] as const;
export type QualityDimension = (typeof QUALITY_DIMENSIONS)[number];

export const DIMENSION_LABELS: Record<QualityDimension, string> = {
  purpose: 'Purpose',
  usage: 'Usage guidance',
  behaviour: 'Behaviour',
  parameters: 'Parameters',
  conciseness: 'Conciseness',
  completeness: 'Completeness',
};

/** Every dimension is scored out of this many points. */
const MAX_POINTS = 4;

export const QUALITY_DISCLAIMER =
  "Our own deterministic estimate from the definition alone, not a registry's score.";

/** A change that would raise a dimension, and by how many points. */
export interface Improvement {
  dimension: QualityDimension;
  gain: number;
  advice: string;
}

export interface DimensionScore {
  dimension: QualityDimension;
  label: string;
  points: number;
  max: number;
  /** What is missing, most valuable first; empty at full points. */
  improvements: Improvement[];
}

export interface ToolQuality {
  pointer: string;
  name: string | undefined;
  fingerprint: string;
  dimensions: DimensionScore[];
  /** Sum of the dimensions' points. */
  points: number;
  max: number;
  /** The single change worth the most points; undefined at full marks. */
  nextStep: Improvement | undefined;
}

function purpose(tool: Record<string, unknown>): Improvement[] {
  const description = descriptionOf(tool);
  if (description === undefined)
    return [
      {
        dimension: 'purpose',
        gain: 4,
        advice:
          'Add a description: one sentence saying what the tool does, to what, and what it returns.',
      },
    ];
  if (isTooShort(description))
    return [
      {
        dimension: 'purpose',
        gain: 2,
        advice: 'Lengthen the description: say what the tool does, to what, and what it returns.',
      },
    ];
  if (typeof tool.name === 'string' && isTautological(tool.name, description)) {
    return [
      {
        dimension: 'purpose',
        gain: 2,
        advice: 'Say more than the name does: what the tool needs and what it returns.',
      },
    ];
  }
  if (
    !/\b(?:returns?|gives|lists?|outputs?|responds?|yields?|produces?|results?)\b/i.test(
      description,
    ) &&
    tool.outputSchema === undefined
  ) {
    return [
      {
        dimension: 'purpose',
        gain: 1,
        advice: 'Say what the tool returns (or add an outputSchema).',
      },
    ];
  }
  return [];
}

function usage(tool: Record<string, unknown>): Improvement[] {
  const description = descriptionOf(tool);
  if (description !== undefined && hasUsageGuidance(description)) return [];
  return [
    {
      dimension: 'usage',
      gain: 4,
      advice:
        'Say when to use the tool (and when not to, or what to use instead): "Use this when …".',
    },
  ];
}

function behaviour(tool: Record<string, unknown>, registry: boolean): Improvement[] {
  const found: Improvement[] = [];
  const annotations = isPlainObject(tool.annotations) ? tool.annotations : {};
  const declared = HINT_NAMES.filter(
    (hint) => typeof annotations[registry ? REGISTRY_HINT_NAMES[hint] : hint] === 'boolean',
  );
  if (declared.length === 0)
    found.push({
      dimension: 'behaviour',
      gain: 2,
      advice:
        'Declare the behaviour hints (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) so clients know what to confirm.',
    });
  else if (declared.length < HINT_NAMES.length)
    found.push({
      dimension: 'behaviour',
      gain: 1,
      advice: `Declare the remaining hints (${HINT_NAMES.filter((h) => !declared.includes(h)).join(', ')}) instead of leaving clients to assume defaults.`,
    });
  for (const c of hintContradictions(tool, registry)) {
    const words = c.evidence
      .flatMap((e) => e.found)
      .map((w) => `"${w}"`)
      .join(', ');
    found.push({
      dimension: 'behaviour',
      gain: 2,
      advice: `Make "${c.key}" and the text agree: the hint says ${c.claim}, the text says ${words}.`,
    });
  }
  const description = descriptionOf(tool) ?? '';
  const effects = declaredEffects(tool, registry);
  if (
    effects.length > 0 &&
    !mentionsEffects(`${typeof tool.title === 'string' ? tool.title : ''} ${description}`)
  ) {
    found.push({
      dimension: 'behaviour',
      gain: 2,
      advice: `Say in the description what the tool changes or reaches (the hints say ${effects.join(', ')}).`,
    });
  } else if (
    effects.length === 0 &&
    !/\b(?:read-only|does not (?:change|modify|write)|no side effects?|without (?:changing|modifying))\b/i.test(
      description,
    ) &&
    declared.length === 0
  ) {
    found.push({
      dimension: 'behaviour',
      gain: 2,
      advice: 'Say whether the tool changes anything ("Read-only." or what it writes).',
    });
  }
  return found;
}

function parameters(tool: Record<string, unknown>, inputKey: string): Improvement[] {
  const params = parametersOf(tool[inputKey]);
  if (params.length === 0) return [];
  const found: Improvement[] = [];
  const undescribed = params
    .filter(([, p]) => typeof p.description !== 'string' || p.description.trim() === '')
    .map(([name]) => name);
  if (undescribed.length > 0) {
    const gain = Math.max(1, Math.round((2 * undescribed.length) / params.length));
    found.push({
      dimension: 'parameters',
      gain,
      advice: `Describe ${undescribed.length === 1 ? 'the parameter' : 'the parameters'} ${undescribed.map((n) => `"${n}"`).join(', ')}.`,
    });
  }
  const enums = params.filter(([, p]) => enumUnexplained(p)).map(([name]) => name);
  if (enums.length > 0)
    found.push({
      dimension: 'parameters',
      gain: 1,
      advice: `Explain the allowed values of ${enums.map((n) => `"${n}"`).join(', ')}.`,
    });
  const units = params.filter(([name, p]) => unitMissing(name, p)).map(([name]) => name);
  if (units.length > 0)
    found.push({
      dimension: 'parameters',
      gain: 1,
      advice: `Name the unit of ${units.map((n) => `"${n}"`).join(', ')} (ms, seconds, bytes, items, …).`,
    });
  return found;
}

function conciseness(tool: Record<string, unknown>): Improvement[] {
  const description = descriptionOf(tool);
  if (description === undefined || description.length <= MAX_DESCRIPTION_CHARS) return [];
  const gain = description.length > 2 * MAX_DESCRIPTION_CHARS ? 3 : 2;
  return [
    {
      dimension: 'conciseness',
      gain,
      advice: `Shorten the description to under ${MAX_DESCRIPTION_CHARS} characters (now ${description.length}); move details to parameter descriptions.`,
    },
  ];
}

function completeness(tool: Record<string, unknown>, inputKey: string): Improvement[] {
  const found: Improvement[] = [];
  const annotations = isPlainObject(tool.annotations) ? tool.annotations : {};
  if (typeof tool.title !== 'string' && typeof annotations.title !== 'string')
    found.push({
      dimension: 'completeness',
      gain: 1,
      advice: 'Add a "title" for people to read in client lists.',
    });
  if (tool.outputSchema === undefined)
    found.push({
      dimension: 'completeness',
      gain: 1,
      advice: 'Add an "outputSchema" so clients and models know the shape of the result.',
    });
  const schema = tool[inputKey];
  const params = parametersOf(schema);
  if (params.length > 0 && isPlainObject(schema) && !Array.isArray(schema.required))
    found.push({
      dimension: 'completeness',
      gain: 1,
      advice: 'List the "required" parameters, so the model knows which it may leave out.',
    });
  const untyped = params
    .filter(
      ([, p]) =>
        p.type === undefined &&
        p.enum === undefined &&
        p.const === undefined &&
        p.$ref === undefined &&
        p.anyOf === undefined &&
        p.oneOf === undefined,
    )
    .map(([n]) => n);
  if (untyped.length > 0)
    found.push({
      dimension: 'completeness',
      gain: 1,
      advice: `Give ${untyped.map((n) => `"${n}"`).join(', ')} a type.`,
    });
  return found;
}

function score(dimension: QualityDimension, improvements: Improvement[]): DimensionScore {
  const sorted = [...improvements].sort((a, b) => b.gain - a.gain);
  const lost = Math.min(
    MAX_POINTS,
    sorted.reduce((sum, i) => sum + i.gain, 0),
  );
  return {
    dimension,
    label: DIMENSION_LABELS[dimension],
    points: MAX_POINTS - lost,
    max: MAX_POINTS,
    improvements: sorted,
  };
}

/** Scores one tool of a parsed document. Pure and deterministic: the same definition always gets the same report. */
export function toolQuality(
  entry: Pick<ToolEntry, 'value' | 'pointer' | 'format' | 'registryEntryPointer'>,
): ToolQuality {
  const tool = entry.value;
  const inputKey = inputSchemaKey(entry);
  const registry = entry.registryEntryPointer !== undefined;
  const dimensions = [
    score('purpose', purpose(tool)),
    score('usage', usage(tool)),
    score('behaviour', behaviour(tool, registry)),
    score('parameters', parameters(tool, inputKey)),
    score('conciseness', conciseness(tool)),
    score('completeness', completeness(tool, inputKey)),
  ];
  // The biggest gain wins; on a tie, the earlier dimension (purpose before usage before …).
  let nextStep: Improvement | undefined;
  for (const d of dimensions) {
    const best = d.improvements[0];
    if (!best) continue;
    // What fixing it is worth once the dimension's floor of zero is taken into account.
    const total = d.improvements.reduce((sum, i) => sum + i.gain, 0);
    const gain = Math.min(MAX_POINTS, total) - Math.min(MAX_POINTS, total - best.gain);
    if (!nextStep || gain > nextStep.gain) nextStep = { ...best, gain };
  }
  return {
    pointer: entry.pointer,
    name: typeof tool.name === 'string' ? tool.name : undefined,
    fingerprint: toolFingerprint(tool),
    dimensions,
    points: dimensions.reduce((sum, d) => sum + d.points, 0),
    max: dimensions.length * MAX_POINTS,
    nextStep,
  };
}

export interface ToolsetQuality {
  tools: ToolQuality[];
  /** Average points per dimension over the tools, rounded to one decimal. */
  averages: { dimension: QualityDimension; label: string; points: number; max: number }[];
  /** The dimension with the lowest average, where work pays most across the toolset. */
  weakest: QualityDimension | undefined;
}

/** Aggregates tool reports (one document's tools, or the whole workspace's). */
export function toolsetQuality(tools: readonly ToolQuality[]): ToolsetQuality {
  const averages = QUALITY_DIMENSIONS.map((dimension) => {
    const total = tools.reduce(
      (sum, t) => sum + (t.dimensions.find((d) => d.dimension === dimension)?.points ?? 0),
      0,
    );
    return {
      dimension,
      label: DIMENSION_LABELS[dimension],
      points: tools.length === 0 ? 0 : Math.round((10 * total) / tools.length) / 10,
      max: MAX_POINTS,
    };
  });
  let weakest: QualityDimension | undefined;
  let lowest = MAX_POINTS;
  for (const a of averages) {
    if (tools.length > 0 && a.points < lowest) {
      lowest = a.points;
      weakest = a.dimension;
    }
  }
  return { tools: [...tools], averages, weakest };
}
