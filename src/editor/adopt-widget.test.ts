import { describe, expect, it } from 'vitest';
import { adoptWidget } from './adopt-widget';

/** As Monaco's widget: state set by its constructor, a method, and a static. */
class Widget {
  static kind = 'diff';
  readonly options: unknown;
  constructor(_dom: unknown, options: unknown) {
    this.options = options;
  }
  getOptions() {
    return this.options;
  }
}

/** As the build's placeholder: it refuses to be constructed until the widget is under it. */
class NotLoaded {
  constructor() {
    throw new Error('not loaded');
  }
}

function declare() {
  // Typed as what it becomes; until adopted it is only NotLoaded.
  const Placeholder = class extends NotLoaded {} as unknown as typeof Widget;
  // As the standalone diff editor: declared over the placeholder, calling super and its methods.
  class Standalone extends Placeholder {
    constructor(dom: unknown, options: { theme: string }) {
      super(dom, { ...options, standalone: true });
    }
    themed() {
      return `${(super.getOptions() as { theme: string }).theme}!`;
    }
  }
  return { Placeholder, Standalone };
}

describe('adoptWidget', () => {
  it('makes a class declared over the placeholder construct and behave as the widget', () => {
    const { Placeholder, Standalone } = declare();
    expect(() => new Standalone(null, { theme: 'dark' })).toThrow('not loaded');

    adoptWidget(Placeholder, Widget);
    const made = new Standalone(null, { theme: 'dark' });
    expect(made.getOptions()).toEqual({ theme: 'dark', standalone: true });
    expect(made.themed()).toBe('dark!');
    expect(made).toBeInstanceOf(Widget);
    expect(made).toBeInstanceOf(Placeholder);
    expect(Standalone.kind).toBe('diff');
  });

  it('leaves a class alone when it is the widget itself (no placeholder)', () => {
    adoptWidget(Widget, Widget);
    expect(Object.getPrototypeOf(Widget)).toBe(Function.prototype);
    expect(new Widget(null, 1).getOptions()).toBe(1);
  });
});
