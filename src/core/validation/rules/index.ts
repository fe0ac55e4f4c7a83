import { annotationNotBoolean, hintsContradictory } from './annotations';
import { arrayItemsMissing } from './array-items-missing';
import { defaultInvalid } from './default-invalid';
import { descriptionMissing, parameterDescriptionMissing } from './description-missing';
import { registryToolsMismatch, toolNameDuplicate } from './document-rules';
import { idInvalid } from './id-invalid';
import { inputSchemaMissing, inputSchemaNotObject } from './input-schema-required';
import { nameEdgePunctuation } from './name-edge-punctuation';
import { nameInvalidChars } from './name-invalid-chars';
import { nameLength } from './name-length';
import { nameMissing } from './name-missing';
import { nameTargetIncompatible } from './name-target-incompatible';
import { noParametersSchema } from './no-parameters-schema';
import { outputSchemaRoot } from './output-schema';
import { patternBacktracking } from './pattern-backtracking';
import { patternNotLinear } from './pattern-not-linear';
import { rangeImpossible } from './range-impossible';
import {
  descriptionNoUsageGuidance,
  descriptionTautological,
  descriptionTooLong,
  descriptionTooShort,
} from './quality-description';
import { parameterEnumUnexplained, parameterUnitMissing } from './quality-parameters';
import { descriptionNoSideEffects } from './quality-side-effects';
import { requiredDuplicate, requiredNotInProperties } from './required-properties';
import { schemaDialectUnsupported } from './schema-dialect';
import { schemaInvalid } from './schema-invalid';
import { schemaExternalRef } from './schema-refs';
import { schemaValidatorGap } from './schema-validator-gap';
import { schemaUnknownKeyword } from './schema-unknown-keyword';
import { tagsLimits, tagsNormalized } from './tags-normalized';
import { annotationsContradictText } from './trust-annotations-text';
import { textBidiControl, textTagCharacters, textZeroWidth } from './trust-hidden-characters';
import { textMixedScript } from './trust-mixed-script';
import { textAddressesModel } from './trust-model-directed';
import { versionInvalid } from './version-invalid';
import { parameterNameInconsistent } from './parameter-name-inconsistent';
import { toolCountTargetLimit } from './tool-count-target-limit';
import { toolDescriptionNearDuplicate } from './tool-description-near-duplicate';
import { toolNameCaseCollision } from './tool-name-case-collision';
import { toolNameTargetCollision } from './tool-name-target-collision';
import { mcpHeaderInvalid, mcpHeaderSecret } from './mcp-header';
import { metaKeyInvalid } from './meta-keys';
import { iconInvalid, iconSvgScript } from './icons';
import { appResourceUriDeprecated, appResourceUriInvalid, appVisibilityInvalid } from './mcp-apps';
import { executionNotInRevision, executionTaskSupportInvalid } from './execution';
import {
  elicitationDefaultInvalid,
  elicitationEnumInvalid,
  elicitationEnumNames,
  elicitationFormatUnsupported,
  elicitationKeywordUnsupported,
  elicitationSchemaNotFlat,
  elicitationSecret,
} from './elicitation';
import type { Rule, RuleMeta } from './rule';

