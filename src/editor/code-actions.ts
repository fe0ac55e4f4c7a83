import type { Diagnostic } from '../core';
import type { editor, languages } from 'monaco-editor/editor/editor.api';
import { diagnosticTouches } from './markers';
import { monaco } from './monaco-setup';

/**
 * Core quick fixes as Monaco code actions (the lightbulb). `diagnosticsFor` returns the
 * diagnostics of a model only when they were computed for its current text, so offsets hold.
 */
export function registerQuickFixes(
  diagnosticsFor: (model: editor.ITextModel) => readonly Diagnostic[],
) {
  return monaco.languages.registerCodeActionProvider('json', {
    provideCodeActions(model, range) {
      const actions: languages.CodeAction[] = [];
      for (const diagnostic of diagnosticsFor(model)) {
        if (!diagnostic.fix || !diagnosticTouches(diagnostic, range)) continue;
        actions.push({
          title: diagnostic.fix.title,
          kind: 'quickfix',
          isPreferred: true,
          diagnostics: [
            {
              severity: monaco.MarkerSeverity.Error,
              message: diagnostic.message,
              code: diagnostic.code,
              startLineNumber: diagnostic.start.line,
              startColumn: diagnostic.start.column,
              endLineNumber: diagnostic.end.line,
              endColumn: diagnostic.end.column,
            },
          ],
          edit: {
            edits: diagnostic.fix.edits.map((edit) => {
              const start = model.getPositionAt(edit.offset);
              const end = model.getPositionAt(edit.offset + edit.length);
              return {
                resource: model.uri,
                versionId: model.getVersionId(),
                textEdit: {
                  range: new monaco.Range(
                    start.lineNumber,
                    start.column,
                    end.lineNumber,
                    end.column,
                  ),
                  text: edit.content,
                },
              };
            }),
          },
        });
      }
      return { actions, dispose: () => {} };
    },
  });
}
