import { joinPointer } from '../../model/pointer';
import { declaredEffects, descriptionOf, mentionsEffects } from '../../quality/checks';
import type { Rule } from './rule';

export const descriptionNoSideEffects: Rule = {
  code: 'description-no-side-effects',
  severity: 'info',
  scope: 'tool',
  title:
    'A tool whose hints say it writes, destroys or reaches the outside world says so in its description.',
  rationale:
    'Hints are read by clients, descriptions by models and people: when the hints say the tool changes things, the text should say what changes (the behaviour dimension of registry quality scores; MCP ToolAnnotations).',
  check({ tool, entry, report }) {
    const description = descriptionOf(tool);
    if (description === undefined) return;
    const effects = declaredEffects(tool, entry.registryEntryPointer !== undefined);
    if (effects.length === 0) return;
    const text = [typeof tool.title === 'string' ? tool.title : '', description].join(' ');
    if (mentionsEffects(text)) return;
    report({
      pointer: joinPointer(entry.pointer, 'description'),
      message: `The hints say ${effects.join(', ')}, but the description does not say what the tool changes or reaches. Name the effect ("Deletes …", "Sends … to …", "Calls the … API").`,
    });
  },
};
