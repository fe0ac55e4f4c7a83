import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './command-line';

describe('splitCommandLine', () => {
  it('splits words as a shell would, with quotes and escapes', () => {
    expect(splitCommandLine('node server.js --stdio')).toEqual(['node', 'server.js', '--stdio']);
    expect(splitCommandLine(`node "my server.js" 'a b' c\\ d ""`)).toEqual([
      'node',
      'my server.js',
      'a b',
      'c d',
      '',
    ]);
    expect(splitCommandLine('node -e "console.log(\\"x\\")"')).toEqual([
      'node',
      '-e',
      'console.log("x")',
    ]);
  });

  it('interprets nothing a shell would: no variables, globs, pipes or chaining', () => {
    expect(splitCommandLine('echo $HOME *.js | sh; rm -rf x && y')).toEqual([
      'echo',
      '$HOME',
      '*.js',
      '|',
      'sh;',
      'rm',
      '-rf',
      'x',
      '&&',
      'y',
    ]);
  });

  it('says what is wrong with an unusable command', () => {
    expect(splitCommandLine('node "server.js')).toBe('the command has an unclosed double quote.');
    expect(splitCommandLine("node 'x")).toBe('the command has an unclosed single quote.');
    expect(splitCommandLine('   ')).toBe('the command is empty.');
  });
});
