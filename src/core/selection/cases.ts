import { isPlainObject } from '../model/types';

/**
 * Selection cases: prompts a user would write and the tool a model should pick for each. The
 * file format is `{"cases": [{"prompt": "…", "tool": "expected_name"}]}`, the same file a run
 * against a real model can read later.
 */
export interface SelectionCase {
  prompt: string;
  tool: string;
}

/** More cases than this in one file is a data set, not a suite; the studio and CLI refuse it. */
export const MAX_SELECTION_CASES = 1000;
/** A prompt longer than this is a document, not a request. */
export const MAX_PROMPT_CHARS = 2000;

export type CasesReading = { cases: SelectionCase[]; error?: undefined } | { error: string };

/** Reads a cases file's parsed JSON; the message says what is wrong and where. */
export function readSelectionCases(value: unknown): CasesReading {
  const list = isPlainObject(value) ? value.cases : undefined;
  if (!Array.isArray(list))
    return { error: 'A cases file is {"cases": [{"prompt": "…", "tool": "tool_name"}, …]}.' };
  if (list.length > MAX_SELECTION_CASES)
    return { error: `${list.length} cases: at most ${MAX_SELECTION_CASES} are read.` };
  const cases: SelectionCase[] = [];
  for (const [i, c] of list.entries()) {
    if (!isPlainObject(c) || typeof c.prompt !== 'string' || typeof c.tool !== 'string')
      return { error: `cases[${i}] needs a "prompt" and a "tool", both strings.` };
    if (c.prompt.trim() === '') return { error: `cases[${i}] has an empty prompt.` };
    if (c.prompt.length > MAX_PROMPT_CHARS)
      return { error: `cases[${i}]: its prompt is over ${MAX_PROMPT_CHARS} characters.` };
    cases.push({ prompt: c.prompt, tool: c.tool });
  }
  return { cases };
}
