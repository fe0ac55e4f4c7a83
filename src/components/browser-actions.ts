/** The two side effects the Export and Share panels need, kept apart from what they show. */
import { errorMessage } from '../core';

/** Writes text to the clipboard; resolves to an error message instead of throwing. */
export async function copyText(text: string): Promise<string | undefined> {
  try {
    await navigator.clipboard.writeText(text);
    return undefined;
  } catch (error) {
    return `The clipboard refused the text (${errorMessage(error)}). Select the text and copy it by hand.`;
  }
}

/** Saves text as a file through a temporary object URL (nothing leaves the page). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
