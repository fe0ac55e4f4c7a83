// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOOL_TEMPLATES } from '../../core/templates';
import { NewToolMenu } from './NewToolMenu';

afterEach(cleanup);

describe('the New tool menu', () => {
  it('lists every template once they arrive, the first one focused, and hands over the one picked', async () => {
    const onPick = vi.fn();
    render(<NewToolMenu onPick={onPick} onClose={vi.fn()} />);
    const items = await screen.findAllByRole('menuitem', { name: /search_code|calculate_tax/ });
    expect(screen.getAllByRole('menuitem')).toHaveLength(TOOL_TEMPLATES.length);
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
    expect(screen.getByRole('menu').getAttribute('aria-busy')).toBe('false');
    fireEvent.click(items.find((item) => item.textContent?.startsWith('calculate_tax'))!);
    expect(onPick).toHaveBeenCalledWith(TOOL_TEMPLATES.find((t) => t.id === 'calculate_tax'));
    expect(JSON.parse((onPick.mock.calls[0]![0] as { text: string }).text).name).toBe(
      'calculate_tax',
    );
  });

  it('closes on Escape and on a click elsewhere', async () => {
    const onClose = vi.fn();
    render(<NewToolMenu onPick={vi.fn()} onClose={onClose} />);
    await screen.findAllByRole('menuitem', { name: /Blank tool/ });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
