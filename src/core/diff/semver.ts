import type { Bump } from './kinds';
import { changeKind } from './kinds';
import type { Change, VersionCheck } from './types';

const RANK: Record<Bump | 'none', number> = { none: 0, patch: 1, minor: 2, major: 3 };

export function maxBump(bumps: readonly (Bump | 'none')[]): Bump | 'none' {
  return bumps.reduce<Bump | 'none'>((best, b) => (RANK[b] > RANK[best] ? b : best), 'none');
}

/** Major for any breaking change, minor for additions (and permission-relevant hint flips), patch otherwise. */
export function bumpOf(changes: readonly Change[]): Bump | 'none' {
  return maxBump(
    changes.map((c) =>
      c.verdict === 'breaking' ? 'major' : changeKind(c.kind).adds ? 'minor' : 'patch',
    ),
  );
}

const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function parse(version: string): [number, number, number] | undefined {
  const match = SEMVER.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function actualBump(
  a: [number, number, number],
  b: [number, number, number],
): Bump | 'none' | 'downgrade' {
  for (let i = 0; i < 3; i++) {
    if (b[i]! > a[i]!) return (['major', 'minor', 'patch'] as const)[i]!;
    if (b[i]! < a[i]!) return 'downgrade';
  }
  return 'none';
}

/**
 * Compares the tools' own `version` fields with the bump the changes need. Below 1.0.0 semver
 * lets anything change in a minor release (semver.org §4), so a breaking change needs a minor there.
 */
export function checkVersions(
  oldVersion: unknown,
  newVersion: unknown,
  needed: Bump | 'none',
): VersionCheck | undefined {
  if (typeof oldVersion !== 'string' || typeof newVersion !== 'string') return undefined;
  const a = parse(oldVersion);
  const b = parse(newVersion);
  if (!a || !b)
    return {
      old: oldVersion,
      new: newVersion,
      actual: 'unreadable',
      problem:
        'One of the versions is not a semantic version (1.2.3), so the bump cannot be checked.',
    };
  const actual = actualBump(a, b);
  const check: VersionCheck = { old: oldVersion, new: newVersion, actual };
  const required: Bump | 'none' = a[0] === 0 && needed === 'major' ? 'minor' : needed;
  if (actual === 'downgrade')
    check.problem = `The version went down (${oldVersion} → ${newVersion}).`;
  else if (RANK[actual] < RANK[required]) {
    check.problem = `${oldVersion} → ${newVersion} is ${actual === 'none' ? 'no version change' : `a ${actual} bump`}, but the changes need a ${required} bump (${suggest(a, required)}).`;
  }
  return check;
}

function suggest(v: [number, number, number], bump: Bump | 'none'): string {
  if (bump === 'major') return `${v[0] + 1}.0.0`;
  if (bump === 'minor') return `${v[0]}.${v[1] + 1}.0`;
  if (bump === 'patch') return `${v[0]}.${v[1]}.${v[2] + 1}`;
  return v.join('.');
}
