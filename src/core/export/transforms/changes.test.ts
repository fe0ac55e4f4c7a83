/** The change log: severity follows the kind unless given, and one entry per place is kept. */
import { describe, expect, it } from 'vitest';
import { ChangeLog, shortJson } from './changes';
import type { ChangeInput } from './changes';

describe('ChangeLog severity', () => {
  // Any catalogued code: the log's behaviour does not depend on which.
  const base = { code: 'export-failed', pointer: '/p', message: 'm' } as const;
  const rows: [string, ChangeInput, string][] = [
    ['a rejection is an error', { ...base, kind: 'rejected' }, 'error'],
    ['a widening change is a warning', { ...base, kind: 'stripped', widening: true }, 'warning'],
    ['a narrowing change is a warning', { ...base, kind: 'added', narrowing: true }, 'warning'],
    ['a flagged fact is a warning', { ...base, kind: 'flagged' }, 'warning'],
    ['a neutral rewrite is info', { ...base, kind: 'converted' }, 'info'],
    ['a given severity wins', { ...base, kind: 'flagged', severity: 'info' }, 'info'],
  ];
  it.each(rows)('%s', (_, input, severity) => {
    const log = new ChangeLog(2, 'tool');
    log.add(input);
    expect(log.changes).toEqual([
      expect.objectContaining({ severity, toolIndex: 2, toolName: 'tool' }),
    ]);
  });

  it('keeps one entry per code, pointer and message', () => {
    const log = new ChangeLog(0, 't');
    log.add({ code: 'export-failed', kind: 'inlined', pointer: '/a', message: 'm' });
    log.add({ code: 'export-failed', kind: 'inlined', pointer: '/a', message: 'm' });
    log.add({ code: 'export-failed', kind: 'inlined', pointer: '/b', message: 'm' });
    expect(log.changes.map((c) => c.pointer)).toEqual(['/a', '/b']);
  });

  it('lists rejections apart, with their suggestion', () => {
    const log = new ChangeLog(0, 't');
    log.add({ code: 'description-not-string', kind: 'converted', pointer: '', message: 'm' });
    log.reject('export-too-deep', '/p', 'no', 'try this');
    expect(log.rejections).toEqual([
      expect.objectContaining({
        code: 'export-too-deep',
        kind: 'rejected',
        suggestion: 'try this',
      }),
    ]);
  });
});

describe('shortJson', () => {
  const rows: [unknown, string][] = [
    [5, '5'],
    ['a', '"a"'],
    [undefined, 'undefined'],
    ['x'.repeat(50), `"${'x'.repeat(36)}...`],
  ];
  it.each(rows)('%j → %s', (value, text) => expect(shortJson(value)).toBe(text));
});

const change = (pointer: string, message = `Dropped at ${pointer}.`): ChangeInput => ({
  code: 'field-dropped',
  kind: 'dropped',
  pointer,
  message,
});

describe('ChangeLog duplicates, with few changes and with many', () => {
  it('keeps one entry per code, place and message, with few changes and with many', () => {
    for (const count of [3, 40]) {
      const log = new ChangeLog(0, 'tool');
      for (let i = 0; i < count; i++) log.add(change(`/p${i}`));
      // An inlined definition visited again logs the same changes again: none are added.
      for (let i = 0; i < count; i++) log.add(change(`/p${i}`));
      expect(log.changes.map((c) => c.pointer)).toEqual(
        Array.from({ length: count }, (_, i) => `/p${i}`),
      );
    }
  });

  it('keeps a second message at the same place, and the same message at another code', () => {
    const log = new ChangeLog(0, 'tool');
    for (let i = 0; i < 20; i++) log.add(change(`/p${i}`));
    log.add(change('/p3', 'Another reason.'));
    log.add({ ...change('/p4'), code: 'unverified-keyword', kind: 'flagged' });
    log.add(change('/p3', 'Another reason.'));
    expect(log.changes).toHaveLength(22);
    expect(log.changes.filter((c) => c.pointer === '/p3').map((c) => c.message)).toEqual([
      'Dropped at /p3.',
      'Another reason.',
    ]);
  });
});
