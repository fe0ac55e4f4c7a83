import { describe, expect, it } from 'vitest';
import { documentHostVerdicts } from './host-verdicts';

const tool = (name: string) => ({
  name,
  description: 'Look up one support ticket by its id.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
});
const doc = (id: string, value: unknown) => ({ id, text: JSON.stringify(value) });

describe('documentHostVerdicts', () => {
  // 43 characters; under "acme-enterprise-helpdesk" (24) Cursor's server + tool is 67, over 60.
  const long = 'search_customer_support_tickets_by_priority';

  it("gives each document its tools' worst verdict at the host, under the server name given", () => {
    const documents = [
      doc('a', tool(long)),
      doc('b', { tools: [tool('get_ticket'), tool(long)] }),
      doc('c', tool('close_ticket')),
      doc('d', '{ not json'),
    ];
    const verdicts = documentHostVerdicts(documents, 'cursor', 'acme-enterprise-helpdesk');
    expect(Object.fromEntries(verdicts)).toEqual({
      a: { status: 'dropped', text: 'Cursor: dropped' },
      b: { status: 'dropped', text: 'Cursor: dropped' },
      c: { status: 'accepted', text: 'Cursor: accepted as is' },
    });
    // A short server name: 2 + 43 = 45, within Cursor's 60.
    expect(documentHostVerdicts(documents, 'cursor', 'hd').get('a')?.status).toBe('accepted');
  });
});
