/**
 * Monaco's chunks (3.5 MB) are prefetched only once the Form tab's chunk has arrived. Listed as
 * prefetch links in index.html they were fetched alongside the page's own script and the Form
 * tab's, and on a 2-core machine serving them competed with both, so the first field came
 * anywhere from 0.55 to 0.8 s. The build writes the list into a meta tag
 * (`prefetchEditor` in vite.config.ts); the page turns it into prefetch links when it is ready.
 */
export const EDITOR_FILES_META = 'tool-schema-studio-editor-files';

/** Adds a prefetch link for each file the build listed; a second call adds nothing. */
export function prefetchEditor(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${EDITOR_FILES_META}"]`);
  if (!meta) return; // the dev server serves modules, not chunks: nothing to prefetch
  meta.remove();
  for (const href of meta.content.split(/\s+/).filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.crossOrigin = '';
    doc.head.append(link);
  }
}
