import { test as base } from '@playwright/test';
import { StudioPage } from './pages/studio';

/** Each test gets a fresh browser context (so an empty IndexedDB) and the studio page object. */
export const test = base.extend<{ studio: StudioPage }>({
  studio: async ({ page }, use) => {
    await use(new StudioPage(page));
  },
});

export { expect } from '@playwright/test';
