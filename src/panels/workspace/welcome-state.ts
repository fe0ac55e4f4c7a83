/** Whether the first-run welcome was dismissed in this browser (it stays dismissed once it was). */
const DISMISSED_KEY = 'tool-schema-studio.welcome-dismissed';

export function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (a private window): the welcome is gone for this page only.
  }
}
