/**
 * Tool icons (SEP-973, MCP 2025-11-25 and later, schema.ts `Icon`): `src` is an https: or data:
 * URI, `sizes` are "WxH" or "any", `theme` is light or dark. Clients MUST render PNG and JPEG and
 * SHOULD take precautions with SVG, which can carry script; an SVG icon with script is a trust
 * problem, not a style one.
 */
import { isPlainObject } from '../model/types';
import { decodeBase64Url } from '../share/base64url';

const SIZE = /^(?:[1-9][0-9]*x[1-9][0-9]*|any)$/;
const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;
/** How much of a data URI is decoded to look for script: an icon larger than this is not inspected further. */
export const MAX_ICON_SCAN_CHARS = 200_000;

export interface IconProblem {
  /** Pointer relative to the icon object. */
  pointer: string;
  message: string;
}

interface DataUri {
  mimeType: string;
  /** The decoded payload as text (Latin-1 for base64), or undefined when it cannot be decoded. */
  text: string | undefined;
}

/** Standard base64 read through the base64url decoder (same alphabet but for two characters and the padding). */
function decodeBase64(payload: string): string | undefined {
  const url = payload
    .replace(/\s+/g, '')
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  const bytes = decodeBase64Url(url);
  if (bytes === undefined) return undefined;
  const parts: string[] = [];
  // In slices: one call with every byte as an argument overflows the stack on a large icon.
  for (let i = 0; i < bytes.length && i < MAX_ICON_SCAN_CHARS; i += 8192)
    parts.push(String.fromCharCode(...bytes.subarray(i, Math.min(i + 8192, MAX_ICON_SCAN_CHARS))));
  return parts.join('');
}

/** Reads a data: URI into its media type and decoded text. */
export function readDataUri(uri: string): DataUri | undefined {
  const match = DATA_URI.exec(uri.slice(0, MAX_ICON_SCAN_CHARS));
  if (!match) return undefined;
  const mimeType = match[1]!.trim().toLowerCase() || 'text/plain';
  const base64 = /;base64$/i.test(match[2]!);
  let text: string | undefined;
  if (base64) text = decodeBase64(match[3]!);
  else {
    try {
      text = decodeURIComponent(match[3]!);
    } catch {
      text = match[3];
    }
  }
  return { mimeType, text };
}

/** Script in an SVG: a script element, an on* event handler attribute or a javascript: URL. */
const SVG_SCRIPT = /<script[\s>/]|\son[a-z]+\s*=|javascript\s*:|<foreignObject[\s>/]/i;

/** True when an SVG data URI carries something that runs as script. */
export function svgDataUriHasScript(uri: string): boolean {
  const data = readDataUri(uri);
  if (!data || data.text === undefined) return false;
  const looksSvg = data.mimeType === 'image/svg+xml' || /<svg[\s>]/i.test(data.text);
  return looksSvg && SVG_SCRIPT.test(data.text);
}

/** Format problems of one icon (not the script check, which is a trust rule of its own). */
export function iconProblems(icon: unknown): IconProblem[] {
  if (!isPlainObject(icon))
    return [
      {
        pointer: '',
        message: 'An icon is an object with "src" (and optional mimeType, sizes, theme).',
      },
    ];
  const problems: IconProblem[] = [];
  const src = icon.src;
  if (typeof src !== 'string' || src === '') {
    problems.push({ pointer: '', message: 'An icon needs "src", an https: or data: URI.' });
  } else if (!/^https:/i.test(src) && !/^data:/i.test(src)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src)?.[1];
    problems.push({
      pointer: '/src',
      message: `Icon "src" must be an https: or data: URI${scheme ? `, not ${scheme}:` : ' (a relative path does not resolve in a client)'}.`,
    });
  } else if (/^data:/i.test(src) && typeof icon.mimeType === 'string') {
    const data = readDataUri(src);
    if (data && data.mimeType !== icon.mimeType.toLowerCase())
      problems.push({
        pointer: '/mimeType',
        message: `"mimeType" is "${icon.mimeType}" but the data URI says "${data.mimeType}"; make them agree.`,
      });
  }
  if ('mimeType' in icon && typeof icon.mimeType !== 'string')
    problems.push({ pointer: '/mimeType', message: '"mimeType" is a string such as "image/png".' });
  if ('sizes' in icon) {
    if (!Array.isArray(icon.sizes))
      problems.push({
        pointer: '/sizes',
        message: '"sizes" is an array of strings such as ["48x48"] or ["any"].',
      });
    else
      icon.sizes.forEach((size, i) => {
        if (typeof size !== 'string' || !SIZE.test(size))
          problems.push({
            pointer: `/sizes/${i}`,
            message: `Icon size ${JSON.stringify(size)} is not "WxH" (such as "48x48") or "any".`,
          });
      });
  }
  if ('theme' in icon && icon.theme !== 'light' && icon.theme !== 'dark')
    problems.push({ pointer: '/theme', message: 'Icon "theme" is "light" or "dark".' });
  return problems;
}
