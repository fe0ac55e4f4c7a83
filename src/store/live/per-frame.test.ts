import { describe, expect, it } from 'vitest';
import { perFrame } from './per-frame';

const frame = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('perFrame', () => {
  it('hands on only the latest of 20 000 values pushed within one frame, once', async () => {
    const delivered: number[] = [];
    const coalesced = perFrame<number>((value) => delivered.push(value));
    for (let i = 1; i <= 20_000; i++) coalesced.push(i);
    expect(delivered).toEqual([]);
    await frame();
    expect(delivered).toEqual([20_000]);
    coalesced.push(20_001);
    await frame();
    expect(delivered).toEqual([20_000, 20_001]);
  });

  it('drops a pending value when flushed without delivering (the call ended)', async () => {
    const delivered: number[] = [];
    const coalesced = perFrame<number>((value) => delivered.push(value));
    coalesced.push(1);
    coalesced.flush(false);
    await frame();
    expect(delivered).toEqual([]);
  });
});
