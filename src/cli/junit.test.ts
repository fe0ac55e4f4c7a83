import { describe, expect, it } from 'vitest';
import { junitXml, xmlText } from './junit';

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
        '      <failure message="why" type="expected valid">why</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
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
