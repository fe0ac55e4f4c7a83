// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { sameItems, useSameItems } from './same-items';

describe('sameItems', () => {
  it('is true for the same items in the same order, even in two arrays', () => {
    const row = { id: 'a' };
    expect(sameItems([1, 'x', row], [1, 'x', row])).toBe(true);
    expect(sameItems([NaN], [NaN])).toBe(true);
    expect(sameItems([], [])).toBe(true);
  });

  it('is false for another order, another length, an equal-looking object, or nothing before', () => {
    expect(sameItems([1, 2], [2, 1])).toBe(false);
    expect(sameItems([1, 2], [1, 2, 3])).toBe(false);
    expect(sameItems([{ id: 'a' }], [{ id: 'a' }])).toBe(false);
    expect(sameItems(undefined, [])).toBe(false);
  });
});

describe('useSameItems', () => {
  afterEach(cleanup);

  it('re-renders only when the selected items change', () => {
    const store = createStore(() => ({ counts: [1, 2], other: 0 }));
    let renders = 0;
    function Counts() {
      const counts = useStore(
        store,
        useSameItems((s: { counts: number[] }) => [...s.counts]),
      );
      renders += 1;
      return createElement('p', null, counts.join(','));
    }
    const { container } = render(createElement(Counts));
    expect(container.textContent).toBe('1,2');
    const before = renders;

    act(() => store.setState({ other: 1 }));
    act(() => store.setState({ counts: [1, 2] }));
    expect(renders).toBe(before);

    act(() => store.setState({ counts: [1, 3] }));
    expect(renders).toBe(before + 1);
    expect(container.textContent).toBe('1,3');
  });
});
