import { describe, expect, it } from 'vitest';
import { frozenSome } from './frozen-some';

type Node = { name: string; kids: Node[] };
const node = (name: string, ...kids: Node[]): Node => ({ name, kids });
const kids = (n: object) => (n as Node).kids;

describe('frozenSome', () => {
  it('finds a hit below the root, and walks again only what an edit made new', () => {
    const leaf = node('leaf');
    const big = node('big', node('a'), node('b'), leaf);
    const free = new WeakSet<object>();
    const asked: string[] = [];
    const hit = (n: object) => (asked.push((n as Node).name), (n as Node).name === 'x');
    expect(frozenSome(node('root', big), kids, hit, free)).toBe(false);
    // root, big and its three children.
    expect(asked).toHaveLength(5);

    // A new root sharing `big`: only the root and the new child are asked.
    asked.length = 0;
    expect(frozenSome(node('root2', big, node('x')), kids, hit, free)).toBe(true);
    expect(asked.sort()).toEqual(['root2', 'x']);
  });

  it('walks a cycle once per object, remembering nothing', () => {
    const a = node('a');
    const b = node('b', a);
    a.kids.push(b);
    const free = new WeakSet<object>();
    expect(frozenSome(a, kids, (n) => (n as Node).name === 'c', free)).toBe(false);
    expect(free.has(a) || free.has(b)).toBe(false);
    b.kids.push(node('c'));
    expect(frozenSome(a, kids, (n) => (n as Node).name === 'c', free)).toBe(true);
  });
});
