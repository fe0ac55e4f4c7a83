import { useEffect, useRef } from 'react';
import type { ToolTemplate } from '../../core';
import { chunk } from '../../chunk';
import { useChunk } from '../../use-chunk';
import { whenIdle } from '../../when-idle';

/**
 * The templates (all but the first-visit example, which the store holds) stay out of the page's
 * first chunk: they are fetched when the page is first idle, or when the menu opens before that.
 */
const toolTemplates = chunk(() => import('../../core/templates').then((m) => m.TOOL_TEMPLATES));

/** Fetches the templates at the page's first idle moment, so the menu opens with them. */
export function useTemplatesSoon(): void {
  useEffect(() => whenIdle(() => void toolTemplates.load().catch(() => undefined)), []);
}

interface NewToolMenuProps {
  onPick: (template: ToolTemplate) => void;
  onClose: () => void;
}

/** The template picker under "New tool": a menu, closed by Escape or a click elsewhere. */
export function NewToolMenu({ onPick, onClose }: NewToolMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const templates = useChunk(toolTemplates);
  useEffect(() => {
    void toolTemplates.load().catch(() => undefined); // the failure is shown in the menu
  }, []);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);
  // Focus goes to the first item, again when the templates arrive after the menu opened.
  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [templates.status]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="menu"
      role="menu"
      aria-label="New tool from template"
      aria-busy={templates.status === 'waiting'}
      ref={menuRef}
      onKeyDown={onKeyDown}
    >
      {templates.status === 'ready' ? (
        templates.value.map((template) => (
          <button
            key={template.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => onPick(template)}
          >
            <span className="menu-label">{template.label}</span>
            <span className="menu-summary">{template.summary}</span>
          </button>
        ))
      ) : (
        <div role="menuitem" aria-disabled="true" tabIndex={-1}>
          <span className="menu-label">
            {templates.status === 'waiting'
              ? 'Loading templates…'
              : 'The templates could not be loaded'}
          </span>
          {templates.status === 'failed' && (
            <span className="menu-summary">
              The studio could not fetch them (offline?). Reload the page to try again; your tools
              are kept.
            </span>
          )}
        </div>
      )}
    </div>
  );
}
