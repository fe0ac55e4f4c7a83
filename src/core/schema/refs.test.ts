/** The one local $ref reader: what is local, where it points, and chains and cycles. */
import { describe, expect, it } from 'vitest';
import { MAX_REF_HOPS } from '../limits';
import { findRecursiveRef, localRefPointer, refTarget, resolveLocalRef } from './refs';

describe('refTarget', () => {
  const rows: [string, unknown][] = [
    ['#', { kind: 'pointer', pointer: '' }],
    ['#/$defs/A', { kind: 'pointer', pointer: '/$defs/A' }],
    ['#/$defs/a%20b', { kind: 'pointer', pointer: '/$defs/a b' }],
    ['#anchor', { kind: 'anchor' }],
    ['https://example.com/s.json', { kind: 'external' }],
    ['other.json#/a', { kind: 'external' }],
    ['#/%E0%A4%A', { kind: 'invalid' }],
  ];
  it.each(rows)('%s', (ref, target) => expect(refTarget(ref)).toEqual(target));

  it('localRefPointer leaves out the root and everything not local', () => {
    expect([
      localRefPointer('#/$defs/A'),
      localRefPointer('#'),
      localRefPointer('#a'),
      localRefPointer(3),
    ]).toEqual(['/$defs/A', undefined, undefined, undefined]);
  });
});

describe('resolveLocalRef', () => {
  const root = {
    $defs: { A: { type: 'string' }, B: { $ref: '#/$defs/A' }, L: { $ref: '#/$defs/L' } },
  };
  const rows: [string, unknown][] = [
    ['#/$defs/A', { ok: true, schema: { type: 'string' }, pointer: '/in/$defs/A' }],
    ['#/$defs/B', { ok: true, schema: { type: 'string' }, pointer: '/in/$defs/A' }],
    ['#', { ok: true, schema: root, pointer: '/in' }],
  ];
  it.each(rows)('%s resolves, following bare $refs', (ref, expected) =>
    expect(resolveLocalRef(root, '/in', ref)).toEqual(expected),
  );

  const failures: [string, string][] = [
    ['#/$defs/Missing', 'missing'],
    ['#/%E0%A4%A', 'missing'],
    ['#name', 'anchor'],
    ['https://x.test/s', 'external'],
    ['#/$defs/L', 'chain'],
  ];
  it.each(failures)('%s fails as %s', (ref, reason) => {
    const result = resolveLocalRef(root, '/in', ref);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe(reason);
  });

  it('bounds a chain by MAX_REF_HOPS', () => {
    const defs: Record<string, unknown> = { [`D${MAX_REF_HOPS + 1}`]: { type: 'string' } };
    for (let i = 0; i <= MAX_REF_HOPS; i++) defs[`D${i}`] = { $ref: `#/$defs/D${i + 1}` };
    expect(resolveLocalRef({ $defs: defs }, '', '#/$defs/D0').ok).toBe(false);
    expect(resolveLocalRef({ $defs: defs }, '', '#/$defs/D2').ok).toBe(true);
  });
});

describe('findRecursiveRef', () => {
  it('finds the $ref that closes a cycle, and none in a tree of references', () => {
    const recursive = {
      properties: { child: { $ref: '#/$defs/Node' } },
      $defs: { Node: { properties: { next: { $ref: '#/$defs/Node' } } } },
    };
    expect(findRecursiveRef(recursive, '/s')).toBe('/s/$defs/Node/properties/next/$ref');
    const shared = {
      properties: { a: { $ref: '#/$defs/S' }, b: { $ref: '#/$defs/S' } },
      $defs: { S: { type: 'string' } },
    };
    expect(findRecursiveRef(shared, '/s')).toBeUndefined();
  });
});
