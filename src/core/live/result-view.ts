/**
 * A `tools/call` result as the Result pane draws it, made safe first: text stays text (the pane
 * never renders HTML), images and audio only from base64 data of an allowed media type, links
 * as inert URIs, and everything cut to the named limits so a 10 MB answer cannot stall the page.
 * Result shape: https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-result
 */
import { MAX_NESTING_DEPTH } from '../limits';
import {
  MAX_MEDIA_DATA_CHARS,
  MAX_SHOWN_BLOCKS,
  MAX_SHOWN_JSON_CHARS,
  MAX_SHOWN_TEXT_CHARS,
} from './client-limits';

export type BlockView =
  | { kind: 'text'; text: string; cutChars: number }
  | { kind: 'image' | 'audio'; mimeType: string; dataUrl: string }
  | { kind: 'media-refused'; what: 'image' | 'audio'; reason: string }
  | {
      kind: 'resource-link';
      uri: string;
      name?: string;
      mimeType?: string;
      description?: string;
    }
  | {
      kind: 'resource';
      uri: string;
      mimeType?: string;
      text?: string;
      cutChars: number;
      blobChars?: number;
    }
  | { kind: 'unknown'; type: string; json: string; cutChars: number };

export interface StructuredView {
  json: string;
  cutChars: number;
}

export interface ResultView {
  isError: boolean;
  blocks: BlockView[];
  /** Blocks not drawn, past MAX_SHOWN_BLOCKS. */
  hiddenBlocks: number;
  structured?: StructuredView;
}

/** Media types drawn from data; an SVG is drawn as an <img>, where its scripts never run. */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
]);
const AUDIO_TYPES = new Set([
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'audio/webm',
  'audio/mp4',
  'audio/aac',
  'audio/flac',
]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function cut(text: string, max: number): { text: string; cutChars: number } {
  return text.length <= max
    ? { text, cutChars: 0 }
    : { text: text.slice(0, max), cutChars: text.length - max };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Whether a JSON value nests deeper than `limit`, counted without recursion and stopping at the
 * first path that does: writing, cloning or validating such a value recurses once per level.
 */
export function nestsDeeperThan(value: unknown, limit: number = MAX_NESTING_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** JSON text of any value, cut; a value JSON cannot write (too deep, cyclic) is described instead. */
function shownJson(value: unknown, max: number = MAX_SHOWN_JSON_CHARS) {
  if (nestsDeeperThan(value))
    return {
      text: `(not shown: nested deeper than ${MAX_NESTING_DEPTH} levels, MAX_NESTING_DEPTH)`,
      cutChars: 0,
    };
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch (error) {
    text = `(not shown: ${error instanceof Error ? error.message : 'the value cannot be written as JSON'})`;
  }
  return cut(text, max);
}

function media(what: 'image' | 'audio', block: Record<string, unknown>): BlockView {
  const mimeType = str(block.mimeType)?.toLowerCase() ?? '';
  const data = str(block.data) ?? '';
  const allowed = what === 'image' ? IMAGE_TYPES : AUDIO_TYPES;
  if (!allowed.has(mimeType))
    return {
      kind: 'media-refused',
      what,
      reason: `its media type "${mimeType.slice(0, 80)}" is not one the studio draws`,
    };
  if (data.length > MAX_MEDIA_DATA_CHARS)
    return {
      kind: 'media-refused',
      what,
      reason: `its data is ${data.length} characters, over MAX_MEDIA_DATA_CHARS (${MAX_MEDIA_DATA_CHARS})`,
    };
  if (!BASE64.test(data)) return { kind: 'media-refused', what, reason: 'its data is not base64' };
  return { kind: what, mimeType, dataUrl: `data:${mimeType};base64,${data}` };
}

function blockView(block: unknown): BlockView {
  if (!isRecord(block)) {
    const json = shownJson(block, MAX_SHOWN_TEXT_CHARS);
    return { kind: 'unknown', type: typeof block, json: json.text, cutChars: json.cutChars };
  }
  const type = str(block.type) ?? '(no type)';
  if (type === 'text') {
    const shown = cut(str(block.text) ?? '', MAX_SHOWN_TEXT_CHARS);
    return { kind: 'text', text: shown.text, cutChars: shown.cutChars };
  }
  if (type === 'image' || type === 'audio') return media(type, block);
  if (type === 'resource_link')
    return {
      kind: 'resource-link',
      uri: str(block.uri) ?? '',
      ...(str(block.name) ? { name: str(block.name) } : {}),
      ...(str(block.mimeType) ? { mimeType: str(block.mimeType) } : {}),
      ...(str(block.description) ? { description: str(block.description) } : {}),
    };
  if (type === 'resource' && isRecord(block.resource)) {
    const resource = block.resource;
    const text = str(resource.text);
    const shown = text === undefined ? undefined : cut(text, MAX_SHOWN_TEXT_CHARS);
    return {
      kind: 'resource',
      uri: str(resource.uri) ?? '',
      ...(str(resource.mimeType) ? { mimeType: str(resource.mimeType) } : {}),
      ...(shown ? { text: shown.text } : {}),
      cutChars: shown?.cutChars ?? 0,
      ...(str(resource.blob) !== undefined ? { blobChars: str(resource.blob)!.length } : {}),
    };
  }
  const json = shownJson(block, MAX_SHOWN_TEXT_CHARS);
  return { kind: 'unknown', type, json: json.text, cutChars: json.cutChars };
}

/** Reads a `tools/call` result (whatever the server sent) into what the pane draws. */
export function resultView(result: unknown): ResultView {
  // What the result does wrong is the output check's to say (check-result.ts), once.
  if (!isRecord(result)) return { isError: false, blocks: [], hiddenBlocks: 0 };
  const content = Array.isArray(result.content) ? result.content : [];
  const view: ResultView = {
    isError: result.isError === true,
    blocks: content.slice(0, MAX_SHOWN_BLOCKS).map(blockView),
    hiddenBlocks: Math.max(0, content.length - MAX_SHOWN_BLOCKS),
  };
  if ('structuredContent' in result && result.structuredContent !== undefined) {
    const json = shownJson(result.structuredContent);
    view.structured = { json: json.text, cutChars: json.cutChars };
  }
  return view;
}

/** Elapsed time as a person reads it: "12 ms", "1.4 s". */
export function formatElapsed(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
