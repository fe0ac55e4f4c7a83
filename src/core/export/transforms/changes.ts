import type { ChangeKind, ExportChange } from '../adapter';
import type { CatalogueCode } from '../changes/catalogue';

export interface ChangeInput {
  code: CatalogueCode;
  kind: ChangeKind;
  pointer: string;
  message: string;
  widening?: boolean;
  narrowing?: boolean;
  severity?: ExportChange['severity'];
  suggestion?: string;
}

/**
 * Collects the changes made to one tool. Severity follows from the kind unless given:
 * a rejection is an error, anything that widens, narrows or is unverified a warning, the rest info.
 */
export class ChangeLog {
  readonly changes: ExportChange[] = [];
  /** Messages logged per code and pointer: keys stay short, so a long message is never hashed. */
  private readonly seen = new Map<string, string[]>();

  constructor(
    readonly toolIndex: number,
    readonly toolName: string,
  ) {}

  add(input: ChangeInput): void {
    // An inlined definition is visited once per reference; one entry per place is enough.
    const key = `${input.code}\u0000${input.pointer}`;
    const messages = this.seen.get(key);
    if (messages === undefined) this.seen.set(key, [input.message]);
    else if (messages.includes(input.message)) return;
    else messages.push(input.message);
    const widening = input.widening ?? false;
    const narrowing = input.narrowing ?? false;
    const severity =
      input.severity ??
      (input.kind === 'rejected'
        ? 'error'
        : widening || narrowing || input.kind === 'flagged'
          ? 'warning'
          : 'info');
    const change: ExportChange = {
      code: input.code,
      kind: input.kind,
      severity,
      toolIndex: this.toolIndex,
      toolName: this.toolName,
      pointer: input.pointer,
      message: input.message,
      widening,
      narrowing,
    };
    if (input.suggestion !== undefined) change.suggestion = input.suggestion;
    this.changes.push(change);
  }

  reject(code: CatalogueCode, pointer: string, message: string, suggestion?: string): void {
    this.add({
      code,
      kind: 'rejected',
      pointer,
      message,
      ...(suggestion !== undefined ? { suggestion } : {}),
    });
  }

  get rejections(): ExportChange[] {
    return this.changes.filter((c) => c.kind === 'rejected');
  }
}

/** A value as JSON for a change message, cut short: the message names it, it does not carry it. */
export function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
