import { storedProvenance } from '../../core/live/__fixtures__/provenance';
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
  provenance: storedProvenance,
  serverCases: [{ tool: 'echo', name: 'echo 1', input: { text: 'hi' }, expect: 'success' }],
};
