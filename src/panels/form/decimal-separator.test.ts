import { getDecimalSeparator as rjsfGetDecimalSeparator } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoizedDecimalSeparator } from '../../../vite.config';
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

describe('the build’s replacement of RJSF’s getDecimalSeparator', () => {
  const lib = join(process.cwd(), 'node_modules/@rjsf/utils/lib');
  const importers = readdirSync(lib)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => readFileSync(join(lib, f), 'utf8').includes('from "./getDecimalSeparator.js"'))
    .map((f) => join(lib, f));
  const resolveId = memoizedDecimalSeparator().resolveId as (
    source: string,
    importer: string | undefined,
  ) => string | null;

  it('reaches every @rjsf/utils module that asks for it (NumberField’s through the index)', () => {
    expect(importers.map((f) => f.split(/[\\/]/).pop()).sort()).toEqual(
      expect.arrayContaining(['asNumber.js', 'getInputProps.js', 'index.js']),
    );
    for (const importer of importers)
      expect(resolveId('./getDecimalSeparator.js', importer)).toBe(
        join(process.cwd(), 'src/panels/form/decimal-separator.ts'),
      );
  });

  it('leaves the same name alone anywhere else', () => {
    expect(
      resolveId('./getDecimalSeparator.js', join(process.cwd(), 'src/panels/form/x.ts')),
    ).toBeNull();
    expect(resolveId('./other.js', importers[0])).toBeNull();
  });
});
