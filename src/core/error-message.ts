/**
 * What a caught error says, for a message to the user: its own message, or the thrown value as
 * text (libraries and user code may throw anything, not only Errors).
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
