import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

function deferred() {
  const answers: { request: number; resolve: (v: string) => void }[] = [];
  const send = (request: number) =>
    new Promise<string>((resolve) => answers.push({ request, resolve }));
  return { answers, send };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('latestOnly', () => {
  it('sends at once when idle, coalesces requests made while busy to the latest, and delivers only the newest answer', async () => {
    const { answers, send } = deferred();
    const delivered: [number, string][] = [];
    const sender = latestOnly(send, (request, answer: string) => delivered.push([request, answer]));
    sender.submit(1);
    expect(answers.map((a) => a.request)).toEqual([1]);
    sender.submit(2);
    sender.submit(3);
    expect(answers.map((a) => a.request)).toEqual([1]);
    answers[0]!.resolve('one');
    await tick();
    // The answer for 1 is stale (3 waits): it is not shown; 3 is sent, 2 never is.
    expect(delivered).toEqual([]);
    expect(answers.map((a) => a.request)).toEqual([1, 3]);
    answers[1]!.resolve('three');
    await tick();
    expect(delivered).toEqual([[3, 'three']]);
    sender.submit(4);
    expect(answers.map((a) => a.request)).toEqual([1, 3, 4]);
  });

  it('delivers nothing after cancel', async () => {
    const { answers, send } = deferred();
    const delivered: number[] = [];
    const sender = latestOnly(send, (request) => delivered.push(request));
    sender.submit(1);
    sender.cancel();
    answers[0]!.resolve('x');
    await tick();
    expect(delivered).toEqual([]);
    sender.submit(2);
    expect(answers.map((a) => a.request)).toEqual([1, 2]);
  });
});
