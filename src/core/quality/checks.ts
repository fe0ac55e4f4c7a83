import { isPlainObject } from '../model/types';
import { affirmedWords, nameWords, wordsOf } from '../trust/wording';

/**
 * Deterministic reading of a tool's text for the quality rules and the quality report. These
 * are our own heuristics, tuned on the real tools in the test fixtures; they are not any
 * registry's grader.
 */

/** Fewer words than this cannot say what a tool does and on what ("Get weather"). */
export const MIN_DESCRIPTION_WORDS = 3;
/** Above this a description costs more context than it earns (about 375 tokens at 4 characters a token). */
export const MAX_DESCRIPTION_CHARS = 1500;
/** Rough size of a token for English prose, used only to say what a long description costs. */
export const CHARS_PER_TOKEN_ESTIMATE = 4;
/** Enums with this many values or more need their values explained; two (asc/desc) usually explain themselves. */
export const MIN_ENUM_VALUES_TO_EXPLAIN = 3;

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'to',
  'for',
  'from',
  'by',
  'with',
  'and',
  'or',
  'at',
  'as',
  'into',
  'this',
  'that',
  'its',
  'it',
  'is',
  'are',
  'be',
  'new',
  'given',
  'specified',
  'specific',
  'tool',
  'function',
  'one',
  'single',
]);

/** Singular-ish stem, so "issues" matches "issue" and "searches" matches "search". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function descriptionOf(tool: Record<string, unknown>): string | undefined {
  return typeof tool.description === 'string' && tool.description.trim() !== ''
    ? tool.description
    : undefined;
}

function wordCount(text: string): number {
  return wordsOf(text).length;
}

export function isTooShort(description: string): boolean {
  return wordCount(description) < MIN_DESCRIPTION_WORDS;
}

/** True when every meaningful word of the description is already in the name ("Create a calendar event." for create_calendar_event). */
export function isTautological(name: string, description: string): boolean {
  const named = new Set(nameWords(name).map(stem));
  const content = wordsOf(description)
    .map(({ word }) => stem(word))
    .filter((w) => !STOPWORDS.has(w));
  return content.length > 0 && content.every((w) => named.has(w));
}

