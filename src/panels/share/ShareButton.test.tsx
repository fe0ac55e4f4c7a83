// @vitest-environment jsdom
import { StrictMode } from 'react';
import { deflateRawSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ShareButton } from './ShareButton';

function link(content: unknown): string {
  return `#share=v1.${deflateRawSync(Buffer.from(JSON.stringify(content))).toString('base64url')}`;
}

beforeAll(async () => {
  // The decoder, the question and the parts that show it load when a link arrives (lazy chunks
  // in the build). Vitest compiles them on first import, which can take longer than a findBy
  // wait: load them first.
  await Promise.all([
    import('./ShareParts'),
    import('./IncomingShareDialog'),
    import('../../core/share/link'),
  ]);
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

describe('opening the studio with a share link', () => {
  it('asks about the link even under StrictMode, whose second effect run finds the address already cleaned', async () => {
    history.replaceState(
      null,
      '',
      `/${link({ tools: [{ text: '{"name":"shared_tool"}', samples: [] }] })}`,
    );
    render(
      <StrictMode>
        <ShareButton />
      </StrictMode>,
    );
    expect(await screen.findByText('Open shared workspace')).toBeTruthy();
    expect(screen.getByText('shared_tool')).toBeTruthy();
    expect(window.location.hash).toBe('');
  });

  it('shows a broken link as a message, not a question', async () => {
    history.replaceState(null, '', '/#share=v1.abc$');
    render(
      <StrictMode>
        <ShareButton />
      </StrictMode>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This share link could not be opened.');
    expect(alert.textContent).toContain('malformed');
    expect(screen.queryByText('Open shared workspace')).toBeNull();
  });
});
