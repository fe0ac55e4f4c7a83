/**
 * The top of the hosts layer: the shipped profiles and the entry points over them. Only this
 * module reads the list in `profiles/index.ts`; `createHostRegistry` builds the same over any
 * list, so a test can add a host without editing anything here.
 */
import type { Tool } from '../model/types';
import { isAppOnlyTool } from '../mcp/apps';
import { descriptionCutOffset, evaluateHost } from './evaluate';
import { PROFILES } from './profiles';
import type { EvaluateHostsOptions, HostId, HostProfile, HostReport, HostRule } from './types';

export interface HostRegistry {
  /** In display order. */
  profiles: readonly HostProfile[];
  get(id: HostId): HostProfile;
  evaluate(tools: readonly Tool[], options: EvaluateHostsOptions): HostReport[];
  rules: readonly HostRule[];
}

export function createHostRegistry(profiles: readonly HostProfile[]): HostRegistry {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const get = (id: HostId): HostProfile => {
    const profile = byId.get(id);
    if (!profile) throw new Error(`Unknown host "${id}".`);
    return profile;
  };
  return {
    profiles,
    get,
    evaluate: (tools, options) =>
      (options.hosts ?? profiles.map((p) => p.id)).map((id) =>
        evaluateHost(get(id), tools, options.serverName),
      ),
    rules: profiles.flatMap((p) => p.rules),
  };
}

const BUILT_IN = createHostRegistry(PROFILES);

/** Every shipped profile, hosts first, then the directories. */
export const HOST_PROFILES: readonly HostProfile[] = BUILT_IN.profiles;

export function hostProfile(id: HostId): HostProfile {
  return BUILT_IN.get(id);
}

/** What each chosen host (every one by default) does with the toolset. */
export function evaluateHosts(tools: readonly Tool[], options: EvaluateHostsOptions): HostReport[] {
  return BUILT_IN.evaluate(tools, options);
}

/**
 * The offset in the tool's description where the host stops reading (the editor's marker), or
 * null when it reads it all.
 */
export function hostDescriptionCut(tool: Pick<Tool, 'description'>, host: HostId): number | null {
  return descriptionCutOffset(tool, BUILT_IN.get(host));
}

/**
 * The tools a host sends to its model (Cost per host): an app-only tool is kept out where the
 * host honours `_meta.ui.visibility`, and counted where it ignores it or that is unknown.
 */
export function toolsSentToModel<T extends Tool>(tools: readonly T[], host: HostId): T[] {
  const profile = BUILT_IN.get(host);
  if (profile.kind === 'directory') return [...tools];
  return profile.honoursVisibility.value === 'yes'
    ? tools.filter((t) => !isAppOnlyTool(t))
    : [...tools];
}
