/**
 * Where a call's answer is drawn, and taking the user there: the Run button sits at the top of the
 * Form and the Result further down, so a call moves focus (and the view) to it once the Result
 * draws the call, as running or with its answer (a fast call is drawn only with its answer). One
 * Form tab is mounted at a time, so one id names its Result.
 */
export const RESULT_REGION_ID = 'call-result';

/** The latest Run's wish to focus its tool's Result, and where focus was when it was made. */
let wish: { toolId: string; from: Element | null } | undefined;

/** Focuses the Result region and scrolls it into view. */
function focusResult(): void {
  const region = document.getElementById(RESULT_REGION_ID);
  if (!region) return;
  region.focus({ preventScroll: true });
  region.scrollIntoView({ block: 'nearest' });
}

/** Run has sent a call of `toolId`: its Result takes focus when it draws the call. */
export function focusResultOnDraw(toolId: string): void {
  wish = { toolId, from: document.activeElement };
}

/**
 * The Result of `toolId` has drawn a new call. Focus moves there in the next frame (after the
 * frame that shows it, and outside the task that drew it), unless the user has moved it since Run
 * or the Result already holds it (a server's question, ElicitationForm.tsx, takes it first).
 */
export function resultDrewCall(toolId: string): void {
  if (wish?.toolId !== toolId) return;
  const { from } = wish;
  wish = undefined;
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const region = document.getElementById(RESULT_REGION_ID);
    if (region?.contains(active)) return;
    // Run disabled while the call runs has left focus on the page's body.
    if (active === from || active === document.body) focusResult();
  });
}
