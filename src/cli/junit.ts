/**
 * JUnit XML, the report format CI systems (GitHub Actions reporters, GitLab, Jenkins, Azure)
 * read test results from: one <testsuite> per tool, one <testcase> per case, a <failure> with
 * the reason for each case that did not get its expected verdict.
 */

/** Characters of a failure's message attribute (the line CI views show); the rest is cut, with a note. */
export const MAX_JUNIT_MESSAGE_CHARS = 2_000;
/** Characters of a failure's details (the element's text). */
export const MAX_JUNIT_DETAILS_CHARS = 20_000;

export interface JunitCase {
  name: string;
  /** Groups cases in CI views; the tool's name. */
  classname: string;
  /** Seconds, when measured. */
  time?: number;
  /** Why the case failed; absent when it passed. `details` adds to the message, never repeats it. */
  failure?: { message: string; type: string; details?: string };
}

export interface JunitSuite {
  name: string;
  cases: JunitCase[];
}

/**
 * Text made safe for an XML attribute or element: markup characters escaped, and characters XML
 * 1.0 cannot carry at all (most control characters, lone surrogates) shown as their escape, so a
 * hostile tool name or server message cannot break the report or forge elements in it.
 */
export function xmlText(text: string): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex -- removing what XML 1.0 forbids is the point
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A text within `max` characters, saying how much was cut. */
function cut(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… (${text.length - max} more characters cut)`;
}

function seconds(time: number | undefined): string {
  return time === undefined ? '' : ` time="${time.toFixed(3)}"`;
}

/** The whole report, with a trailing newline. */
export function junitXml(title: string, suites: readonly JunitSuite[]): string {
  const all = suites.flatMap((s) => s.cases);
  const failures = (cases: readonly JunitCase[]) => cases.filter((c) => c.failure).length;
  const total = (cases: readonly JunitCase[]) =>
    cases.some((c) => c.time !== undefined)
      ? cases.reduce((sum, c) => sum + (c.time ?? 0), 0)
      : undefined;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(title)}" tests="${all.length}" failures="${failures(all)}" errors="0"${seconds(total(all))}>`,
  ];
  for (const suite of suites) {
    lines.push(
      `  <testsuite name="${xmlText(suite.name)}" tests="${suite.cases.length}" failures="${failures(suite.cases)}" errors="0" skipped="0"${seconds(total(suite.cases))}>`,
    );
    for (const c of suite.cases) {
      const open = `    <testcase name="${xmlText(c.name)}" classname="${xmlText(c.classname)}"${seconds(c.time)}`;
      if (!c.failure) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      // The message is written once, in its attribute; the element holds only the details.
      const failure = `      <failure message="${xmlText(cut(c.failure.message, MAX_JUNIT_MESSAGE_CHARS))}" type="${xmlText(c.failure.type)}"`;
      lines.push(
        c.failure.details === undefined
          ? `${failure}/>`
          : `${failure}>${xmlText(cut(c.failure.details, MAX_JUNIT_DETAILS_CHARS))}</failure>`,
      );
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
