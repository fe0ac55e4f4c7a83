import type { Position } from './diagnostic';

/** Maps character offsets to 1-based line/column; the line table is built on first use, as most texts have no finding to place. */
export class LineIndex {
  private starts: number[] | undefined;

  constructor(readonly text: string) {}

  private get lineStarts(): number[] {
    return (this.starts ??= LineIndex.computeLineStarts(this.text));
  }

  private static computeLineStarts(text: string): number[] {
    const starts = [0];
    // Without carriage returns every line ends at a "\n", which the engine's own search finds
    // several times faster than a loop over every character (placing findings needs this table).
    if (!text.includes('\r')) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      return starts;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    return starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  positionAt(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: clamped - this.lineStarts[low]! + 1 };
  }

  offsetAt(position: Position): number {
    const start =
      this.lineStarts[Math.max(0, Math.min(position.line - 1, this.lineStarts.length - 1))]!;
    return Math.min(this.text.length, start + Math.max(0, position.column - 1));
  }
}
