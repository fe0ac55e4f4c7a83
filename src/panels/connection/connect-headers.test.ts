import { describe, expect, it } from 'vitest';
import { buildHeaders } from './connect-headers';

describe('buildHeaders', () => {
  it('puts the token in a bearer Authorization header and reads other lines as Name: value', () => {
    expect(buildHeaders(' abc ', 'X-Api-Key: 123\n\nX-Team:  blue ')).toEqual({
      ok: true,
      headers: { 'X-Api-Key': '123', 'X-Team': 'blue', Authorization: 'Bearer abc' },
    });
  });
  it('sends no header when nothing is typed', () => {
    expect(buildHeaders('', '  \n')).toEqual({ ok: true, headers: {} });
  });
  it('refuses a line without a valid header name, saying which', () => {
    expect(buildHeaders('', 'X-Ok: 1\nno colon here')).toEqual({
      ok: false,
      message: 'Header line 2 is not "Name: value" with a valid header name.',
    });
    expect(buildHeaders('', 'Bad Name: 1').ok).toBe(false);
  });
});
