import { writeFileSync, appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { it } from 'vitest';
import { caseArbitrary, checkEntryPoints, textOf } from '../core/hostile/fuzz.test';
it('slow cases', () => {
  const seed = Number(process.env.PROBE_SEED ?? 2);
  const cases = fc.sample(caseArbitrary, { seed, numRuns: 300 });
  cases.forEach((c, i) => {
    const text = textOf(c);
    writeFileSync(`/tmp/robust-probe-current-${seed}.json`, text);
    const s = performance.now();
    const problems = checkEntryPoints(text);
    const ms = performance.now() - s;
    appendFileSync(`/tmp/robust-probe-${seed}.log`, `${i} ${Math.round(ms)} ${problems.length}\n`);
    if (ms > 2000 || problems.length) writeFileSync(`/tmp/robust-probe-slow-${seed}-${i}.json`, text);
  });
}, 900_000);
