// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { workspaceStore } from '../../store';
import { ParametersTab } from './ParametersTab';

afterEach(cleanup);

function load(text: string) {
  act(() =>
    workspaceStore
      .getState()
      .hydrate({ tools: [{ id: 't1', text, samples: [] }], activeToolId: 't1' }),
  );
}

const activeText = () => workspaceStore.getState().tools[0]!.text;

describe('ParametersTab over the workspace store', () => {
  it('edits a Spark ToolSpec through input_schema, with no outputSchema choice', () => {
    load(
      '{\n  "name": "s",\n  "description": "d",\n  "input_schema": {\n    "type": "object",\n    "properties": {\n      "q": { "type": "string" }\n    }\n  }\n}\n',
    );
    render(<ParametersTab />);
    expect(screen.getByRole('table', { name: 'input_schema parameters' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'outputSchema' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByLabelText('Required: q'));
    expect(JSON.parse(activeText()).input_schema.required).toEqual(['q']);
  });

  it('picks a tool inside a tools/list document and edits it in place', () => {
    load(
      JSON.stringify(
        {
          tools: [
            { name: 'a', inputSchema: { type: 'object' } },
            { name: 'b', inputSchema: { type: 'object', properties: { x: { type: 'integer' } } } },
          ],
        },
        null,
        2,
      ),
    );
    render(<ParametersTab />);
    fireEvent.change(screen.getByLabelText('Tool in document'), { target: { value: '1' } });
    expect((screen.getByLabelText('Type of x') as HTMLSelectElement).value).toBe('integer');
    fireEvent.change(screen.getByLabelText('Type of x'), { target: { value: 'number' } });
    expect(JSON.parse(activeText()).tools[1].inputSchema.properties.x).toEqual({ type: 'number' });
    expect(JSON.parse(activeText()).tools[0]).toEqual({
      name: 'a',
      inputSchema: { type: 'object' },
    });
  });

  it('says so when the JSON does not parse, and follows the text once it does', () => {
    load('{"name": "x", "inputSchema": {');
    render(<ParametersTab />);
    expect(screen.getByRole('status').textContent).toContain('syntax error');
    act(() =>
      workspaceStore
        .getState()
        .setToolText(
          't1',
          '{"name": "x", "inputSchema": {"properties": {"k": {"type": "boolean"}}}}',
        ),
    );
    expect((screen.getByLabelText('Type of k') as HTMLSelectElement).value).toBe('boolean');
  });
});
