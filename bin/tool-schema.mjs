#!/usr/bin/env node
// The CLI is built into dist-cli/ by `npm run build:cli`, which `npm ci` runs through "prepare".
import { existsSync } from 'node:fs';

const entry = new URL('../dist-cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write(
    'tool-schema: the CLI is not built yet; run "npm run build:cli" in the studio folder.\n',
  );
  process.exit(2);
}
await import(entry.href);
