import api, { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { countMergedTokens } from './bpe-merge';
import { loadO200k } from './o200k';

/** gpt-tokenizer's own count of the unsplit text: the figure the linear count must equal. */
const libraryCount = (text: string) => countTokens(text, { disallowedSpecial: new Set<string>() });

/** A deterministic generator, so a failure names its input. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ALPHABETS = {
  chinese:
    '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切',
  japanese:
    'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコ漢字東京日本語',
  latin: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  mixed:
    'aZ09_-.,;:!?()[]{}"\'`~@#$%^&*+=|\\/<> \t\n\r\u00e9\u00df\u0416\u05e9\u0627\u{1F600}\u{1F469}\u200d\u{1F4BB}\u202e\u0301',
};

function text(alphabet: string, length: number, seed: number): string {
  const chars = [...alphabet];
  const next = random(seed);
  let out = '';
  for (let i = 0; i < length; i++) out += chars[Math.floor(next() * chars.length)];
  return out;
}

describe('o200k_base count', () => {
  it('equals gpt-tokenizer on the unsplit text: runs without spaces, mixed scripts, symbols and special-token text', async () => {
    const count = await loadO200k();
    const samples = [
      '',
      'a',
      'Get the current weather for a city.',
      '<|endoftext|> is text here, as are <|im_start|> and <|fim_prefix|>',
      '获取指定城市的当前天气信息，包括温度、湿度和风速。',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      '\ud800 lone surrogates \udc00 become U+FFFD for both',
      '1234567890'.repeat(50),
      '   \n\n\t  spaced    out \r\n',
    ];
    for (const [name, alphabet] of Object.entries(ALPHABETS))
      for (const [length, seed] of [
        [50, 1],
        [700, 2],
        [3_000, 3],
      ] as const)
        samples.push(text(alphabet, length, seed + name.length));
    // Long unspaced runs where the unsplit count still finishes in a test's time.
    samples.push('中'.repeat(4_000), 'a'.repeat(6_000), 'Ab'.repeat(2_500), '😀'.repeat(1_500));
    for (const sample of samples)
      expect(count(sample), sample.slice(0, 40)).toBe(libraryCount(sample));
  });

  it('counts a 300 000-character unspaced run (quadratic before: it did not finish)', async () => {
    const count = await loadO200k();
    const chinese = text(ALPHABETS.chinese, 300_000, 7);
    const figure = count(chinese);
    // At least one token per few characters, at most one per UTF-8 byte.
    expect(figure).toBeGreaterThan(300_000 / 4);
    expect(figure).toBeLessThanOrEqual(900_000);
    // Cut where the library finishes, each piece's count equals the library's on that piece.
    const piece = chinese.slice(0, 3_000);
    expect(count(piece)).toBe(libraryCount(piece));
  });
});

describe('countMergedTokens', () => {
  it('merges the lowest-rank pair first and the leftmost on a tie, as tiktoken does', () => {
    const bytes = new TextEncoder().encode('aaab');
    // "aa" rank 1, "ab" rank 0: "a a a b" → "a a ab" → "aa ab"; tokens "aa", "ab".
    const ranks = new Map([
      ['ab', 0],
      ['aa', 1],
    ]);
    const rankOf = (b: Uint8Array, s: number, e: number) =>
      ranks.get(new TextDecoder().decode(b.subarray(s, e)));
    expect(countMergedTokens(bytes, rankOf)).toBe(2);
    // "aa" alone, tie between the pairs at 0 and 1: the leftmost merges, leaving "aa a".
    expect(countMergedTokens(new TextEncoder().encode('aaa'), rankOf)).toBe(2);
  });

  it('looks each pair up a bounded number of times: at most three lookups per byte', () => {
    const bytes = new TextEncoder().encode('中'.repeat(20_000));
    let lookups = 0;
    const core = (
      api as unknown as {
        bytePairEncodingCoreProcessor: { getBpeRankFromBytes(b: Uint8Array): number | undefined };
      }
    ).bytePairEncodingCoreProcessor;
    countMergedTokens(bytes, (b, s, e) => {
      lookups++;
      return core.getBpeRankFromBytes(b.subarray(s, e));
    });
    expect(lookups).toBeLessThanOrEqual(3 * bytes.length);
  });
});
