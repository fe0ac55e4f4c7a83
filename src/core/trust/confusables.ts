/**
 * A PARTIAL table of Cyrillic and Greek letters that look like Latin ones, taken from the
 * Unicode confusables data (UTS #39, confusables.txt) for the letters that are
 * indistinguishable in common fonts. It covers only Latin/Cyrillic/Greek; other scripts and
 * many rarer look-alikes are not listed, so a name passing this check may still deceive.
 */
const CONFUSABLE_WITH_LATIN: Record<string, string> = {
  // Cyrillic small
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  // Cyrillic capital
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  Ү: 'Y',
  // Greek small
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  // Greek capital
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

export type Script = 'Latin' | 'Cyrillic' | 'Greek';

const SCRIPTS: readonly [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
];

function scriptOf(char: string): Script | undefined {
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0];
}

/** The text with every listed look-alike replaced by the Latin letter it imitates. */
function latinSkeleton(text: string): string {
  return [...text].map((c) => CONFUSABLE_WITH_LATIN[c] ?? c).join('');
}

export interface MixedScript {
  scripts: Script[];
  /** The non-Latin letters, in order of appearance, each once. */
  foreign: string[];
  /** What the text looks like when read as Latin, when every foreign letter has a Latin twin. */
  looksLike: string | undefined;
}

const LETTERS = /[\p{L}]+/gu;

/**
 * Finds text that mixes Latin with Cyrillic or Greek letters. `wholeText` checks the whole
 * identifier (names: `get_dаta` is one name); otherwise each word separately, since a title may
 * quote a word in another script. A word wholly in Cyrillic/Greek made only of Latin look-alikes
 * (`сору`) is reported when it is a whole identifier.
 */
export function findMixedScript(text: string, wholeText: boolean): MixedScript | undefined {
  const parts = wholeText ? [text] : (text.match(LETTERS) ?? []);
  for (const part of parts) {
    const scripts = new Set<Script>();
    for (const char of part) {
      const script = /\p{L}/u.test(char) ? scriptOf(char) : undefined;
      if (script) scripts.add(script);
    }
    const foreign = [
      ...new Set(
        [...part].filter((c) => {
          const script = /\p{L}/u.test(c) ? scriptOf(c) : undefined;
          return script !== undefined && script !== 'Latin';
        }),
      ),
    ];
    const allLookAlikes = foreign.length > 0 && foreign.every((c) => c in CONFUSABLE_WITH_LATIN);
    const mixed = scripts.size >= 2 && scripts.has('Latin');
    // An identifier spelt wholly in look-alikes (Cyrillic "сору") imitates a Latin one as well.
    const disguised = wholeText && scripts.size === 1 && allLookAlikes;
    if (!mixed && !disguised) continue;
    return {
      scripts: [...scripts],
      foreign,
      looksLike: allLookAlikes ? latinSkeleton(part) : undefined,
    };
  }
  return undefined;
}
