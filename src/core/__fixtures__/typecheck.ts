import path from 'node:path';
import ts from 'typescript';

/**
 * Type-checks in-memory TypeScript files with the real compiler and the installed provider SDKs,
 * returning "file: message" for every error in those files. Used by the SDK type tests.
 */
export function typeErrors(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const virtual = new Map(Object.entries(files).map(([name, text]) => [path.resolve(name), text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(path.resolve(name)) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(path.resolve(name)) ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(name));
    if (text !== undefined) return ts.createSourceFile(name, text, languageVersion, true);
    return getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && virtual.has(path.resolve(d.file.fileName)))
    .map((d) => `${path.basename(d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}
