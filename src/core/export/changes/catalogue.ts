/**
 * Every change code an export or import can report, as data: what kind of change it is, how
 * severe, whether the exported schema can accept more (widens) or less (narrows) than the one
 * written, the message it carries (with `{placeholders}` for the parts that vary) and the modules
 * that emit it. `ExportChange.code` is typed from this table, so emitting a code that is not here
 * is a type error; `catalogue.test.ts` checks the table against the sources and the goldens, and
 * docs/changes.md is generated from it.
 */
import { COMMON_CHANGES } from './catalogue-common';
import { GEMINI_CHANGES } from './catalogue-gemini';
import { STRICT_CHANGES } from './catalogue-strict';
import type { ChangeCodeInfo } from './change-info';

export type { ChangeCodeInfo, ChangeEffect, ChangeKind, ChangeSeverity } from './change-info';

// The table is kept in three files by family (each under the size a reader takes in at once);
// a code may stand in one of them only, which the spread would otherwise hide.
export const CHANGE_CATALOGUE = {
  ...COMMON_CHANGES,
  ...GEMINI_CHANGES,
  ...STRICT_CHANGES,
} as const satisfies Record<string, ChangeCodeInfo>;

export type CatalogueCode = keyof typeof CHANGE_CATALOGUE;

/**
 * A change made for a preflight finding is named after the rule (`preflight-<rule id>`, see
 * docs/providers.md): the rules are their own catalogue.
 */
export type PreflightChangeCode = `preflight-${string}`;

export type ChangeCode = CatalogueCode | PreflightChangeCode;

/** Every catalogued code, in alphabetical order (the order of docs/changes.md). */
export const CHANGE_CODES = (Object.keys(CHANGE_CATALOGUE) as CatalogueCode[]).sort();

export function isCatalogueCode(code: string): code is CatalogueCode {
  return Object.hasOwn(CHANGE_CATALOGUE, code);
}

export function changeCodeInfo(code: CatalogueCode): ChangeCodeInfo {
  return CHANGE_CATALOGUE[code];
}
