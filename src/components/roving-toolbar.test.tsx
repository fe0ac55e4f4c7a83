// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRovingToolbar } from './roving-focus';

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useRovingToolbar(ref);
  return (
    <div ref={ref} role="toolbar" aria-label="Bar" onKeyDown={onKeyDown}>
      <button type="button">Open folder</button>
      <input type="file" hidden aria-label="Folder input" />
      <button type="button" disabled>
        Save
      </button>
      <button type="button">Connect</button>
    </div>
  );
}

afterEach(cleanup);

describe('useRovingToolbar', () => {
  it('moves past a hidden input and a disabled button', () => {
    render(<Bar />);
    const open = screen.getByRole('button', { name: 'Open folder' });
    open.focus();
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(open);
  });

  it('keeps one Tab stop, on the first item it can stop at', () => {
    render(<Bar />);
    expect(screen.getByRole('button', { name: 'Open folder' }).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Connect' }).tabIndex).toBe(-1);
  });
});
