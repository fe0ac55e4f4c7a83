import { readFileSync, appendFileSync } from 'node:fs';
import { it } from 'vitest';
import { analyzeText, exportTools, readExportSources, importAuto } from '../core';
import { VARIANTS } from '../core/export/__fixtures__/support';
const log = (m: string) => appendFileSync('/tmp/robust-hang.log', m + '\n');
it('hang', () => {
  const text = readFileSync('/tmp/robust-hang.json', 'utf8');
  let s = performance.now(); analyzeText(text); log(`analyze ${Math.round(performance.now() - s)}`);
  s = performance.now(); importAuto(JSON.parse(text)); log(`import ${Math.round(performance.now() - s)}`);
  const r = readExportSources(text);
  if (!r.ok) return;
  const tools = r.tools.map((t) => t.tool);
  for (const v of VARIANTS) { s = performance.now(); log(`start ${v.id}`); exportTools(tools, v.target, v.options); log(`${v.id} ${Math.round(performance.now() - s)}`); }
}, 900_000);
