// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { chunk } from '../chunk';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyTab } from './lazy-tab';

afterEach(cleanup);

const Panel = () => <p>The panel</p>;

describe('lazyTab', () => {
  it('draws a panel whose chunk is in on its first render, with no placeholder', async () => {
    const arrived = chunk(() => Promise.resolve(Panel));
    await arrived.load();
    const Tab = lazyTab(arrived);
    const onShown = vi.fn();
    render(<Tab onShown={onShown} />);
    // Synchronously: no "Loading…" commit for React to hold the panel back behind.
    expect(screen.getByText('The panel')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder until the chunk arrives, then the panel, and says it is shown only then', async () => {
    let arrive!: (c: typeof Panel) => void;
    const later = chunk(() => new Promise<typeof Panel>((resolve) => (arrive = resolve)));
    const Tab = lazyTab(later);
    const onShown = vi.fn();
    render(<Tab onShown={onShown} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => arrive(Panel));
    expect(screen.getByText('The panel')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('hands a chunk that cannot load to the panel’s error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = chunk<typeof Panel>(() => Promise.reject(new Error('offline')));
    const Tab = lazyTab(broken);
    render(
      <ErrorBoundary name="The Test panel">
        <Tab onShown={() => {}} />
      </ErrorBoundary>,
    );
    await act(async () => {
      await broken.load().catch(() => {});
    });
    expect(screen.getByRole('alert').textContent).toContain('The Test panel');
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
