/**
 * A server's notifications (`notifications/message` log messages and any other it sends outside a
 * call's progress) as lines of the Log: the method, the level of a log message, its logger, and
 * its data as text cut to MAX_LOG_TEXT_CHARS, so a chatty or hostile server cannot flood the page.
 */
import { MAX_LOG_TEXT_CHARS } from './client-limits';

export interface LogLine {
  method: string;
  /** A log message's level (RFC 5424 names: debug … emergency). */
  level?: string;
  logger?: string;
  text: string;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function cut(text: string): string {
  if (text.length <= MAX_LOG_TEXT_CHARS) return text;
  return `${text.slice(0, MAX_LOG_TEXT_CHARS)}… (${text.length - MAX_LOG_TEXT_CHARS} more characters)`;
}

export function logLine(method: string, params: unknown): LogLine {
  const p =
    params !== null && typeof params === 'object' && !Array.isArray(params)
      ? (params as Record<string, unknown>)
      : undefined;
  if (method === 'notifications/message' && p)
    return {
      method,
      ...(typeof p.level === 'string' ? { level: cut(p.level) } : {}),
      ...(typeof p.logger === 'string' ? { logger: cut(p.logger) } : {}),
      text: cut(asText(p.data)),
    };
  return { method: cut(method), text: params === undefined ? '' : cut(asText(params)) };
}
