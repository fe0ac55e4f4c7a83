import type { ToolProvenance } from '../provenance';

/** A tool's provenance as an import from a local server records it. */
export const storedProvenance: ToolProvenance = {
  serverName: 'everything',
  serverVersion: '2.0.0',
  url: 'http://127.0.0.1:3001/mcp',
  importedAt: 1_764_000_000_000,
  name: 'echo',
  fingerprint: 'sha256-abc',
};
