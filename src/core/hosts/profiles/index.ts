/** The shipped host profiles, in the order the Hosts view and the CLI list them. */
import type { HostProfile } from '../types';
import { claudeCode } from './claude-code';
import { cursor } from './cursor';

export const PROFILES: readonly HostProfile[] = [claudeCode, cursor];
