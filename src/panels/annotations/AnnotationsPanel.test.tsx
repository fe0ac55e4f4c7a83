// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { annotationChangeEdits, applyTextEdits, parseDocument, readAnnotations } from '../../core';
import type { AnnotationChange } from '../../core';
import { AnnotationsPanel } from './AnnotationsPanel';

afterEach(cleanup);

/** The panel over a JSON text, as the tab wires it: changes become edits, the text is re-read. */
function OverText({ initial, onText }: { initial: string; onText: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const doc = parseDocument(text);
  const tool = doc.tools[0]!;
  return (
    <AnnotationsPanel
      reading={readAnnotations(tool.value, doc.kind)}
      kind={doc.kind}
      onChange={(change: AnnotationChange) => {
        const next = applyTextEdits(
          text,
          annotationChangeEdits(text, tool.pointer, doc.kind, change),
        );
        setText(next);
        onText(next);
      }}
    />
  );
}

const TOOL = '{\n  "name": "delete_file",\n  "inputSchema": { "type": "object" }\n}\n';

describe('AnnotationsPanel', () => {
  it('has a radiogroup with three radios per hint, named as DESIGN.md says', () => {
    render(
      <AnnotationsPanel
        reading={readAnnotations({ name: 't' }, 'tool')}
        kind="tool"
        onChange={() => undefined}
      />,
    );
    for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) {
      const group = screen.getByRole('radiogroup', { name: hint });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(3);
      expect(
        (within(group).getByRole('radio', { name: /Not set/ }) as HTMLInputElement).checked,
      ).toBe(true);
    }
    expect(
      within(screen.getByRole('radiogroup', { name: 'destructiveHint' })).getByRole('radio', {
        name: 'Not set (default true)',
      }),
    ).toBeTruthy();
  });

  it('toggles a hint through its three states, editing the JSON and the sentence', () => {
    let text = TOOL;
    render(<OverText initial={TOOL} onText={(t) => (text = t)} />);
    const group = () => screen.getByRole('radiogroup', { name: 'destructiveHint' });
    const sentence = () => screen.getByTestId('annotations.sentence.destructiveHint').textContent;
    expect(sentence()).toMatch(
      /^Not set, so the MCP default \(true\) applies\. Clients may ask before calling/,
    );
    fireEvent.click(within(group()).getByRole('radio', { name: 'false' }));
    expect(JSON.parse(text).annotations).toEqual({ destructiveHint: false });
    expect(sentence()).toBe(
      'Clients are told this tool only adds: it does not destroy or overwrite existing data.',
    );
    fireEvent.click(within(group()).getByRole('radio', { name: 'true' }));
    expect(JSON.parse(text).annotations).toEqual({ destructiveHint: true });
    expect(sentence()).toBe(
      'Clients may ask before calling: this tool may destroy or overwrite data.',
    );
    fireEvent.click(within(group()).getByRole('radio', { name: /Not set/ }));
    expect(text).toBe(TOOL);
  });

  it('warns about read-only plus destructive, and "Set all explicitly" makes the tool ready except for its title', () => {
    let text = TOOL;
    render(<OverText initial={TOOL} onText={(t) => (text = t)} />);
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'readOnlyHint' })).getByRole('radio', {
        name: 'true',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'destructiveHint' })).getByRole('radio', {
        name: 'true',
      }),
    );
    expect(screen.getByRole('list', { name: 'Annotation warnings' }).textContent).toMatch(
      /Read-only and destructive contradict/,
    );
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'destructiveHint' })).getByRole('radio', {
        name: /Not set/,
      }),
    );
    const readiness = screen.getByRole('region', { name: 'Directory readiness' });
    expect(readiness.textContent).toMatch(/destructiveHint is not set: clients assume true/);
    fireEvent.click(within(readiness).getByRole('button', { name: 'Set all explicitly' }));
    expect(JSON.parse(text).annotations).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    });
    expect(readiness.textContent).toMatch(/No title/);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Delete a file' },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: /Title/ }));
    expect(JSON.parse(text).annotations.title).toBe('Delete a file');
    expect(screen.getByRole('region', { name: 'Directory readiness' }).textContent).toMatch(
      /^Directory readinessReady/,
    );
  });

  it('disables the controls with a reason', () => {
    const onChange = vi.fn();
    render(
      <AnnotationsPanel
        reading={readAnnotations({ name: 't' }, 'tool')}
        kind="tool"
        onChange={onChange}
        disabledReason="The JSON has a syntax error."
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('The JSON has a syntax error.');
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).disabled).toBe(true);
  });
});
