import { describe, expect, it } from 'vitest';
import { callFailureReason, MAX_QUOTED_SERVER_CHARS, quoteServerText } from './call-failure';

describe('quoteServerText', () => {
  it('keeps a short text, on one line', () => {
    expect(quoteServerText('  Bad\n\tgateway  ')).toBe('Bad gateway');
  });

  it('cuts a long text at the limit and says how much was left out', () => {
    const quoted = quoteServerText('x'.repeat(10_000));
    expect(quoted).toBe(`${'x'.repeat(MAX_QUOTED_SERVER_CHARS)}… (9700 more characters not shown)`);
  });

  it('names an HTML page instead of quoting it', () => {
    expect(quoteServerText('<!DOCTYPE html><html><body>boom</body></html>')).toBe(
      'an HTML page of 45 characters (not shown)',
    );
  });

  it('spells out a terminal escape and a right-to-left override instead of passing them on', () => {
    // ESC [2J clears a terminal; U+202E turns the rest of the line around.
    expect(quoteServerText('oops\u001b[2J done \u202Eevil')).toBe(
      'oops⟨U+001B⟩[2J done ⟨U+202E⟩evil',
    );
    const long = quoteServerText(`\u001b${'y'.repeat(400)}`, 10);
    expect(long).toBe(`⟨U+001B⟩${'y'.repeat(9)}… (391 more characters not shown)`);
  });
});

describe('callFailureReason', () => {
  it('an HTTP error of the SDK transport: the status and the start of the body', () => {
    const error = Object.assign(
      new Error(
        `Streamable HTTP error: Error POSTing to endpoint: <html>${'<p>x</p>'.repeat(1000)}</html>`,
      ),
      { code: 500 },
    );
    expect(callFailureReason(error)).toBe(
      'the server answered HTTP 500: an HTML page of 8013 characters (not shown)',
    );
  });

  it('a reply the client could not parse: its first issue and where', () => {
    const error = Object.assign(new Error('[{"long zod dump"}]'), {
      issues: [{ message: 'Invalid input: expected object, received string', path: [] }],
    });
    expect(callFailureReason(error)).toBe(
      'the reply is not a result the client can read: Invalid input: expected object, received string',
    );
    const deep = Object.assign(new Error('x'), {
      issues: [{ message: 'Required', path: ['tools', 3, 'inputSchema'] }],
    });
    expect(callFailureReason(deep)).toBe(
      'the reply is not a result the client can read: Required at tools.3.inputSchema',
    );
  });

  it('anything else: its message, quoted within the limit', () => {
    expect(callFailureReason(new Error('fetch failed'))).toBe('fetch failed');
    expect(callFailureReason('y'.repeat(400))).toMatch(/… \(100 more characters not shown\)$/);
  });
});
