import { describe, expect, it } from 'vitest';
import { MAX_LOG_TEXT_CHARS } from './client-limits';
import { logLine } from './server-log';

describe('logLine', () => {
  it('reads a log message: level, logger and data as text', () => {
    expect(
      logLine('notifications/message', { level: 'warning', logger: 'db', data: 'Slow query' }),
    ).toEqual({
      method: 'notifications/message',
      level: 'warning',
      logger: 'db',
      text: 'Slow query',
    });
    expect(logLine('notifications/message', { level: 'info', data: { rows: 3 } }).text).toBe(
      '{"rows":3}',
    );
  });

  it('keeps any other notification as its method and params', () => {
    expect(logLine('notifications/tools/list_changed', undefined)).toEqual({
      method: 'notifications/tools/list_changed',
      text: '',
    });
    expect(logLine('notifications/resources/updated', { uri: 'file:///a' }).text).toBe(
      '{"uri":"file:///a"}',
    );
  });

  it('cuts a long message and says how much was cut', () => {
    const text = logLine('notifications/message', {
      level: 'info',
      data: 'x'.repeat(MAX_LOG_TEXT_CHARS + 10),
    }).text;
    expect(text).toBe(`${'x'.repeat(MAX_LOG_TEXT_CHARS)}… (10 more characters)`);
  });
});
