// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { FORM_FIELDS_DRAWN_AT_ONCE } from '../../core';
import { FormPreview } from './FormPreview';
import { formAjv, requestFormValidator } from './rjsf-validators';

// The studio draws forms with unions once Ajv has arrived; these tests start from there
// (FormPreview.before-ajv.test.tsx covers the moments before).
beforeAll(async () => {
  requestFormValidator();
  await formAjv.load();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A wide root: `count` string properties titled "Field i", drawn in groups of 12. */
function wide(count: number, titles: Record<number, string> = {}) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `field_${i}`,
        { type: 'string', title: titles[i] ?? `Field ${i}`, description: `Parameter ${i}.` },
      ]),
    ),
  };
}

const placeholders = () => document.querySelectorAll('.form-group-placeholder');
const groups = () => document.querySelectorAll('.rjsf-property-group');
const label = (text: string) => screen.queryByText(text, { selector: 'label.field-label' });

describe('SplitForm mounts a wide form progressively', () => {
  it('draws the first group at once, stands placeholders for the rest, then mounts every group in order', async () => {
    render(<FormPreview schema={wide(200)} value={{}} onChange={() => undefined} />);
    // More fields than are drawn at once: the first group is there in the first commit…
    expect(200).toBeGreaterThan(FORM_FIELDS_DRAWN_AT_ONCE);
    expect(label('Field 0')).not.toBeNull();
    expect(groups()).toHaveLength(1);
    // …the others are placeholders of about their height, and the form says it is busy.
    expect(label('Field 199')).toBeNull();
    expect(groups().length + placeholders().length).toBe(17);
    for (const placeholder of placeholders()) {
      expect(placeholder.getAttribute('aria-busy')).toBe('true');
      expect((placeholder as HTMLElement).style.height).not.toBe('');
    }
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    // Every group arrives, in order, each in its own later step.
    const seen: number[] = [groups().length];
    await waitFor(
      () => {
        seen.push(groups().length);
        expect(placeholders()).toHaveLength(0);
      },
      { interval: 1, timeout: 15_000 },
    );
    expect(groups()).toHaveLength(17);
    for (let i = 0; i < 200; i++) expect(label(`Field ${i}`)).not.toBeNull();
    expect(document.querySelector('form')!.hasAttribute('aria-busy')).toBe(false);
    // Never all at once: at least one poll saw some groups but not all.
    expect(seen.some((n) => n > 1 && n < 17)).toBe(true);
  });

  it('mounts a placeholder group at once when its schema or value changes (a keystroke), without waiting for the others', () => {
    const { rerender } = render(
      <FormPreview schema={wide(200)} value={{}} onChange={() => undefined} />,
    );
    expect(label('Field 100')).toBeNull();
    // The editor changes field_100's title: its group is drawn in that same render.
    rerender(
      <FormPreview
        schema={wide(200, { 100: 'Field 100x' })}
        value={{}}
        onChange={() => undefined}
      />,
    );
    expect(label('Field 100x')).not.toBeNull();
    expect(label('Field 99')).not.toBeNull();
    expect(label('Field 150')).toBeNull();
    expect(placeholders().length).toBeGreaterThan(0);
    // A value for a field of another placeholder group mounts that group with it.
    rerender(
      <FormPreview
        schema={wide(200, { 100: 'Field 100x' })}
        value={{ field_150: 'typed' }}
        onChange={() => undefined}
      />,
    );
    expect((document.getElementById('sample_field_150') as HTMLInputElement).value).toBe('typed');
    expect(label('Field 199')).toBeNull();
  });

  it('mounts a placeholder at once when it scrolls into view', () => {
    const observed: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
    class FakeObserver {
      elements = new Set<Element>();
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback, elements: this.elements });
      }
      observe(element: Element) {
        this.elements.add(element);
      }
      unobserve(element: Element) {
        this.elements.delete(element);
      }
      disconnect() {
        this.elements.clear();
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<FormPreview schema={wide(200)} value={{}} onChange={() => undefined} />);
    expect(label('Field 160')).toBeNull();
    const { callback, elements } = observed[0]!;
    // Every placeholder is watched.
    expect(elements.size).toBe(placeholders().length);
    // Field 160 is in group 13 (fields 156–167); the placeholders follow the drawn groups.
    const target = [...placeholders()][13 - groups().length]!;
    expect(elements.has(target)).toBe(true);
    act(() =>
      callback(
        [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(label('Field 160')).not.toBeNull();
    expect(label('Field 150')).toBeNull();
  });

  it('keeps focus in a drawn field while the other groups arrive', async () => {
    render(<FormPreview schema={wide(200)} value={{}} onChange={() => undefined} />);
    const input = document.getElementById('sample_field_1') as HTMLInputElement;
    input.focus();
    await waitFor(() => expect(placeholders()).toHaveLength(0), { timeout: 15_000 });
    expect(document.activeElement).toBe(input);
  });
});
