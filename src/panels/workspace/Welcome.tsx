import { useState } from 'react';
import { rememberDismissed, wasDismissed } from './welcome-state';

export interface WelcomeProps {
  /** Opens the New tool menu (templates, Blank tool first). */
  onTemplates: () => void;
  /** Opens the Import dialog, where a tool, a tools/list result or a file can be pasted. */
  onImport: () => void;
}

/**
 * The first-run guidance: what the studio is for and three ways to start. Dismissed once, it stays
 * dismissed in this browser; the example tool open beside it is the third way ("try the example").
 */
export function Welcome({ onTemplates, onImport }: WelcomeProps) {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    rememberDismissed();
  };
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title" className="welcome-title">
        Start here
      </h2>
      <p className="welcome-text">
        Write a tool definition in the JSON editor, try arguments in the Form on the right, fix what
        Problems lists, then export JSON a provider accepts. Nothing leaves this browser.
      </p>
      <div className="welcome-actions">
        <button type="button" onClick={onTemplates}>
          Start from a template
        </button>
        <button type="button" onClick={onImport}>
          Paste a tool or a tools/list result
        </button>
        <button type="button" className="primary" onClick={dismiss}>
          Try the example
        </button>
        <button type="button" className="welcome-dismiss" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
