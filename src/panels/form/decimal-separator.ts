/**
 * @rjsf/utils' `getDecimalSeparator`, remembering its answer per language list. RJSF's own builds
 * an `Intl.NumberFormat` on every call, and its NumberField calls it on every render: about 1.3 ms
 * of every keystroke on a 200-field form, and the first field's render waited on it too. The build
 * puts this module in its place (`memoizedDecimalSeparator` in vite.config.ts); the answers are
 * RJSF's.
 */
const separators = new Map<string, string>();

/** Languages seen by one page are few; past this many the remembered answers are dropped. */
const MAX_LANGUAGE_LISTS_KEPT = 16;

export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages ?? (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = typeof locales === 'string' ? locales : locales.join(',');
  let separator = separators.get(key);
  if (separator === undefined) {
    try {
      const parts = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1);
      separator = parts.find((part) => part.type === 'decimal')?.value || '.';
    } catch {
      separator = '.';
    }
    if (separators.size >= MAX_LANGUAGE_LISTS_KEPT) separators.clear();
    separators.set(key, separator);
  }
  return separator;
}
