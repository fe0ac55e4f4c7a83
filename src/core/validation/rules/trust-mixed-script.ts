import { parsePointer } from '../../model/pointer';
import { findMixedScript } from '../../trust/confusables';
import { isPlainAsciiText, toolStrings } from '../../trust/strings';
import type { Rule } from './rule';

// Cyrillic (with its supplement) and Greek: the scripts the confusables table knows.
const CYRILLIC_OR_GREEK = /[\u0370-\u03FF\u0400-\u052F]/;

/** Which strings of a tool are names a person compares by eye, and whether a name is one identifier. */
function nameRole(
  segments: readonly string[],
  key: boolean,
): { label: string; whole: boolean } | undefined {
  const last = segments[segments.length - 1];
  const parent = segments[segments.length - 2];
  if (key)
    return parent === 'properties'
      ? { label: `the property name "${last}"`, whole: true }
      : undefined;
  if (segments.length === 1 && last === 'name') return { label: 'the tool name', whole: true };
  if (segments.length === 1 && last === 'title') return { label: 'the title', whole: false };
  if (segments.length === 2 && parent === 'annotations' && last === 'title')
    return { label: 'the annotations title', whole: false };
  const grandparent = segments[segments.length - 3];
  if (parent === 'enum' || grandparent === 'enum') return { label: 'an enum value', whole: true };
  return undefined;
}

export const textMixedScript: Rule = {
  code: 'text-mixed-script',
  severity: 'warning',
  scope: 'tool',
  title:
    'Names, titles and enum values do not mix Latin with Cyrillic or Greek look-alike letters.',
  rationale:
    'A name spelt with a Cyrillic "а" looks identical to the Latin one, so a tool or parameter can impersonate another (Unicode UTS #39 mixed-script and confusable detection; our table of look-alikes is partial).',
  check({ document, tool, entry, report }) {
    if (isPlainAsciiText(document)) return;
    for (const item of toolStrings(tool, entry.pointer)) {
      if (!CYRILLIC_OR_GREEK.test(item.text)) continue;
      const role = nameRole(parsePointer(item.pointer.slice(entry.pointer.length)), item.key);
      if (!role) continue;
      const mixed = findMixedScript(item.text, role.whole);
      if (!mixed) continue;
      const letters = mixed.foreign
        .map((c) => `"${c}" U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
        .join(', ');
      const looks = mixed.looksLike ? ` It looks like "${mixed.looksLike}".` : '';
      report({
        pointer: item.pointer,
        key: item.key,
        message: `${role.label[0]!.toUpperCase()}${role.label.slice(1)} "${item.text}" ${mixed.scripts.length > 1 ? `mixes ${mixed.scripts.join(' and ')} letters` : `is spelt in ${mixed.scripts[0]} letters that imitate Latin ones`} (${letters}).${looks} Spell it in one script so it cannot pass for another name.`,
      });
    }
  },
};
