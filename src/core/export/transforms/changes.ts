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

/** Changes per tool compared one by one for duplicates before an index is built. */
const CHANGES_SCANNED = 16;

/**
 * Collects the changes made to one tool. Severity follows from the kind unless given:
 * a rejection is an error, anything that widens, narrows or is unverified a warning, the rest info.
 */
export class ChangeLog {
  readonly changes: ExportChange[] = [];
  /**
   * Messages logged per code and pointer, built once a tool has many changes: most tools have a
   * handful, and comparing against them costs less than building a key for each (an export of
   * 1 000 tools to every target logs about 38 000 changes).
   */
  private seen: Map<string, string[]> | undefined;

  constructor(
    readonly toolIndex: number,
    readonly toolName: string,
  ) {}

  add(input: ChangeInput): void {
    // An inlined definition is visited once per reference; one entry per place is enough.
    if (this.logged(input)) return;
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

  /** Whether this code, pointer and message are in the log already; remembers them if not. */
  private logged({ code, pointer, message }: ChangeInput): boolean {
    if (!this.seen && this.changes.length < CHANGES_SCANNED) {
      return this.changes.some(
        (c) => c.code === code && c.pointer === pointer && c.message === message,
      );
    }
    if (!this.seen) {
      this.seen = new Map();
      for (const c of this.changes) this.remember(c.code, c.pointer, c.message);
    }
    const messages = this.seen.get(`${code}\u0000${pointer}`);
    if (messages?.includes(message)) return true;
    this.remember(code, pointer, message);
    return false;
  }

  private remember(code: string, pointer: string, message: string): void {
    const key = `${code}\u0000${pointer}`;
    const messages = this.seen!.get(key);
    if (messages) messages.push(message);
    else this.seen!.set(key, [message]);
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

  /** Logs again a change an earlier export logged for this tool at this place (its build was reused). */
  replay(change: ExportChange): void {
    this.changes.push({ ...change, toolIndex: this.toolIndex, toolName: this.toolName });
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
