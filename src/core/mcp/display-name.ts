/**
 * The name a client shows for a tool (MCP 2026-07-28 changelog; 2025-06-18 and later schema.ts
 * `BaseMetadata.title`): `title`, else `annotations.title`, else `name`.
 */
import { isPlainObject } from '../model/types';

export interface DisplayName {
  text: string;
  from: 'title' | 'annotations.title' | 'name';
}

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The display name of a tool object, or undefined when it has neither title nor name. */
export function displayName(tool: unknown): DisplayName | undefined {
  if (!isPlainObject(tool)) return undefined;
  if (nonEmpty(tool.title)) return { text: tool.title, from: 'title' };
  const annotations = tool.annotations;
  if (isPlainObject(annotations) && nonEmpty(annotations.title))
    return { text: annotations.title, from: 'annotations.title' };
  if (nonEmpty(tool.name)) return { text: tool.name, from: 'name' };
  return undefined;
}
