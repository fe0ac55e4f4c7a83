import { describe, expect, it } from 'vitest';
import { checkServerUrl, displayServerUrl } from './server-url';

describe('checkServerUrl', () => {
  it('accepts https anywhere and http on localhost or 127.0.0.1', () => {
    expect(checkServerUrl('https://mcp.example.com/mcp', 'https://studio.example').ok).toBe(true);
    expect(checkServerUrl(' http://localhost:3001/mcp ', 'http://127.0.0.1:4173').ok).toBe(true);
    expect(checkServerUrl('http://127.0.0.1:3001/mcp', 'https://studio.example').ok).toBe(true);
  });
  it('names mixed content for an http server from an https page', () => {
    const r = checkServerUrl('http://10.0.0.5:3001/mcp', 'https://studio.example');
    expect(r.ok === false && r.problem.code).toBe('mixed-content');
  });
  it('names the page policy for a plain http server elsewhere, and the bridge as the way round', () => {
    const r = checkServerUrl('http://10.0.0.5:3001/mcp', 'http://127.0.0.1:4173');
    expect(r.ok === false && r.problem.code).toBe('outside-policy');
    expect(r.ok === false && r.problem.message).toContain('tool-schema serve');
  });
  it('refuses what is not an http(s) URL, and a page whose origin is null', () => {
    expect(checkServerUrl('localhost:3001', 'http://x').ok === false).toBe(true);
    const ws = checkServerUrl('ws://localhost:3001', 'http://x');
    expect(ws.ok === false && ws.problem.code).toBe('bad-scheme');
    const file = checkServerUrl('http://localhost:3001/mcp', 'null');
    expect(file.ok === false && file.problem.code).toBe('null-origin');
  });
});

describe('displayServerUrl', () => {
  it('drops credentials, query and fragment, where tokens are often passed', () => {
    expect(displayServerUrl('http://user:secret@localhost:3001/mcp?token=abc#x')).toBe(
      'http://localhost:3001/mcp',
    );
  });
});
