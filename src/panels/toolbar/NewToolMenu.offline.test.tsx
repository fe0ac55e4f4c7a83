// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NewToolMenu } from './NewToolMenu';

// The templates' chunk cannot be fetched (offline after the page loaded, or a new deploy).
vi.mock('../../core/templates', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('says the templates could not be loaded, and how to get them, instead of an empty menu', async () => {
  const onPick = vi.fn();
  render(<NewToolMenu onPick={onPick} onClose={vi.fn()} />);
  const item = await screen.findByRole('menuitem', { name: /could not be loaded/ });
  expect(item.getAttribute('aria-disabled')).toBe('true');
  expect(item.textContent).toContain('Reload the page to try again; your tools are kept.');
  expect(screen.getAllByRole('menuitem')).toHaveLength(1);
});