/** Every lint rule, in the order the rules reference lists them. */
export const RULES: readonly Rule[] = [
  nameMissing,
  nameInvalidChars,
  nameLength,
  nameEdgePunctuation,
  nameTargetIncompatible,
  idInvalid,
  versionInvalid,
  tagsNormalized,
  tagsLimits,
  descriptionMissing,
  inputSchemaMissing,
  inputSchemaNotObject,
  schemaDialectUnsupported,
  schemaInvalid,
  schemaExternalRef,
  schemaUnknownKeyword,
  schemaValidatorGap,
  requiredNotInProperties,
  requiredDuplicate,
  parameterDescriptionMissing,
  defaultInvalid,
  arrayItemsMissing,
  rangeImpossible,
  patternBacktracking,
  patternNotLinear,
  noParametersSchema,
  outputSchemaRoot,
  annotationNotBoolean,
  hintsContradictory,
  toolNameDuplicate,
  registryToolsMismatch,
  // Trust: text that hides something or says something the hints deny.
  textTagCharacters,
  textBidiControl,
  textZeroWidth,
  textMixedScript,
  annotationsContradictText,
  textAddressesModel,
  // Quality: descriptions a model can act on (our own heuristics, see src/core/quality).
  descriptionTooShort,
  descriptionTautological,
  descriptionNoUsageGuidance,
  descriptionNoSideEffects,
  descriptionTooLong,
  parameterEnumUnexplained,
  parameterUnitMissing,
  // Toolset: the tools against each other (also run over a workspace by validation/toolset.ts).
  toolNameCaseCollision,
  toolNameTargetCollision,
  toolDescriptionNearDuplicate,
  parameterNameInconsistent,
  toolCountTargetLimit,
  // MCP revisions: what a client of the workspace's revision does with the tool.
  mcpHeaderInvalid,
  mcpHeaderSecret,
  metaKeyInvalid,
  iconInvalid,
  iconSvgScript,
  appResourceUriInvalid,
  appVisibilityInvalid,
  appResourceUriDeprecated,
  executionTaskSupportInvalid,
  executionNotInRevision,
  // Elicitation requests: what a client can draw as a form.
  elicitationSchemaNotFlat,
  elicitationKeywordUnsupported,
  elicitationFormatUnsupported,
  elicitationEnumInvalid,
  elicitationEnumNames,
  elicitationSecret,
  elicitationDefaultInvalid,
];

/** Findings raised while reading the text or compiling schemas, outside the rule objects. */
export const BUILT_IN_CODES: readonly RuleMeta[] = [
  {
    code: 'json-syntax',
    severity: 'error',
    title: 'The text is valid JSON.',
    rationale: 'Tool definitions are JSON (RFC 8259): no comments, no trailing commas.',
  },
  {
    code: 'json-empty',
    severity: 'error',
    title: 'The document is not empty.',
    rationale: 'An empty document defines no tool.',
  },
  {
    code: 'json-bom',
    severity: 'warning',
    title: 'The text has no byte-order mark.',
    rationale: 'RFC 8259 §8.1: JSON text must not begin with a byte-order mark.',
  },
  {
    code: 'json-binary',
    severity: 'error',
    title: 'The text is not binary.',
    rationale: 'NUL bytes mean a binary file was opened as JSON.',
  },
  {
    code: 'json-too-deep',
    severity: 'error',
    title: "Nesting stays within the studio's depth limit.",
    rationale:
      'Deeply nested input is refused before parsing so no recursive step can overflow (MCP 2026-07-28: validators SHOULD bound depth).',
  },
  {
    code: 'json-duplicate-key',
    severity: 'error',
    title: 'No key appears twice in one object.',
    rationale:
      'RFC 8259 §4: names SHOULD be unique; readers keep only one of them, and which one differs.',
  },
  {
    code: 'document-too-large',
    severity: 'error',
    title: 'The document is within the size limit.',
    rationale: 'Bounded size keeps the editor responsive (ToolHive RFC-0015: enforce size limits).',
  },
  {
    code: 'document-too-many-tools',
    severity: 'error',
    title: 'The document holds at most the tool limit.',
    rationale: 'Bounded work per document keeps validation responsive.',
  },
  {
    code: 'document-kind-unknown',
    severity: 'error',
    title:
      'The document is a tool, an array of tools, a tools/list result, a ToolHive registry entry or a Spark ToolSpec.',
    rationale:
      'The studio recognises the shapes described in docs/tool-record.md: MCP tools and tools/list results, ToolHive registry entries, Spark ToolSpecs, and elicitation requests.',
  },
  {
    code: 'tool-not-object',
    severity: 'error',
    title: 'Each tool is a JSON object.',
    rationale: 'MCP Tool is an object.',
  },
  {
    code: 'schema-ref-unresolved',
    severity: 'error',
    title: 'Every local reference resolves.',
    rationale: 'A "#/$defs/x" that does not exist makes the schema impossible to compile.',
  },
  {
    code: 'schema-compile',
    severity: 'error',
    title: 'The schema compiles.',
    rationale: 'A schema that cannot be compiled cannot validate any input.',
  },
];

export type { Rule, RuleMeta };
