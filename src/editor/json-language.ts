/**
 * Registers the `json` language with Monaco and loads the lean JSON mode (`json-mode.ts`, a
 * lazy chunk) the first time a JSON model is created, as monaco-editor's own
 * `languages/features/json/register` does, but without its `jsonMode` chunk (see json-mode.ts).
 */
import { languages } from 'monaco-editor/editor/editor.api';
// A type only (erased from the build): the mode itself stays a lazy chunk, imported below.
import type { JsonLanguageSettings } from './json-mode';
import { TOOL_DOCUMENT_SCHEMA, TOOL_DOCUMENT_SCHEMA_URI } from './tool-document-schema';

export const JSON_LANGUAGE_SETTINGS: JsonLanguageSettings = {
  languageId: 'json',
  diagnostics: {
    // Syntax and schema findings come from the core (with rule codes and fixes); the language
    // service only completes and explains, so nothing is reported twice.
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [
      {
        uri: TOOL_DOCUMENT_SCHEMA_URI,
        // Monaco edits nothing but tool documents in this app.
        fileMatch: ['*'],
        schema: TOOL_DOCUMENT_SCHEMA,
      },
    ],
  },
};

export function registerJsonLanguage(settings: JsonLanguageSettings = JSON_LANGUAGE_SETTINGS) {
  languages.register({
    id: settings.languageId,
    extensions: ['.json'],
    aliases: ['JSON', 'json'],
    mimetypes: ['application/json'],
  });
  languages.onLanguage(settings.languageId, () => {
    void import('./json-mode').then((mode) => mode.setupJsonMode(settings));
  });
}
