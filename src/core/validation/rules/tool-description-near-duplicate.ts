import {
  DESCRIPTION_SIMILARITY_MAX_CANDIDATES,
  DESCRIPTION_SIMILARITY_THRESHOLD,
} from '../../limits';
import { joinPointer } from '../../model/pointer';
import { similarTexts, wordSet } from '../similarity';
import { describeTool, toolsetRule } from './toolset-rule';

/** Most words of each side a message lists as the difference. */
const SHOWN_WORDS = 6;

const listWords = (words: string[]) =>
  words
    .slice(0, SHOWN_WORDS)
    .map((w) => `"${w}"`)
    .join(', ') + (words.length > SHOWN_WORDS ? ` and ${words.length - SHOWN_WORDS} more` : '');

export const toolDescriptionNearDuplicate = toolsetRule(
  {
    code: 'tool-description-near-duplicate',
    severity: 'warning',
    title: `No two tools have descriptions that share ${Math.round(DESCRIPTION_SIMILARITY_THRESHOLD * 100)}% or more of their words (Jaccard similarity of the word sets, ignoring case, punctuation and a few common words).`,
    rationale:
      'A model chooses among tools by their descriptions; two that say almost the same thing leave it guessing which to call (Anthropic, "Writing effective tools for agents", https://www.anthropic.com/engineering/writing-tools-for-agents: give each tool a clear, distinct purpose).',
  },
  ({ tools, container, report }) => {
    const texts = tools.map((tool) =>
      typeof tool.value.description === 'string' ? tool.value.description : undefined,
    );
    const { matches } = similarTexts(
      texts,
      DESCRIPTION_SIMILARITY_THRESHOLD,
      DESCRIPTION_SIMILARITY_MAX_CANDIDATES,
    );
    for (const [index, { other, score }] of matches) {
      const mine = wordSet(texts[index]!);
      const theirs = wordSet(texts[other]!);
      const theirSet = new Set(theirs);
      const mineSet = new Set(mine);
      const onlyMine = mine.filter((w) => !theirSet.has(w));
      const onlyTheirs = theirs.filter((w) => !mineSet.has(w));
      const percent = Math.floor(score * 100);
      const difference =
        onlyMine.length === 0 && onlyTheirs.length === 0
          ? 'they use the same words'
          : onlyTheirs.length === 0
            ? `this one only adds ${listWords(onlyMine)}`
            : onlyMine.length === 0
              ? `the other only adds ${listWords(onlyTheirs)}`
              : `this one says ${listWords(onlyMine)} where the other says ${listWords(onlyTheirs)}`;
      report(index, {
        pointer: joinPointer(tools[index]!.pointer, 'description'),
        message: `This description shares ${percent}% of its words with the description of ${describeTool(tools[other]!)} in this ${container} (${difference}). A model picks a tool by its description: say what this tool does that the other does not, and when to use which.`,
      });
    }
  },
);
