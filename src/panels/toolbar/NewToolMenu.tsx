import { useEffect, useRef } from 'react';
import { TOOL_TEMPLATES } from '../../core';

interface NewToolMenuProps {
  onPick: (templateId: string) => void;
  onClose: () => void;
}

/** The template picker under "New tool": a menu, closed by Escape or a click elsewhere. */
export function NewToolMenu({ onPick, onClose }: NewToolMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [
      ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
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
      ref={menuRef}
      onKeyDown={onKeyDown}
    >
      {TOOL_TEMPLATES.map((template) => (
        <button
          key={template.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => onPick(template.id)}
        >
          <span className="menu-label">{template.label}</span>
          <span className="menu-summary">{template.summary}</span>
        </button>
      ))}
    </div>
  );
}
