import { useCallback, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
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
  /** Open folder and Save, owned by the files panel. */
  files?: ReactNode;
}

const themeText: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

const ARROW_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Menus and dialogs opened from the toolbar live inside it; their keys and buttons are their own. */
const OWN_WIDGETS = '[role="menu"], dialog';

/**
 * Arrow keys, Home and End move between the toolbar's own buttons, as screen-reader users expect
 * of a toolbar; Tab still reaches each of them.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = ARROW_STEPS[event.key];
  if (!step || (event.target as HTMLElement).closest(OWN_WIDGETS)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')].filter(
    // A disabled button cannot take focus (Save, with no folder open): the keys skip it.
    (b) => !b.closest(OWN_WIDGETS) && !b.disabled,
  );
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[step(index, buttons.length)]?.focus();
}

export function Toolbar({ onImport, themePreference, share, files }: ToolbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useTemplatesSoon();
  const pick = (template: ToolTemplate) => {
    workspaceStore.getState().addTool(template.text);
    setMenuOpen(false);
  };
  return (
    <header className="toolbar">
      <h1 className="app-title">Tool Schema Studio</h1>
      <div className="toolbar-actions" role="toolbar" aria-label="Studio" onKeyDown={moveFocus}>
        <div className="menu-anchor">
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((o) => !o)}
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
