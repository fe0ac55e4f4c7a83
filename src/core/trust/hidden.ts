import type { ParsedDocument } from '../model/document';
import type { ToolString } from './strings';
import { decodeStringToken, isPlainAsciiText, stringTokenRange, toolStrings } from './strings';

/**
 * Characters that change what a model reads without changing what a reviewer sees.
 * - tag: Unicode tag characters U+E0000–U+E007F. U+E0020–U+E007E mirror printable ASCII, so a
 *   run of them spells text every tokenizer reads and no font draws ("ASCII smuggling").
 * - bidi: bidirectional formatting controls (Unicode UAX #9 explicit formatting characters and
 *   marks), which reorder how text is displayed ("Trojan Source", CVE-2021-42574).
 * - zero-width: characters with no width that split or join words invisibly.
 */
export type HiddenKind = 'tag' | 'bidi' | 'zero-width';

const BIDI_NAMES: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

const ZERO_WIDTH_NAMES: Record<number, string> = {
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x2060: 'WORD JOINER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

/** Quick test on decoded text: does it hold any character `hiddenKind` classifies? */
const HIDDEN_CHARACTER =
  /[\u{E0000}-\u{E007F}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/u;

function hiddenKind(codePoint: number): HiddenKind | undefined {
  if (codePoint >= 0xe0000 && codePoint <= 0xe007f) return 'tag';
  if (codePoint in BIDI_NAMES) return 'bidi';
  if (codePoint in ZERO_WIDTH_NAMES) return 'zero-width';
  return undefined;
}

/** `U+202E RIGHT-TO-LEFT OVERRIDE`; tag characters by number only. */
export function describeCodePoint(codePoint: number): string {
  const hex = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = BIDI_NAMES[codePoint] ?? ZERO_WIDTH_NAMES[codePoint];
  return name ? `${hex} ${name}` : hex;
}

/** What a run of tag characters spells: U+E0020–U+E007E are ASCII shifted by 0xE0000. */
export function decodeTagText(codePoints: readonly number[]): string {
  return codePoints
    .filter((c) => c >= 0xe0020 && c <= 0xe007e)
    .map((c) => String.fromCharCode(c - 0xe0000))
    .join('');
}

/** A run of adjacent hidden characters of one kind inside one string. */
export interface HiddenRun {
  kind: HiddenKind;
  /** Pointer of the value (or, with `key`, of the member whose name) holding the run. */
  pointer: string;
  key: boolean;
  /** Where the run is spelt in the text (raw characters or `\u` escapes). */
  offset: number;
  length: number;
  codePoints: number[];
}

const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * A zero width joiner between two pictographs builds one emoji (👩‍💻) and hides nothing; the
 * same character between letters is what splits or disguises words.
 */
function isEmojiJoiner(points: readonly { codePoint: number }[], index: number): boolean {
  if (points[index]!.codePoint !== 0x200d) return false;
  const before = points[index - 1];
  const after = points[index + 1];
  return (
    before !== undefined &&
    after !== undefined &&
    EMOJI.test(
      String.fromCodePoint(
        before.codePoint === 0xfe0f ? (points[index - 2]?.codePoint ?? 0) : before.codePoint,
      ),
    ) &&
    EMOJI.test(String.fromCodePoint(after.codePoint))
  );
}

function runsInString(
  document: Pick<ParsedDocument, 'root' | 'text'>,
  item: ToolString,
): HiddenRun[] {
  const token = stringTokenRange(document, item.pointer, item.key);
  if (!token) return [];
  const points = decodeStringToken(document.text, token.offset, token.length);
  const runs: HiddenRun[] = [];
  let current: HiddenRun | undefined;
  points.forEach((point, index) => {
    const kind = hiddenKind(point.codePoint);
    if (!kind || (kind === 'zero-width' && isEmojiJoiner(points, index))) {
      current = undefined;
      return;
    }
    if (current && current.kind === kind && current.offset + current.length === point.offset) {
      current.length += point.length;
      current.codePoints.push(point.codePoint);
      return;
    }
    current = {
      kind,
      pointer: item.pointer,
      key: item.key,
      offset: point.offset,
      length: point.length,
      codePoints: [point.codePoint],
    };
    runs.push(current);
  });
  return runs;
}

const cache = new WeakMap<object, { text: string; runs: HiddenRun[] }>();

/**
 * Every run of hidden characters in a tool's names, values and property names, located in the
 * text. Most tools hold none: their decoded strings are tested first and the syntax tree is
 * only consulted for a string that matches. Cached per tool object, as three rules ask.
 */
export function hiddenRuns(
  document: Pick<ParsedDocument, 'root' | 'text'>,
  tool: object,
  pointer: string,
): HiddenRun[] {
  if (isPlainAsciiText(document)) return [];
  const cached = cache.get(tool);
  if (cached && cached.text === document.text) return cached.runs;
  const runs = toolStrings(tool, pointer)
    .filter((item) => HIDDEN_CHARACTER.test(item.text))
    .flatMap((item) => runsInString(document, item));
  cache.set(tool, { text: document.text, runs });
  return runs;
}
