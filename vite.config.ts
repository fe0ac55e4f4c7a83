import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built page may talk to its own origin only: no CDN, no telemetry, no `$ref` fetching.
 * Styles are inline (Monaco, RJSF); 'unsafe-eval' is there for Ajv's compiled validators.
 * Added at build time only, as the dev server injects an inline script for fast refresh.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const CORE_SOURCES = /[\\/]src[\\/]core[\\/]/;
const AJV_PACKAGES =
  /[\\/]node_modules[\\/](ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|require-from-string)[\\/]/;

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      treeshake: {
        // Importing the core or Ajv has no effect (the core registers nothing, by design), but
        // neither says so, and the bundler then keeps every lint rule and Ajv in the page's first
        // chunk. Declared pure, they load only with what uses them: the worker and the Form tab.
        moduleSideEffects: [
          { test: CORE_SOURCES, sideEffects: false },
          { test: AJV_PACKAGES, sideEffects: false },
        ],
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
