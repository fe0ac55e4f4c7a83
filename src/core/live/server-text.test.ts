import { describe, expect, it } from 'vitest';
import {
  MAX_SHOWN_SERVER_MESSAGE_CHARS,
  MAX_SHOWN_SERVER_NAME_CHARS,
  serverMessage,
  serverName,
} from './server-text';

describe('serverName', () => {
  it('spells out a right-to-left override and a line break, so a name cannot read as another', () => {
    expect(serverName('\u202erevres-live\u202c')).toBe('⟨U+202E⟩revres-live⟨U+202C⟩');
    expect(serverName('a\nb')).toBe('a⟨U+000A⟩b');
  });

  it('cuts a 5 MB name to the limit and says how much was left out', () => {
    const shown = serverName('n'.repeat(5 * 1024 * 1024));
    expect(shown.startsWith('n'.repeat(MAX_SHOWN_SERVER_NAME_CHARS) + ' …')).toBe(true);
    expect(shown).toContain(
      `(${(5 * 1024 * 1024 - 120).toLocaleString('en-US')} more characters not shown)`,
    );
    expect(shown.length).toBeLessThan(MAX_SHOWN_SERVER_NAME_CHARS + 60);
  });

  it('never splits a surrogate pair at the cut', () => {
    const shown = serverName(`${'a'.repeat(MAX_SHOWN_SERVER_NAME_CHARS - 1)}😀tail`);
    expect(shown.startsWith(`${'a'.repeat(MAX_SHOWN_SERVER_NAME_CHARS - 1)} …`)).toBe(true);
  });

  it('leaves a plain short name as it is', () => {
    expect(serverName('tool-schema-fixture')).toBe('tool-schema-fixture');
  });
});

describe('serverMessage', () => {
  it('keeps line breaks and tabs, spells out bidi controls', () => {
    expect(serverMessage('line 1\n\tline 2 \u2066x\u2069')).toBe(
      'line 1\n\tline 2 ⟨U+2066⟩x⟨U+2069⟩',
    );
  });

  it('cuts a 10 MB message to the limit', () => {
    const shown = serverMessage(`It broke: ${'e'.repeat(10 * 1024 * 1024)}`);
    expect(shown.length).toBeLessThan(MAX_SHOWN_SERVER_MESSAGE_CHARS + 60);
    expect(shown).toMatch(/^It broke: e+ … \([\d,]+ more characters not shown\)$/);
  });
});
