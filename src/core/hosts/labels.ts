import { HOST_IDS } from './types';
import type { HostId } from './types';

/**
 * Each shipped profile's label, apart from the profiles, for the Tools list's Preflight picker: a
 * first-screen control that needs the names, never the rules (labels.test.ts holds the two equal).
 */
const HOST_LABELS: Readonly<Record<HostId, string>> = {
  'claude-code': 'Claude Code',
  'claude-ai': 'claude.ai',
  chatgpt: 'ChatGPT',
  vscode: 'VS Code',
  'copilot-cli': 'Copilot CLI',
  cursor: 'Cursor',
  windsurf: 'Windsurf',
  antigravity: 'Antigravity',
  'gemini-cli': 'Gemini CLI',
  cline: 'Cline',
  'roo-code': 'Roo Code',
  'lm-studio': 'LM Studio',
  jetbrains: 'JetBrains AI',
  codex: 'Codex',
  goose: 'Goose',
  zed: 'Zed',
  'chatgpt-directory': 'ChatGPT app directory',
  'claude-directory': 'Claude directory',
};

/** The hosts and directories a row can be judged by, in the Hosts tab's order. */
export const HOST_CHOICES: readonly { id: HostId; label: string }[] = HOST_IDS.map((id) => ({
  id,
  label: HOST_LABELS[id],
}));
