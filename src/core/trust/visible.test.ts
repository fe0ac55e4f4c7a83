import { describe, expect, it } from 'vitest';
import { showInvisibles } from './visible';

describe('showInvisibles', () => {
  it('spells out bidirectional controls, so a reversed name cannot pass for another', () => {
    expect(showInvisibles('get\u202eetadpu')).toBe('get⟨U+202E⟩etadpu');
    expect(showInvisibles('a\u2066b\u2069\u200fc')).toBe('a⟨U+2066⟩b⟨U+2069⟩⟨U+200F⟩c');
  });

  it('spells out zero-width characters, tag characters, line breaks and controls', () => {
    expect(showInvisibles('se\u200bnd\ufeff')).toBe('se⟨U+200B⟩nd⟨U+FEFF⟩');
    expect(showInvisibles('x\u{E0041}')).toBe('x⟨U+E0041⟩');
    expect(showInvisibles('a\nb\u001b[2J\u009b')).toBe('a⟨U+000A⟩b⟨U+001B⟩[2J⟨U+009B⟩');
  });

  it('leaves every other text as it is: scripts, right-to-left letters, emoji with joiners', () => {
    for (const text of ['get_weather', 'überall 工具', 'שלום', 'مرحبا', '👩‍💻 tool', 'a b'])
      expect(showInvisibles(text)).toBe(text);
  });
});
