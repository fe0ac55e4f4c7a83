// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FromPython } from './FromPython';

afterEach(cleanup);

async function paste(source: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Python code'), { target: { value: source } });
  });
}

describe('FromPython', () => {
  it('previews the tool and adds its JSON only when asked', async () => {
    const addTools = vi.fn();
    const onImported = vi.fn();
    render(<FromPython addTools={addTools} onImported={onImported} />);
    expect((screen.getByRole('button', { name: 'Add tool' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await paste('@tool\ndef ping(host: str, count: int = 3) -> str:\n    """Ping a host."""\n');
    expect(JSON.parse(screen.getByLabelText('JSON of ping').textContent!)).toEqual({
      name: 'ping',
      description: 'Ping a host.',
      inputSchema: {
        type: 'object',
        properties: { host: { type: 'string' }, count: { type: 'integer', default: 3 } },
        required: ['host'],
      },
    });
    expect(addTools).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add tool' }));
    expect(addTools).toHaveBeenCalledTimes(1);
    expect(JSON.parse((addTools.mock.calls[0]![0] as string[])[0]!).name).toBe('ping');
    expect(onImported).toHaveBeenCalled();
  });

  it('turns a lone Pydantic model into a tool named after it, and lists problems by line', async () => {
    render(<FromPython addTools={() => {}} />);
    await paste(
      'class SearchParams(BaseModel):\n    """Search."""\n    query: str = Field(..., min_length=1)\n    when: Foo\n',
    );
    const json = JSON.parse(screen.getByLabelText('JSON of search_params').textContent!);
    expect(json).toEqual({
      name: 'search_params',
      description: 'Search.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', minLength: 1 }, when: {} },
        required: ['query', 'when'],
      },
    });
    expect(screen.getByRole('list', { name: 'Python problems' }).textContent).toContain(
      'Line 4, column 11: The type "Foo"',
    );
  });
});
