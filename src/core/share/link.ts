/**
 * Share links: the workspace snapshot in the URL fragment, so it never reaches a server.
 *
 *   #share=v1.<base64url( deflate-raw( UTF-8( JSON ) ) )>
 *
 * The `v1` names this encoding; a later encoding gets a new prefix and old links keep working.
 * docs/share-links.md documents the format for tools that generate links.
 */
import {
  SHARE_LINK_MAX_CHARS,
  SHARE_LINK_RELIABLE_CHARS,
  SHARE_MAX_DECODED_BYTES,
} from '../limits';
import { formatSize } from '../model/document';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import {
  deflateRaw,
  inflateRawBounded,
  PlatformUnsupportedError,
  utf8Decode,
  utf8Encode,
} from './compression';
import { SHARE_PREFIX, unwrapFragment } from './fragment';
import { describeSnapshotProblems, validateSnapshot } from './snapshot';
import type { SnapshotProblem, WorkspaceSnapshot } from './snapshot';

const SHARE_LINK_VERSION = 'v1';

export type ShareLinkErrorCode =
  /** The fragment is not a share link at all (the studio just opens). */
  | 'not-a-share-link'
  /** A share link from a newer (or unknown) version of the studio. */
  | 'unsupported-version'
  /** Characters outside base64url, or a length no encoder produces. */
  | 'malformed'
  /** The compressed data is damaged or cut off. */
  | 'corrupt'
  /** Longer than the link limit, or inflates past the decoded-size limit. */
  | 'too-large'
  /** Decoded fine, but the content is not a workspace snapshot. */
  | 'invalid-content'
  /** The browser lacks CompressionStream / DecompressionStream. */
  | 'unsupported-platform';

export interface ShareLinkError {
  code: ShareLinkErrorCode;
  /** What happened and what to do, for the user. */
  message: string;
  /** For 'invalid-content': where in the decoded content. */
  problems?: SnapshotProblem[];
}

export type ShareDecodeResult =
  { ok: true; snapshot: WorkspaceSnapshot } | { ok: false; error: ShareLinkError };

export interface ShareLink {
  /** The fragment without `#`, e.g. `share=v1.…`. */
  fragment: string;
  /** Bytes of JSON before compression. */
  jsonBytes: number;
}

export type ShareEncodeResult =
  { ok: true; link: ShareLink } | { ok: false; error: ShareLinkError };

function failure(
  code: ShareLinkErrorCode,
  message: string,
  problems?: SnapshotProblem[],
): { ok: false; error: ShareLinkError } {
  return { ok: false, error: problems ? { code, message, problems } : { code, message } };
}

/** True when a location hash (with or without `#`) is meant as a share link, valid or not. */

export async function encodeShareLink(snapshot: WorkspaceSnapshot): Promise<ShareEncodeResult> {
  const json = JSON.stringify(snapshot);
  let bytes: Uint8Array;
  let compressed: Uint8Array;
  try {
    bytes = utf8Encode(json);
    if (bytes.length > SHARE_MAX_DECODED_BYTES) {
      return failure(
        'too-large',
        `This workspace is ${formatSize(bytes.length)} of JSON; share links carry at most ${formatSize(SHARE_MAX_DECODED_BYTES)}. Download the workspace file instead.`,
      );
    }
    compressed = await deflateRaw(bytes);
  } catch (error) {
    return platformFailure(error);
  }
  const fragment = `${SHARE_PREFIX}${SHARE_LINK_VERSION}.${encodeBase64Url(compressed)}`;
  if (fragment.length > SHARE_LINK_MAX_CHARS) {
    return failure(
      'too-large',
      `The link would be ${fragment.length.toLocaleString('en')} characters, more than browsers accept (${SHARE_LINK_MAX_CHARS.toLocaleString('en')}). Download the workspace file instead.`,
    );
  }
  return { ok: true, link: { fragment, jsonBytes: bytes.length } };
}

/**
 * Decodes a location hash (with or without `#`). Never throws: every way a link can be wrong
 * becomes an error value with a message for the user.
 */
export async function decodeShareLink(hash: string): Promise<ShareDecodeResult> {
  const fragment = unwrapFragment(hash);
  if (!fragment.startsWith(SHARE_PREFIX)) {
    return failure('not-a-share-link', 'The address does not hold a share link.');
  }
  if (fragment.length > SHARE_LINK_MAX_CHARS) {
    return failure(
      'too-large',
      `The share link is ${fragment.length.toLocaleString('en')} characters long, more than the studio reads (${SHARE_LINK_MAX_CHARS.toLocaleString('en')}). Ask for the workspace file instead.`,
    );
  }
  const body = fragment.slice(SHARE_PREFIX.length);
  const dot = body.indexOf('.');
  const version = dot < 0 ? body : body.slice(0, dot);
  if (dot < 0 || !/^v\d+$/.test(version)) {
    return failure(
      'malformed',
      'The share link is malformed: it lacks the version prefix ("v1."). It may have been cut off or edited.',
    );
  }
  if (version !== SHARE_LINK_VERSION) {
    return failure(
      'unsupported-version',
      `The share link uses format ${version}, which this version of the studio does not read (it reads ${SHARE_LINK_VERSION}).`,
    );
  }
  const payload = body.slice(dot + 1);
  if (payload.length === 0)
    return failure('malformed', 'The share link is empty after its version prefix.');
  const compressed = decodeBase64Url(payload);
  if (!compressed) {
    return failure(
      'malformed',
      'The share link is malformed: it holds characters a share link never contains, or was cut off. Ask for the link again, or for the workspace file.',
    );
  }

  let bytes: Uint8Array | 'limit';
  try {
    bytes = await inflateRawBounded(compressed, SHARE_MAX_DECODED_BYTES);
  } catch (error) {
    if (error instanceof PlatformUnsupportedError) return platformFailure(error);
    return failure(
      'corrupt',
      'The share link is damaged or incomplete: its data does not decompress. It was probably cut off when it was copied; ask for the link again, or for the workspace file.',
    );
  }
  if (bytes === 'limit') {
    return failure(
      'too-large',
      `The share link expands to more than ${formatSize(SHARE_MAX_DECODED_BYTES)}, the most the studio accepts from a link. Nothing was loaded.`,
    );
  }

  let value: unknown;
  try {
    value = JSON.parse(utf8Decode(bytes));
  } catch {
    return failure(
      'corrupt',
      'The share link decompresses, but not to valid JSON text. It was damaged or not made by the studio.',
    );
  }
  const checked = validateSnapshot(value);
  if (!checked.ok) {
    return failure(
      'invalid-content',
      `The share link does not hold a workspace the studio can open:\n${describeSnapshotProblems(checked.problems)}`,
      checked.problems,
    );
  }
  return { ok: true, snapshot: checked.snapshot };
}

function platformFailure(error: unknown): { ok: false; error: ShareLinkError } {
  if (error instanceof PlatformUnsupportedError) {
    return failure(
      'unsupported-platform',
      `${error.message} Use a current Chrome, Edge, Firefox or Safari.`,
    );
  }
  throw error;
}

export type ShareLinkSize = 'reliable' | 'long' | 'too-long';

/** How a link of this many characters (the whole URL) fares when pasted into mail or chat. */
export function shareLinkSize(urlChars: number): ShareLinkSize {
  if (urlChars > SHARE_LINK_MAX_CHARS) return 'too-long';
  if (urlChars > SHARE_LINK_RELIABLE_CHARS) return 'long';
  return 'reliable';
}