/** Phrases that tell a model when (or when not) to pick the tool, or what to do instead. */
const USAGE_GUIDANCE = [
  /\buse (?:this|it)\b/i,
  /\b(?:use|call|useful|helpful|intended|designed|best|good) (?:when|if|for|to)\b/i,
  /\bwhen (?:you|the user|a user|asked|needed|there)\b/i,
  /\b(?:do not|don't|never) use\b/i,
  /\binstead(?: of)?\b/i,
  /\b(?:prefer|rather than|only (?:when|if|for)|before (?:calling|using)|after (?:calling|using))\b/i,
  /\b(?:e\.g\.|for example|for instance|such as)/i,
];

export function hasUsageGuidance(description: string): boolean {
  return USAGE_GUIDANCE.some((pattern) => pattern.test(description));
}

/** Words that tell a reader what the tool changes or reaches. */
const EFFECT_WORDS = [
  'create',
  'creates',
  'write',
  'writes',
  'update',
  'updates',
  'delete',
  'deletes',
  'remove',
  'removes',
  'modify',
  'modifies',
  'change',
  'changes',
  'overwrite',
  'overwrites',
  'replace',
  'replaces',
  'send',
  'sends',
  'post',
  'posts',
  'publish',
  'publishes',
  'store',
  'stores',
  'save',
  'saves',
  'upload',
  'uploads',
  'insert',
  'inserts',
  'apply',
  'applies',
  'set',
  'sets',
  'turn',
  'turns',
  'execute',
  'executes',
  'run',
  'runs',
  'charge',
  'charges',
  'permanent',
  'permanently',
  'irreversible',
  'side',
  'effect',
  'effects',
  'web',
  'internet',
  'online',
  'url',
  'http',
  'https',
  'api',
  'email',
  'remote',
  'external',
  'network',
  'fetch',
  'fetches',
  'navigate',
  'navigates',
  'request',
  'requests',
  'search',
  'searches',
];

export function mentionsEffects(text: string): boolean {
  return affirmedWords(text, EFFECT_WORDS).length > 0;
}

/** What the hints say the tool does beyond reading local data; empty when they say nothing of the kind. */
export function declaredEffects(tool: Record<string, unknown>, registry: boolean): string[] {
  const annotations = tool.annotations;
  if (!isPlainObject(annotations)) return [];
  const key = (hint: string) => (registry ? hint.replace(/Hint$/, '') : hint);
  const effects: string[] = [];
  if (annotations[key('readOnlyHint')] === false) effects.push(`"${key('readOnlyHint')}": false`);
  if (annotations[key('destructiveHint')] === true)
    effects.push(`"${key('destructiveHint')}": true`);
  if (annotations[key('openWorldHint')] === true) effects.push(`"${key('openWorldHint')}": true`);
  return effects;
}

/** The top-level parameters of an input schema, as written. */
export function parametersOf(schema: unknown): [string, Record<string, unknown>][] {
  if (!isPlainObject(schema) || !isPlainObject(schema.properties)) return [];
  return Object.entries(schema.properties).filter(
    (entry): entry is [string, Record<string, unknown>] => isPlainObject(entry[1]),
  );
}

/** True when an enum parameter's values are not explained: no value is named in its description and no `oneOf` of described constants. */
export function enumUnexplained(property: Record<string, unknown>): boolean {
  const values = Array.isArray(property.enum) ? property.enum : undefined;
  if (!values || values.length < MIN_ENUM_VALUES_TO_EXPLAIN) return false;
  const description =
    typeof property.description === 'string' ? property.description.toLowerCase() : '';
  if (description === '') return false; // parameter-description-missing says so already
  if (
    values.some((v) => typeof v === 'string' && v !== '' && description.includes(v.toLowerCase()))
  )
    return false;
  return true;
}

/** Name words that suggest a measured quantity whose unit the model must know. */
const QUANTITY_WORDS = new Set([
  'timeout',
  'duration',
  'delay',
  'interval',
  'ttl',
  'age',
  'wait',
  'period',
  'elapsed',
  'expiry',
  'expires',
  'expiration',
  'retention',
  'backoff',
  'size',
  'length',
  'distance',
  'weight',
  'height',
  'width',
  'temperature',
  'temp',
  'amount',
  'price',
  'budget',
  'memory',
  'bandwidth',
  'rate',
  'speed',
  'radius',
  'latency',
  'limit',
]);

/** Units spelt in a name or description: "ms", "seconds", "bytes", "USD", "°C", "number of", "characters", … */
const UNIT_WORDS = new Set([
  'ms',
  'msec',
  'millisecond',
  'milliseconds',
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'ns',
  'us',
  'microseconds',
  'nanoseconds',
  'byte',
  'bytes',
  'b',
  'kb',
  'kib',
  'mb',
  'mib',
  'gb',
  'gib',
  'tb',
  'bit',
  'bits',
  'char',
  'chars',
  'character',
  'characters',
  'token',
  'tokens',
  'line',
  'lines',
  'word',
  'words',
  'item',
  'items',
  'row',
  'rows',
  'px',
  'pixel',
  'pixels',
  'pt',
  'em',
  'm',
  'km',
  'meter',
  'meters',
  'metre',
  'metres',
  'mile',
  'miles',
  'ft',
  'feet',
  'kg',
  'g',
  'gram',
  'grams',
  'lb',
  'lbs',
  'celsius',
  'fahrenheit',
  'kelvin',
  'c',
  'f',
  'percent',
  'percentage',
  'usd',
  'eur',
  'gbp',
  'cents',
  'cent',
  'currency',
  'iso',
  'degrees',
  'degree',
  'rpm',
  'kbps',
  'mbps',
  'hz',
  'entries',
  'records',
  'results',
  'elements',
  'count',
  'ratio',
  'fraction',
]);

function mentionsUnit(text: string): boolean {
  if (/%|°|\$|€|£|\bper\b|\bnumber of\b|\biso ?8601\b/i.test(text)) return true;
  return wordsOf(text.replace(/(\d)([a-z])/gi, '$1 $2')).some(({ word }) => UNIT_WORDS.has(word));
}

/** A number parameter whose name suggests a quantity and whose name and description name no unit. */
export function unitMissing(name: string, property: Record<string, unknown>): boolean {
  const numeric =
    property.type === 'number' ||
    property.type === 'integer' ||
    (Array.isArray(property.type) && property.type.some((t) => t === 'number' || t === 'integer'));
  if (!numeric) return false;
  const words = nameWords(name);
  if (!words.some((w) => QUANTITY_WORDS.has(w))) return false;
  const description = typeof property.description === 'string' ? property.description : '';
  if (description.trim() === '') return false; // parameter-description-missing says so already
  return !mentionsUnit(words.join(' ')) && !mentionsUnit(description);
}

export function isTooLong(description: string): boolean {
  return description.length > MAX_DESCRIPTION_CHARS;
}

export function estimatedTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN_ESTIMATE);
}
