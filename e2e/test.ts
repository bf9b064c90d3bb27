import { test as playwrightTest } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with one rule added: the browser contexts a journey opens itself
 * (`browser.newContext()`, one for each person) are closed when it ends, as its own `page` is.
 * Playwright leaves them open, so every earlier journey's people stayed signed in with live
 * sockets until the run ended: by the ninth file three dozen pages were talking to one server.
 * Their screenshots on failure are taken before this runs.
 */
export const test = playwrightTest.extend<{ closeContextsOpenedByTest: void }>({
  closeContextsOpenedByTest: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !openBefore.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
