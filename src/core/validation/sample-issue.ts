/**
 * A sample's issue as the form places it, apart from sample.ts: the Form tab reads issues on the
 * page, where sample.ts would bring Ajv with it.
 */
import { joinPointer } from '../model/pointer';

/** One reason a sample does not fit its schema, placed in the sample. */
export interface SampleIssue {
  /** JSON Pointer into the sample. */
  pointer: string;
  message: string;
  /** The JSON Schema keyword that failed (`required`, `maximum`, …). */
  keyword: string;
  /** Pointer into the schema of the failing keyword. */
  schemaPointer: string;
}

export const requiredMessage = (property: string) =>
  `The required property "${property}" is missing.`;
const REQUIRED_MESSAGE = /^The required property "(.*)" is missing\.$/s;

/**
 * Where a form shows an issue: a missing required property under its own field (the issue's
 * pointer is the object that lacks it, where Ajv reports it); any other issue where it points.
 */
export function issueFieldPointer(
  issue: Pick<SampleIssue, 'pointer' | 'message' | 'keyword'>,
): string {
  if (issue.keyword !== 'required') return issue.pointer;
  const property = REQUIRED_MESSAGE.exec(issue.message)?.[1];
  return property === undefined ? issue.pointer : joinPointer(issue.pointer, property);
}
