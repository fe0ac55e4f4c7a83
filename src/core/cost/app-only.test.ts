import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { costForTarget } from './cost';
import { COST_TARGETS } from './types';

/** One token per character: enough to compare totals. */
const count = (text: string) => text.length;

const visible: Tool = {
  name: 'get_weather',
  description: 'Get the weather for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const appOnly: Tool = {
  name: 'refresh_view',
  description: 'Redraws the weather view with a long description the model never reads.',
  inputSchema: { type: 'object', properties: {} },
  _meta: { ui: { resourceUri: 'ui://weather/view.html', visibility: ['app'] } },
};

describe('the cost of app-only tools', () => {
  it.each(COST_TARGETS)('is not counted for %s, and the tool is named as left out', (target) => {
    const alone = costForTarget([visible], target, count);
    const withApp = costForTarget([appOnly, visible], target, count);
    expect(withApp.total).toBe(alone.total);
    expect(withApp.tools.map((t) => [t.toolIndex, t.name])).toEqual([[1, 'get_weather']]);
    expect(withApp.appOnly).toEqual([{ toolIndex: 0, name: 'refresh_view' }]);
    expect(alone.appOnly).toBeUndefined();
  });
});
