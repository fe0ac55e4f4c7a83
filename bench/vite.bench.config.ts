import { defineConfig } from 'vite';

export default defineConfig({
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'bench/core-bench.ts',
    outDir: 'bench/.tmp',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'core-bench.js', format: 'es' } },
  },
});
