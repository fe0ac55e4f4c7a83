import { joinPointer } from '../../model/pointer';
import { setValueEdits } from '../../model/json-edits';
import type { Rule } from './rule';

const MAX_TAG_LENGTH = 64;
const MAX_TAG_COUNT = 20;

/** Tag normalisation (docs/tool-record.md#tags): lowercase, trim, whitespace to "-", only [a-z0-9-_.], de-duplicated in order. */
function normalizeTag(tag: string): string {
  return tag
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9\-_.]/g, '');
}

function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const normal = normalizeTag(tag);
    if (normal === '' || seen.has(normal)) continue;
    seen.add(normal);
    result.push(normal);
  }
  return result;
}

export const tagsNormalized: Rule = {
  code: 'tags-not-normalized',
  severity: 'warning',
  scope: 'tool',
  title: 'Tags are lowercase, trimmed, use "-" for spaces, only [a-z0-9-_.], with no duplicates.',
  rationale:
    'toolfoundation "Tag normalization rules" (lowercased, trimmed, whitespace to "-", allowed [a-z0-9-_.], duplicates removed).',
  check({ tool, entry, document, report }) {
    if (!('tags' in tool)) return;
    const pointer = joinPointer(entry.pointer, 'tags');
    if (!Array.isArray(tool.tags) || tool.tags.some((t) => typeof t !== 'string')) {
      report({ pointer, message: 'The "tags" must be an array of strings.', severity: 'error' });
      return;
    }
    const tags = tool.tags as string[];
    const normal = normalizeTags(tags);
    if (normal.length !== tags.length || normal.some((t, i) => t !== tags[i])) {
      report({
        pointer,
        message: `Tags should be normalised: ${JSON.stringify(normal)}.`,
        fix: { title: 'Normalise the tags', edits: setValueEdits(document, pointer, normal) },
      });
    }
  },
};

export const tagsLimits: Rule = {
  code: 'tags-limits',
  severity: 'error',
  scope: 'tool',
  title: `At most ${MAX_TAG_COUNT} tags, each at most ${MAX_TAG_LENGTH} characters.`,
  rationale:
    'toolfoundation: at most 64 characters per tag and 20 tags (docs/tool-record.md#tags).',
  check({ tool, entry, report }) {
    if (!Array.isArray(tool.tags)) return;
    const tags = tool.tags.filter((t): t is string => typeof t === 'string');
    const count = normalizeTags(tags).length;
    if (count > MAX_TAG_COUNT)
      report({
        pointer: joinPointer(entry.pointer, 'tags'),
        message: `There are ${count} distinct tags; the limit is ${MAX_TAG_COUNT}.`,
      });
    tool.tags.forEach((tag, index) => {
      if (typeof tag === 'string' && normalizeTag(tag).length > MAX_TAG_LENGTH) {
        report({
          pointer: joinPointer(entry.pointer, 'tags', index),
          message: `This tag is ${normalizeTag(tag).length} characters long after normalisation; the limit is ${MAX_TAG_LENGTH}.`,
        });
      }
    });
  },
};
