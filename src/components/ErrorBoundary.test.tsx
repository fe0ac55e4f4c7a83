// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('schema walker overflowed');
  return <p>Form ready</p>;
}

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Clicked {n}</button>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows what broke in one panel while the rest keeps working, and can retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <>
        <ErrorBoundary name="The Form panel">
          <Fragile />
        </ErrorBoundary>
        <Counter />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The Form panel stopped working: schema walker overflowed',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Form ready')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
