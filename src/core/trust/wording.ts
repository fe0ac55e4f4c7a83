/**
 * Word lists for reading what a description claims. Deterministic and deliberately small: a
 * word counts only as a whole word, and not when a negation ("does not delete", "never
 * writes", "without modifying") comes just before it.
 */

/** Verbs that say a tool changes something (contradict readOnlyHint: true). */
export const WRITE_WORDS = [
  'delete',
  'deletes',
  'deleting',
  'write',
  'writes',
  'writing',
  'send',
  'sends',
  'sending',
  'create',
  'creates',
  'creating',
  'update',
  'updates',
  'updating',
  'remove',
  'removes',
  'removing',
  'modify',
  'modifies',
  'modifying',
  'overwrite',
  'overwrites',
  'overwriting',
  'insert',
  'inserts',
  'inserting',
  'upload',
  'uploads',
  'uploading',
  'post',
  'posts',
  'posting',
  'drop',
  'drops',
  'dropping',
  'erase',
  'erases',
  'purge',
  'purges',
  'edit',
  'edits',
  'editing',
  'rename',
  'renames',
  'move',
  'moves',
  'save',
  'saves',
  'publish',
  'publishes',
  'execute',
  'executes',
  'install',
  'installs',
  'uninstall',
  'uninstalls',
] as const;

/** Verbs that say a tool destroys or replaces data (contradict destructiveHint: false). */
export const DESTRUCTIVE_WORDS = [
  'delete',
  'deletes',
  'deleting',
  'overwrite',
  'overwrites',
  'overwriting',
  'drop',
  'drops',
  'dropping',
  'erase',
  'erases',
  'erasing',
  'purge',
  'purges',
  'purging',
  'wipe',
  'wipes',
  'wiping',
  'destroy',
  'destroys',
  'destroying',
  'truncate',
  'truncates',
  'truncating',
  'remove',
  'removes',
  'removing',
  'permanently',
  'irreversible',
  'irreversibly',
] as const;

/** Words that say a tool reaches outside the server (contradict openWorldHint: false). */
export const OPEN_WORLD_WORDS = [
  'web',
  'website',
  'websites',
  'webpage',
  'internet',
  'online',
  'email',
  'emails',
  'e-mail',
  'http',
  'https',
  'url',
  'urls',
  'download',
  'downloads',
  'fetch',
  'fetches',
  'crawl',
  'crawls',
  'scrape',
  'scrapes',
  'webhook',
  'webhooks',
  'sms',
] as const;

const NEGATIONS = new Set([
  'not',
  'never',
  'no',
  'without',
  "doesn't",
  "don't",
  "won't",
  'cannot',
  "can't",
  'nor',
  'neither',
  'non',
]);

/** Lower-case words with their start index; hyphenated words (e-mail, read-only) stay whole. */
export function wordsOf(text: string): { word: string; index: number }[] {
  // The rules of one tool read the same description one after another: remember the last one.
  if (text === lastText) return lastWords;
  lastWords = splitWords(text);
  lastText = text;
  return lastWords;
}
let lastText: string | undefined;
let lastWords: { word: string; index: number }[] = [];

function splitWords(text: string): { word: string; index: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)].map((m) => ({
    word: m[0].toLowerCase().replace('’', "'"),
    index: m.index,
  }));
}

/**
 * The words of `list` the text uses affirmatively, each once, in order of appearance. A word
 * counts as negated when one of the three words before it is a negation.
 */
export function affirmedWords(
  text: string | readonly { word: string }[],
  list: readonly string[],
): string[] {
  const wanted = new Set(list);
  const words = typeof text === 'string' ? wordsOf(text) : text;
  const found: string[] = [];
  words.forEach(({ word }, i) => {
    if (!wanted.has(word) || found.includes(word)) return;
    const before = words.slice(Math.max(0, i - 3), i).map((w) => w.word);
    if (before.some((w) => NEGATIONS.has(w))) return;
    found.push(word);
  });
  return found;
}

/** A tool name's words: `delete_file`, `deleteFile` and `delete-file` all give delete, file. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * Phrases that address the model instead of describing the tool: prompt injection and
 * tool-poisoning patterns (invariantlabs-ai/mcp-scan, the OWASP LLM01 prompt-injection examples).
 * Usage guidance ("use this tool when …") is not among them.
 */
const MODEL_DIRECTED_PHRASES: readonly { pattern: RegExp; label: string }[] = [
  {
    pattern:
      /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+)*(?:previous|prior|above|earlier|other|system)\s+(?:instructions?|prompts?|rules?|messages?)/i,
    label: 'tells the model to ignore its instructions',
  },
  {
    pattern: /\b(?:always|must|first)\s+(?:call|use|run|invoke)\s+this\s+tool\s+(?:first|before)/i,
    label: 'tells the model to call this tool first',
  },
  {
    pattern: /\b(?:before|instead of)\s+(?:calling|using|running)\s+any\s+other\s+tools?/i,
    label: 'tells the model to put this tool before all others',
  },
  {
    pattern:
      /\b(?:do\s+not|don't|never)\s+(?:tell|inform|show|mention\s+(?:this\s+)?to|reveal\s+(?:this\s+)?to|let)\s+the\s+user/i,
    label: 'tells the model to hide something from the user',
  },
  {
    pattern: /\bwithout\s+(?:telling|informing|notifying|asking)\s+the\s+user/i,
    label: 'tells the model to act without the user knowing',
  },
  {
    pattern: /\b(?:the\s+user|user)\s+(?:must|should)\s+not\s+(?:know|see|be\s+told)/i,
    label: 'tells the model to hide something from the user',
  },
  {
    pattern: /\byou\s+are\s+now\b|\bnew\s+instructions\s*:|\bsystem\s+prompt\b/i,
    label: "tries to change the model's instructions",
  },
  {
    pattern: /<\/?\s*(?:important|instructions?|system|secret)\s*>/i,
    label: 'hides instructions in a tag',
  },
  {
    pattern: /(?:~\/\.ssh|\bid_rsa\b|\.aws\/credentials|\bmcp\.json\b)/i,
    label: 'points the model at secret files',
  },
];

/**
 * One cheap test that every phrase above needs to pass (each contains one of these words), so
 * most descriptions are cleared without running the list.
 */
export const MAY_ADDRESS_MODEL =
  /ignore|disregard|forget|override|this tool|other tool|the user|user (?:must|should)|you are now|new instructions|system prompt|<\/?\s*(?:important|instructions?|system|secret)|\.ssh|id_rsa|\.aws\/|mcp\.json/i;

export function modelDirectedPhrases(
  text: string,
): { match: string; index: number; label: string }[] {
  const found: { match: string; index: number; label: string }[] = [];
  for (const { pattern, label } of MODEL_DIRECTED_PHRASES) {
    const match = pattern.exec(text);
    if (match) found.push({ match: match[0], index: match.index, label });
  }
  return found.sort((a, b) => a.index - b.index);
}
