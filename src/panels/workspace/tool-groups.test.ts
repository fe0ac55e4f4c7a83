import { describe, expect, it } from 'vitest';
import { filterRows, groupRows } from './tool-groups';

const rows = (...labels: string[]) => labels.map((label, i) => ({ id: `t${i}`, label }));

describe('filterRows', () => {
  it('keeps the rows whose name contains the text, whatever the case', () => {
    const all = rows('get_weather', 'Search_Code', 'fs.read_file');
    expect(filterRows(all, ' CODE ').map((r) => r.label)).toEqual(['Search_Code']);
    expect(filterRows(all, 'e').length).toBe(3);
    expect(filterRows(all, '')).toEqual(all);
  });
});

describe('groupRows', () => {
  const many = rows(
    'github.create_issue',
    'fs/read_file',
    'github.list_issues',
    'fs/write_file',
    'github.comment',
    'echo',
    'fs/stat',
    'add',
  );

  it('groups a large workspace by source prefix, in list order, unprefixed tools last', () => {
    const groups = groupRows(many, many.length);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.label)])).toEqual([
      ['github', ['github.create_issue', 'github.list_issues', 'github.comment']],
      ['fs', ['fs/read_file', 'fs/write_file', 'fs/stat']],
      [undefined, ['echo', 'add']],
    ]);
  });

  it('stays flat for a small workspace or a single source', () => {
    expect(groupRows(many.slice(0, 4), 4)).toEqual([{ name: undefined, rows: many.slice(0, 4) }]);
    const oneSource = rows(...Array.from({ length: 9 }, (_, i) => `github.tool_${i}`), 'echo');
    expect(groupRows(oneSource, oneSource.length)).toHaveLength(1);
  });
});
