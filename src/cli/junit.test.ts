import { describe, expect, it } from 'vitest';
import { junitXml, MAX_JUNIT_DETAILS_CHARS, MAX_JUNIT_MESSAGE_CHARS, xmlText } from './junit';

describe('junitXml', () => {
  it('counts cases and failures per suite and in all', () => {
    const xml = junitXml('run', [
      { name: 'a', cases: [{ name: 'ok', classname: 'a' }] },
      {
        name: 'b',
        cases: [
          {
            name: 'bad',
            classname: 'b',
            time: 0.5,
            failure: { message: 'why', type: 'expected valid' },
          },
        ],
      },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="run" tests="2" failures="1" errors="0" time="0.500">',
        '  <testsuite name="a" tests="1" failures="0" errors="0" skipped="0">',
        '    <testcase name="ok" classname="a"/>',
        '  </testsuite>',
        '  <testsuite name="b" tests="1" failures="1" errors="0" skipped="0" time="0.500">',
        '    <testcase name="bad" classname="b" time="0.500">',
        '      <failure message="why" type="expected valid"/>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('writes a long message once, cut with a note, and cuts long details (issue 40: 10 MB made a 21 MB file)', () => {
    const message = 'm'.repeat(10 * 1024 * 1024);
    const details = 'd'.repeat(10 * 1024 * 1024);
    const xml = junitXml('run', [
      {
        name: 's',
        cases: [{ name: 'c', classname: 's', failure: { message, type: 't', details } }],
      },
    ]);
    const kept = `${'m'.repeat(MAX_JUNIT_MESSAGE_CHARS)}… (${message.length - MAX_JUNIT_MESSAGE_CHARS} more characters cut)`;
    expect(xml).toContain(`<failure message="${kept}" type="t">`);
    expect(xml).toContain(
      `>${'d'.repeat(MAX_JUNIT_DETAILS_CHARS)}… (${details.length - MAX_JUNIT_DETAILS_CHARS} more characters cut)</failure>`,
    );
    expect(xml.split(kept)).toHaveLength(2);
    expect(xml.length).toBeLessThan(MAX_JUNIT_MESSAGE_CHARS + MAX_JUNIT_DETAILS_CHARS + 1_000);
  });

  it('cannot be broken or forged by a hostile name or message', () => {
    expect(xmlText('"/><testcase name="forged')).toBe('&quot;/&gt;&lt;testcase name=&quot;forged');
    expect(xmlText("a & b 'c'")).toBe('a &amp; b &apos;c&apos;');
    // Characters XML 1.0 cannot carry are shown as escapes; tab and newline stay.
    expect(xmlText('\u0000\u001b[2J\t\n')).toBe('\\u0000\\u001b[2J\t\n');
    expect(xmlText('lone \ud800 surrogate')).toBe('lone \\ufffd surrogate');
    expect(xmlText('pair \ud83d\ude00 kept')).toBe('pair \ud83d\ude00 kept');
  });
});
