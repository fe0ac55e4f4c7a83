/**
 * How a client names and pictures a tool: its display name (title → annotations.title → name,
 * MCP 2026-07-28) and its first icon. Only a raster data: icon is drawn: an https: icon would be
 * a request leaving the page, and an SVG can carry script; those are named instead. The display
 * name line is in DisplayNameLine.tsx: the Tools list, in the page's first chunk, draws icons only.
 */
const DRAWABLE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/** The first icon's src, when the tool has one. */
function firstIcon(tool: unknown): string | undefined {
  const icons = (tool as { icons?: unknown } | null)?.icons;
  if (!Array.isArray(icons)) return undefined;
  const src = (icons[0] as { src?: unknown } | null)?.src;
  return typeof src === 'string' ? src : undefined;
}

export function ToolIcon({ tool }: { tool: unknown }) {
  const src = firstIcon(tool);
  if (!src) return null;
  if (DRAWABLE.test(src))
    return <img className="tool-icon" src={src} alt="" width={16} height={16} aria-hidden="true" />;
  return (
    <span
      className="tool-icon tool-icon-placeholder"
      aria-hidden="true"
      title={
        /^https:/i.test(src)
          ? `Icon at ${src} (not fetched: the studio sends no request of its own)`
          : 'Icon not drawn here (only PNG, JPEG, GIF and WebP data: icons are)'
      }
    >
      ◇
    </span>
  );
}
