/** The shipped host profiles, in the order the Hosts view and the CLI list them. */
import type { HostProfile } from '../types';
import { antigravity } from './antigravity';
import { chatgpt } from './chatgpt';
import { chatgptDirectory } from './chatgpt-directory';
import { claudeAi } from './claude-ai';
import { claudeCode } from './claude-code';
import { claudeDirectory } from './claude-directory';
import { cline } from './cline';
import { codex } from './codex';
import { copilotCli } from './copilot-cli';
import { cursor } from './cursor';
import { geminiCli } from './gemini-cli';
import { goose } from './goose';
import { jetbrains } from './jetbrains';
import { lmStudio } from './lm-studio';
import { rooCode } from './roo-code';
import { vscode } from './vscode';
import { windsurf } from './windsurf';
import { zed } from './zed';

export const PROFILES: readonly HostProfile[] = [
  claudeCode,
  claudeAi,
  chatgpt,
  vscode,
  copilotCli,
  cursor,
  windsurf,
  antigravity,
  geminiCli,
  cline,
  rooCode,
  lmStudio,
  jetbrains,
  codex,
  goose,
  zed,
  chatgptDirectory,
  claudeDirectory,
];
