import type { Locator, Page } from '@playwright/test';

/**
 * Open folder and Save, over a real directory: the Origin Private File System. Only the native
 * picker is stubbed (it hands over the OPFS root); reads and writes are the browser's own.
 */
export class FilesPanel {
  readonly openFolder: Locator;
  readonly save: Locator;
  readonly conflict: Locator;
  /** The choice Save offers for a tool read from a provider's file. */
  readonly convertChoice: Locator;

  constructor(readonly page: Page) {
    const bar = page.getByRole('toolbar', { name: 'Studio' });
    this.openFolder = bar.getByRole('button', { name: 'Open folder' });
    this.save = bar.getByRole('button', { name: 'Save', exact: true });
    this.conflict = page.getByRole('dialog', { name: 'File changed on disk' });
    this.convertChoice = page.getByRole('dialog', { name: "Save to a provider's file" });
  }

  /** Makes the folder picker answer with the OPFS root, before the studio's script runs. */
  async stubPickerWithOpfs(): Promise<void> {
    await this.page.addInitScript(() => {
      (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker =
        () => navigator.storage.getDirectory();
    });
  }

  /** Writes a file into the OPFS root, as another program would. */
  async writeFile(name: string, text: string): Promise<void> {
    await this.page.evaluate(
      async ({ name, text }) => {
        const root = await navigator.storage.getDirectory();
        const handle = await root.getFileHandle(name, { create: true });
        const writable = await handle.createWritable();
        await writable.write(text);
        await writable.close();
      },
      { name, text },
    );
  }

  async readFile(name: string): Promise<string> {
    return this.page.evaluate(async (name) => {
      const root = await navigator.storage.getDirectory();
      return (await (await root.getFileHandle(name)).getFile()).text();
    }, name);
  }

  /** Every file at the OPFS root, by name, with its text. */
  async readAll(): Promise<Record<string, string>> {
    return this.page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const all: Record<string, string> = {};
      const entries = root as unknown as AsyncIterable<[string, FileSystemHandle]>;
      for await (const [name, handle] of entries)
        if (handle.kind === 'file')
          all[name] = await (handle as FileSystemFileHandle).getFile().then((f) => f.text());
      return all;
    });
  }

  /** Makes every write fail, as a full disk or a revoked grant would; returns the undo. */
  async failWrites(): Promise<() => Promise<void>> {
    await this.page.evaluate(() => {
      const proto = FileSystemFileHandle.prototype as unknown as Record<string, unknown>;
      proto.__createWritable = proto.createWritable;
      proto.createWritable = () =>
        Promise.reject(new DOMException('The disk is full.', 'QuotaExceededError'));
    });
    return () =>
      this.page.evaluate(() => {
        const proto = FileSystemFileHandle.prototype as unknown as Record<string, unknown>;
        proto.createWritable = proto.__createWritable;
      });
  }

  /** Drops files on the studio, as from a file manager. */
  async dropFiles(all: Record<string, string>): Promise<void> {
    const transfer = await this.page.evaluateHandle((entries) => {
      const data = new DataTransfer();
      for (const [name, text] of Object.entries(entries))
        data.items.add(new File([text], name, { type: 'application/json' }));
      return data;
    }, all);
    await this.page.locator('.studio').dispatchEvent('drop', { dataTransfer: transfer });
  }
}
