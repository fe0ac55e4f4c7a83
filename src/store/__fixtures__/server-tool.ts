import type { WorkspaceTool } from '../types';

/** A tool imported from a server, with a test-case sample, a sample result and a saved server case. */
export const importedTool: WorkspaceTool = {
  id: 't9',
  text: '{"name":"echo"}',
  samples: [
    {
      id: 's1',
      name: 'too long',
      input: '{"text":""}',
      result: '{"content":[]}',
      expect: { verdict: 'invalid', pointer: '/text' },
    },
    { id: 's2', name: 'ok', input: '{"text":"hi"}', expect: { verdict: 'valid' } },
  ],
  provenance: {
    serverName: 'everything',
    serverVersion: '2.0.0',
    url: 'http://127.0.0.1:3001/mcp',
    importedAt: 1_764_000_000_000,
    name: 'echo',
    fingerprint: 'sha256-abc',
  },
  serverCases: [{ tool: 'echo', name: 'echo 1', input: { text: 'hi' }, expect: 'success' }],
};
