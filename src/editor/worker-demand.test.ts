import { describe, expect, it } from 'vitest';
import { createDemand } from './worker-demand';

describe('createDemand', () => {
  it('holds what waits until it is wanted, then runs each once', () => {
    const demand = createDemand();
    const ran: string[] = [];
    demand.whenWanted(() => ran.push('folding'));
    demand.whenWanted(() => ran.push('links'));
    expect(ran).toEqual([]);
    expect(demand.wanted()).toBe(false);

    demand.want();
    expect(ran).toEqual(['folding', 'links']);
    expect(demand.wanted()).toBe(true);
    demand.want();
    expect(ran).toEqual(['folding', 'links']);
  });

  it('runs at once what asks after it is wanted', () => {
    const demand = createDemand();
    demand.want();
    let ran = 0;
    demand.whenWanted(() => ran++);
    expect(ran).toBe(1);
  });

  it('never runs what was disposed before it was wanted', () => {
    const demand = createDemand();
    let ran = 0;
    demand.whenWanted(() => ran++).dispose();
    demand.want();
    expect(ran).toBe(0);
  });

  it('runs a start that asks for another while the first ones run', () => {
    const demand = createDemand();
    const ran: string[] = [];
    demand.whenWanted(() => {
      ran.push('first');
      demand.whenWanted(() => ran.push('nested'));
    });
    demand.want();
    expect(ran).toEqual(['first', 'nested']);
  });
});
