import { useEffect, useState } from 'react';

/** The tool list's width in CSS pixels: its default, the narrowest and the widest it may be. */
const TOOL_LIST_WIDTH = { initial: 220, min: 160, max: 560 } as const;
/** How far one arrow key moves the edge; Shift moves it four times as far. */
const KEY_STEP_PX = 16;
const STORAGE_KEY = 'tool-schema-studio.tool-list-width';

const clamp = (width: number) =>
  Math.round(Math.min(TOOL_LIST_WIDTH.max, Math.max(TOOL_LIST_WIDTH.min, width)));

function storedWidth(): number {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? clamp(value) : TOOL_LIST_WIDTH.initial;
  } catch {
    return TOOL_LIST_WIDTH.initial;
  }
}

/**
 * The draggable right edge of the tool list (a window splitter: arrow keys, Home and End too), so
 * long tool names can be read in full. The width lives in the `--tools-width` custom property the
 * studio's grid reads, and is remembered in this browser.
 */
export function SidebarResizer() {
  const [width, setWidth] = useState(storedWidth);
  useEffect(() => {
    document.documentElement.style.setProperty('--tools-width', `${width}px`);
    try {
      localStorage.setItem(STORAGE_KEY, String(width));
    } catch {
      // Private windows may refuse storage: the width then lasts for this page only.
    }
  }, [width]);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startWidth = width;
    const onMove = (move: PointerEvent) => setWidth(clamp(startWidth + move.clientX - startX));
    const onUp = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
    const next =
      event.key === 'ArrowLeft'
        ? width - step
        : event.key === 'ArrowRight'
          ? width + step
          : event.key === 'Home'
            ? TOOL_LIST_WIDTH.min
            : event.key === 'End'
              ? TOOL_LIST_WIDTH.max
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setWidth(clamp(next));
  };

  return (
    <div
      className="sidebar-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize tool list"
      aria-valuenow={width}
      aria-valuemin={TOOL_LIST_WIDTH.min}
      aria-valuemax={TOOL_LIST_WIDTH.max}
      tabIndex={0}
      title="Drag, or use the arrow keys, to widen the tool list"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onDoubleClick={() => setWidth(TOOL_LIST_WIDTH.initial)}
    />
  );
}
