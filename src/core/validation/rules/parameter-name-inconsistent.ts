import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { describeTool, toolsetRule } from './toolset-rule';

/**
 * Short forms read as the same word as their long form when parameter names are compared. Kept
 * short on purpose: each is a spelling real servers use for one concept (GitHub's "repo" and
 * "repository", "org" and "organization"), never a word with a second meaning.
 */
const PARAMETER_WORD_ALIASES: Readonly<Record<string, string>> = {
  repo: 'repository',
  repos: 'repositories',
  dir: 'directory',
  dirs: 'directories',
  org: 'organization',
  orgs: 'organizations',
  organisation: 'organization',
  organisations: 'organizations',
  msg: 'message',
  config: 'configuration',
  // Not "identifier" → "id": Linear's API, for one, has both, for different values (a UUID and "ENG-123").
};

/** The words of a parameter name, whatever its case style: `userId`, `user_id`, `User-ID` → user id. */
export function parameterConcept(name: string): string {
  return name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => PARAMETER_WORD_ALIASES[word] ?? word)
    .join(' ');
}

export const parameterNameInconsistent = toolsetRule(
  {
    code: 'parameter-name-inconsistent',
    severity: 'info',
    title:
      'Tools spell the same parameter the same way (not "repo" in one and "repository" in another, or "userId" and "user_id").',
    rationale:
      'A model fills every tool\'s arguments from the same conversation; one concept spelt two ways across the toolset makes it guess which spelling each tool takes (Anthropic, "Writing effective tools for agents", https://www.anthropic.com/engineering/writing-tools-for-agents: name parameters unambiguously, user_id rather than user).',
  },
  ({ tools, container, report }) => {
    // concept → spelling → tools using it, in first-use order.
    const concepts = new Map<string, Map<string, number[]>>();
    // Concepts one tool spells two ways: the author means two things, so they are not compared.
    const deliberate = new Set<string>();
    tools.forEach((tool, index) => {
      const schema = tool.value[tool.inputKey];
      if (!isPlainObject(schema) || !isPlainObject(schema.properties)) return;
      const seen = new Map<string, string>();
      for (const name of Object.keys(schema.properties)) {
        const concept = parameterConcept(name);
        if (concept === '') continue;
        const earlier = seen.get(concept);
        if (earlier !== undefined && earlier !== name) deliberate.add(concept);
        seen.set(concept, name);
        let spellings = concepts.get(concept);
        if (!spellings) concepts.set(concept, (spellings = new Map()));
        const users = spellings.get(name);
        if (users) users.push(index);
        else spellings.set(name, [index]);
      }
    });
    for (const [concept, spellings] of concepts) {
      if (spellings.size < 2 || deliberate.has(concept)) continue;
      // The spelling most tools use (the first one on a tie) is the one to keep.
      let usual: [string, number[]] | undefined;
      for (const entry of spellings) if (!usual || entry[1].length > usual[1].length) usual = entry;
      const [usualName, usualTools] = usual!;
      const example = describeTool(tools[usualTools[0]!]!);
      const others = usualTools.length - 1;
      const alsoBy = others > 0 ? ` and ${others} more tool${others === 1 ? '' : 's'}` : '';
      for (const [name, users] of spellings) {
        if (name === usualName) continue;
        for (const index of users) {
          const tool = tools[index]!;
          report(index, {
            pointer: joinPointer(tool.pointer, tool.inputKey, 'properties', name),
            key: true,
            message: `"${name}" names the same thing as "${usualName}" in ${example}${alsoBy} of this ${container}. A model that has seen one spelling will use it here too; spell it "${usualName}" in every tool.`,
          });
        }
      }
    }
  },
);
