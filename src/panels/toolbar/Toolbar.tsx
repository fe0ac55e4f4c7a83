import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useRovingToolbar } from '../../components/roving-focus';
import { useReturnFocus } from '../../components/return-focus';
import type { ToolTemplate } from '../../core';
import { workspaceStore } from '../../store';
import { NewToolMenu, useTemplatesSoon } from './NewToolMenu';
import { cycleTheme } from './theme';
import type { ThemePreference } from './theme';

interface ToolbarProps {
  onImport: () => void;
  themePreference: ThemePreference;
  /** The Share button, owned by the share panel; the shell hands it in so panels need not import one another. */
  share: ReactNode;
  /** The live-server buttons (Connect, Import from server, Compare with server), handed in by the shell. */
  live?: ReactNode;
  /** Open folder and Save, owned by the files panel. */
  files?: ReactNode;
  /** Changes when something outside asks for the New tool menu (the welcome's "Start from a template"). */
  openTemplates?: number;
}

const themeText: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

export function Toolbar({
  onImport,
  themePreference,
  share,
  live,
  files,
  openTemplates = 0,
}: ToolbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const rememberMenuTrigger = useReturnFocus(menuOpen);
  useEffect(() => {
    if (openTemplates === 0) return;
    rememberMenuTrigger();
    setMenuOpen(true);
  }, [openTemplates, rememberMenuTrigger]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // One Tab stop; arrows, Home and End move inside. Buttons added later join by themselves.
  const actionsRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRovingToolbar(actionsRef);
  useTemplatesSoon();
  const pick = (template: ToolTemplate) => {
    workspaceStore.getState().addTool(template.text);
    setMenuOpen(false);
  };
  return (
    <header className="toolbar">
      <h1 className="app-title">Tool Schema Studio</h1>
      <div
        ref={actionsRef}
        className="toolbar-actions"
        role="toolbar"
        aria-label="Studio"
        onKeyDown={moveFocus}
      >
        <div className="menu-anchor">
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => {
              if (!menuOpen) rememberMenuTrigger();
              setMenuOpen(!menuOpen);
            }}
          >
            New tool
          </button>
          {menuOpen && <NewToolMenu onPick={pick} onClose={closeMenu} />}
        </div>
        <button type="button" onClick={onImport}>
          Import
        </button>
        {share}
        {files}
        {live}
        <button
          type="button"
          // The name holds the visible word, so speech users can say what they see.
          aria-label={`Theme: ${themeText[themePreference]}`}
          title={`Theme: ${themeText[themePreference]} (click to change)`}
          onClick={cycleTheme}
        >
          <span aria-hidden="true">◐ {themeText[themePreference]}</span>
        </button>
      </div>
    </header>
  );
}
