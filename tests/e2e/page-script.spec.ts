import type { Page, Request } from '@playwright/test';
import { loginButton } from './fixtures';
import {
  expect,
  expectAccepted,
  expectContactPageSent,
  fillContactPage,
  formBody,
  holdRequests,
  nextPost,
  test,
} from './journeys';

/**
 * The page's script comes in two parts (web/src/boot.ts, decision 026): a small inline script that listens from the
 * first paint, and the runtime, a cached file it fetches once the page has loaded and is idle, at the patient's first
 * reach, or at once on a page that is the form. Here the runtime itself is held back, as on a slow connection, so
 * every press lands before it runs: the inline script must keep it and hand it over, or, if the runtime never comes,
 * let the browser post the form.
 */

const RUNTIME = /\/assets\/index-[\w-]+\.js$/;

/** Holds the runtime's file until the test releases it (or makes it fail); counts the requests for it. */
const holdRuntime = (page: Page) => holdRequests(page, RUNTIME);

const runtimeReady = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready', { timeout: 15_000 });

test.describe('the page script', () => {
  test('a content page fetches its runtime only after it has loaded, and runs it without a touch @phone-only', async ({
    page,
  }) => {
    await page.goto('/services/bronchoscopy');
    await runtimeReady(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const runtime = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/index-[\w-]+\.js$/.test(new URL(e.name).pathname));
      return { loaded: nav.loadEventEnd, starts: runtime.map((e) => e.startTime), inline: document.scripts.length };
    });
    expect(timing.starts).toHaveLength(1);
    expect(timing.starts[0]).toBeGreaterThanOrEqual(timing.loaded);
    // A page that is not the form preloads nothing of it.
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });

  test('a page that is the form preloads its runtime and fetches it at once @phone-only', async ({ page }) => {
    await page.goto('/manage');
    await runtimeReady(page);
    await expect(page.locator('link[rel="modulepreload"]').first()).toHaveAttribute('href', RUNTIME);
    const started = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const runtime = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/index-[\w-]+\.js$/.test(new URL(e.name).pathname));
      return { start: runtime?.startTime ?? -1, loaded: nav.loadEventEnd };
    });
    expect(started.start).toBeGreaterThanOrEqual(0);
    expect(started.start).toBeLessThan(started.loaded);
  });

  test('a message sent before the runtime arrives is kept, and sent once it runs @phone-only', async ({ page }) => {
    const gate = await holdRuntime(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByTestId('contact-page-form');
    const tara = {
      name: 'Tara Bootpress',
      email: 'tara.bootpress@example.com',
      subject: 'General Consultation',
      message: 'Please call me back about my test.',
    };
    await fillContactPage(form, tara);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The first reach asked for the runtime, which has not come: the press is held, the form marked busy, nothing sent.
    await expect.poll(() => gate.asked.length).toBe(1);
    await expect(page.locator('[data-island="contact-page-form"]')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toEqual([]);

    const sent = nextPost(page, '/api/contact');
    gate.release();
    await expectAccepted(await sent, formBody({ ...tara, phone: '' }));
    await expectContactPageSent(page, form);
    expect(posts).toEqual(['/api/contact']);
    expect(gate.asked).toHaveLength(1);
  });

  test('a Login pressed before the runtime arrives is checked and logged once it runs', async ({ page }, info) => {
    const gate = await holdRuntime(page);
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'log') logs.push(m.text());
    });
    await page.goto('/', { waitUntil: 'commit' });
    await (await loginButton(page, info)).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill('tara.bootpress@example.com');
    await dialog.getByLabel(/^Password/).fill('not-a-real-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    // Held: the dialog stays open with what was typed, nothing logged yet.
    await expect.poll(() => gate.asked.length).toBe(1);
    await expect(dialog).toBeVisible();
    expect(logs).not.toContain('Login submitted');

    gate.release();
    await expect.poll(() => logs).toContain('Login submitted');
    await expect(dialog).toBeHidden();
  });

  test('if the runtime never comes, a held press goes to the browser: the form posts to the server @phone-only', async ({
    page,
    consoleErrors,
    allowHttpErrors,
  }) => {
    allowHttpErrors(400, 403, 409, 422, 429);
    const gate = await holdRuntime(page);
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame() && r.method() !== 'GET') posts.push(r);
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByTestId('contact-page-form');
    await fillContactPage(form, {
      name: 'Tara Bootpress',
      email: 'tara.bootpress@example.com',
      subject: 'General Consultation',
      message: 'Please call me back.',
    });
    const action = new URL((await form.getAttribute('action')) ?? '', page.url()).pathname;
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => gate.asked.length).toBe(1);
    expect(posts).toEqual([]);

    const native = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
    gate.fail();
    const req = await native;
    expect(req.method()).toBe('POST');
    expect(new URL(req.url()).pathname).toBe(action);
    expect(new URL(req.url()).search).toBe('');
    expect(req.postData() ?? '').toContain('Bootpress');
    await req.response().catch(() => null);
    const expected = consoleErrors.filter((e) => /^error: the page script did not load:/.test(e));
    expect(expected).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
  });
});
