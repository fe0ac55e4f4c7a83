/**
 * The bench's 200-property tool: the width the figures (schema key → form updated, the
 * first keys after a paste) were taken on, with described, constrained parameters of every
 * scalar kind, about 92 KB pretty-printed, as a real wide tool with documented parameters is (the issue measured
 * its first keys after a paste on a 93 KB tool).
 */

const KINDS = ['string', 'integer', 'boolean', 'enum'] as const;

const PROSE =
  'Used by the backend to narrow the request; leave it out to accept the server default. ' +
  'Values outside the documented range are refused with a validation error naming this field, ' +
  'and the call is not retried. Changing it between pages of one listing restarts the listing.';

function property(i: number): Record<string, unknown> {
  const common = { title: `Field ${i}`, description: `Parameter ${i}. ${PROSE}` };
  switch (KINDS[i % KINDS.length]) {
    case 'string':
      return { type: 'string', ...common, minLength: 1, maxLength: 200 };
    case 'integer':
      return { type: 'integer', ...common, minimum: 0, maximum: 10_000, default: i };
    case 'boolean':
      return { type: 'boolean', ...common, default: false };
    default:
      return { type: 'string', ...common, enum: ['low', 'medium', 'high', `level_${i}`] };
  }
}

/** The tool's text, pretty-printed with two spaces as the studio's editor shows it. */
export function wideTool(count = 200): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`field_${i}`] = property(i);
  const tool = {
    name: 'wide_tool',
    description: `A tool with ${count} documented parameters.`,
    inputSchema: { type: 'object', properties, required: ['field_0'] },
  };
  return JSON.stringify(tool, null, 2);
}
