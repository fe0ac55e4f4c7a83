/**
 * Rules of an Elicitation request's requestedSchema (MCP client/elicitation): one rule per kind of
 * problem `readElicitationSchema` finds, so each has its own code, severity and source.
 */
import { getAtPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import {
  ELICITATION_SPEC_URL,
  elicitationSchemaPointer,
  readElicitationSchema,
} from '../../mcp/elicitation';
import type { ElicitationProblemCode, ElicitationReading } from '../../mcp/elicitation';
import type { Severity } from '../../model/diagnostic';
import type { DocumentContext, Rule } from './rule';

const readings = new WeakMap<object, ElicitationReading>();

/** Where the requestedSchema of an elicitation document sits ('' for a bare schema read as one). */
export function requestedSchemaPointer(value: unknown): string {
  return elicitationSchemaPointer(value) ?? '';
}

function reading(
  context: DocumentContext,
): { at: string; reading: ElicitationReading } | undefined {
  if (context.document.kind !== 'elicitation-request') return undefined;
  const at = requestedSchemaPointer(context.document.value);
  const schema = getAtPointer(context.document.value, at);
  const key = isPlainObject(schema) ? schema : undefined;
  const cached = key ? readings.get(key) : undefined;
  if (cached) return { at, reading: cached };
  const fresh = readElicitationSchema(schema);
  if (key) readings.set(key, fresh);
  return { at, reading: fresh };
}

function elicitationRule(
  code: ElicitationProblemCode,
  severity: Severity,
  title: string,
  rationale: string,
): Rule {
  return {
    code,
    severity,
    scope: 'document',
    title,
    rationale,
    source: ELICITATION_SPEC_URL,
    check(context) {
      const found = reading(context);
      if (!found) return;
      for (const problem of found.reading.problems)
        if (problem.code === code)
          context.report({ pointer: `${found.at}${problem.pointer}`, message: problem.message });
    },
  };
}

export const elicitationSchemaNotFlat = elicitationRule(
  'elicitation-schema-not-flat',
  'error',
  'A requestedSchema is a flat object of string, number, integer, boolean and enum properties.',
  'MCP client/elicitation "Requested Schema": only flat objects of primitive properties; a client cannot draw nesting.',
);
export const elicitationKeywordUnsupported = elicitationRule(
  'elicitation-keyword-unsupported',
  'warning',
  'Elicitation properties use only the keywords their form defines.',
  'MCP client/elicitation: strings take minLength, maxLength and format; numbers minimum and maximum; anything else is ignored by clients.',
);
export const elicitationFormatUnsupported = elicitationRule(
  'elicitation-format-unsupported',
  'error',
  'Elicitation string formats are email, uri, date or date-time.',
  'MCP client/elicitation "StringSchema": the four formats a client draws an input for.',
);
export const elicitationEnumInvalid = elicitationRule(
  'elicitation-enum-invalid',
  'error',
  'Elicitation choices are a string enum, oneOf/anyOf of {const, title}, or a multi-select array of either.',
  'MCP 2025-11-25 client/elicitation (SEP-1330): the four enum forms clients draw.',
);
export const elicitationEnumNames = elicitationRule(
  'elicitation-enum-names',
  'warning',
  'Titled choices use oneOf of {const, title}, not the legacy enumNames.',
  'MCP 2025-11-25 client/elicitation (SEP-1330): enumNames is legacy and not JSON Schema; titled enums replace it.',
);
export const elicitationSecret = elicitationRule(
  'elicitation-secret',
  'warning',
  'A form-mode elicitation does not ask for passwords, tokens or API keys.',
  'MCP 2025-11-25 client/elicitation: servers MUST NOT request sensitive information in form mode; URL mode exists for that.',
);
export const elicitationDefaultInvalid = elicitationRule(
  'elicitation-default-invalid',
  'warning',
  'Each elicitation default fits its property.',
  'MCP client/elicitation (SEP-1034): clients pre-fill the form with default; one of the wrong type is dropped or refused.',
);
