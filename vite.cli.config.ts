import { defineConfig } from 'vite';

// The CLI is bundled into one Node file with its dependencies, so `npx tool-schema` needs no
// TypeScript loader and no module-interop guesses at run time.
export default defineConfig({
  // The studio's public/ files (favicon, icons) are no part of the command's package.
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
});
