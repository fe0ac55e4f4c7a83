import { workspaceStore } from '../../store';
import { whenIdle } from '../../when-idle';
import { requestFormValidator, VALIDATOR_KEYWORDS } from './rjsf-validators';

/**
 * A key of the keywords that make RJSF consult its validator, or any `\u` escape, which could
 * spell one. Read on the text, not the parsed schema, so that a whole workspace is scanned in
 * about a millisecond; a false match only requests Ajv early.
 */
const MAY_ASK_VALIDATOR = new RegExp(`"(?:${VALIDATOR_KEYWORDS.join('|')})"\\s*:|\\\\u`);

/** Whether a tool's text may hold a schema whose form consults the validator (conservative). */
export function textMayAskValidator(text: string): boolean {
  return MAY_ASK_VALIDATOR.test(text);
}

/**
 * Requests the form's Ajv at an idle moment once the workspace holds a tool whose form may need
 * it (an imported server's unions, a saved workspace), so that opening such a tool does not show
 * "Loading the form's schema checker…". A workspace without one (the first visit's example) loads
 * it at the first key instead (`requestFormValidatorOnWriting`). Returns the cancel.
 */
export function requestValidatorForWorkspace(): () => void {
  let cancelIdle: (() => void) | undefined;
  // A tool is an immutable object in the store: one scanned is not scanned again, so a key costs
  // the scan of the tool it changed, not of the whole workspace.
  const scanned = new WeakSet<object>();
  const mayAsk = (tool: { text: string }) => {
    if (scanned.has(tool)) return false;
    scanned.add(tool);
    return textMayAskValidator(tool.text);
  };
  const check = () => {
    cancelIdle = undefined;
    if (!workspaceStore.getState().tools.some(mayAsk)) return;
    stop();
    requestFormValidator();
  };
  const schedule = () => {
    cancelIdle ??= whenIdle(check);
  };
  const unsubscribe = workspaceStore.subscribe((state, previous) => {
    if (state.tools !== previous.tools) schedule();
  });
  const stop = () => {
    unsubscribe();
    cancelIdle?.();
    cancelIdle = undefined;
  };
  schedule();
  return stop;
}
