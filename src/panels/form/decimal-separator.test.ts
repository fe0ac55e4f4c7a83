import { getDecimalSeparator as rjsfGetDecimalSeparator } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import getDecimalSeparator from './decimal-separator';

afterEach(() => vi.restoreAllMocks());

describe('getDecimalSeparator, remembered', () => {
  it('gives RJSF’s answers', () => {
    for (const languages of [['en-US'], ['de-DE'], ['fr-FR', 'en'], 'pt-BR', ['not a locale!']])
      expect(getDecimalSeparator(languages)).toBe(rjsfGetDecimalSeparator(languages as string[]));
    expect(getDecimalSeparator(['de-DE'])).toBe(',');
    expect(getDecimalSeparator(['en-US'])).toBe('.');
  });

  it('builds one number format per language list, not one per call', () => {
    const NumberFormat = Intl.NumberFormat;
    let built = 0;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      built += 1;
      return new NumberFormat(...args);
    } as typeof Intl.NumberFormat);
    for (let i = 0; i < 100; i++) getDecimalSeparator(['nl-NL']);
    expect(built).toBe(1);
    expect(getDecimalSeparator(['nl-NL'])).toBe(',');
  });
});
