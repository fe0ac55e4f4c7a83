/**
 * Where a call's answer is drawn, and taking the user there: the Run button sits at the top of the
 * Form and the Result further down, so a call moves focus (and the view) to it. One Form tab is
 * mounted at a time, so one id names its Result.
 */
export const RESULT_REGION_ID = 'call-result';

/** Focuses the Result region and scrolls it into view. */
export function focusResult(): void {
  const region = document.getElementById(RESULT_REGION_ID);
  if (!region) return;
  region.focus({ preventScroll: true });
  region.scrollIntoView({ block: 'nearest' });
}
