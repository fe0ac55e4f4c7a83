import type { ImportPreview } from '../core';

/** A part of the worker that loads on the first request that needs it. */
export interface LazyPart {
  loaded(): boolean;
  load(): Promise<void>;
}

let preview: ((text: string) => ImportPreview) | undefined;

/**
 * The Import dialog's preview reads providers' formats through the export layer (about 130 KB of
 * the worker's script), which no other request needs: it loads on the first `preview-tools`
 * request, so a first visit's worker carries no exporter. Imported from its own module, not the
 * core's barrel, which the worker's script already holds and the bundler would not split.
 */
export const IMPORT_PREVIEW_PART: LazyPart = {
  loaded: () => preview !== undefined,
  load: async () => {
    preview ??= (await import('../core/export/import-preview')).previewImport;
  },
};

/** The import preview of `text`; throws when the part has not been loaded yet. */
export function previewTools(text: string): ImportPreview {
  if (preview === undefined) throw new Error('the import preview has not been loaded');
  return preview(text);
}
