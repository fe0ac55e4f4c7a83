import { readFileSync, appendFileSync } from 'node:fs';
import { it } from 'vitest';
import { analyzeText } from '../core';
it('hang', () => {
  const file = process.env.HANG_FILE!;
  const text = readFileSync(file, 'utf8');
  const s = performance.now(); analyzeText(text); appendFileSync('/tmp/robust-hang.log', `${file} ${Math.round(performance.now() - s)}\n`);
}, 900_000);
