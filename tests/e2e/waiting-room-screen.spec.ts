import type { Page } from '@playwright/test';
import { expect, test } from './journeys';

/**
 * The waiting-room screen on the clinic's TV (issue 37 item 8), read from the back of the room: the token being seen
 * fills most of the screen's height, the next ones are large, both scripts label them, nothing scrolls, and a session
 * with nobody called says so in words. The board is whatever the screen's JSON says (served here by the test, so any
 * board can be drawn at once: three-digit tokens, an idle session, two places); the screen's own script draws it, as
 * it does every five seconds on the TV (the page's clock is run on, not waited for). What the server draws before the
 * first poll is the same markup (tests/api/queue-public.test.ts).
 */

const DESK = { 'X-Desk-Request': '1' };
const TVS = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
];
const SESSION = 'Session from 09:00 AM · सुबह 9:00 से ओपीडी';

interface Panel {
  place: string;
  session: string | null;
  now_seeing: number | null;
  next: number[];
}

/** Opens the screen with a key of its own, its JSON answered with `panels`, and lets its script draw them. */
async function openScreen(page: Page, url: string, panels: Panel[]) {
  await page.clock.install();
  await page.route(/\/api\/screen\/[^/]+\/json$/, (route) => route.fulfill({ json: { success: true, panels } }));
  await page.goto(url);
  await page.clock.runFor(5_000);
  await expect(page.locator('.panel')).toHaveCount(panels.length);
}

/** No scrollbar, and nothing drawn past the screen's edges or out of its own box. */
async function expectFitsTheScreen(page: Page) {
  const spill = await page.evaluate(() => {
    const d = document.documentElement;
    const out = [...document.querySelectorAll<HTMLElement>('.panel, .now, .next li, .note, .label, .session, h1, h2')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5 || e.scrollWidth > e.clientWidth + 1;
      })
      .map((e) => `${e.className || e.tagName}: ${e.textContent}`);
    return { scroll: [d.scrollWidth - d.clientWidth, d.scrollHeight - d.clientHeight], out };
  });
  expect(spill).toEqual({ scroll: [0, 0], out: [] });
}

/** An element's font size as a share of the screen's height. */
const heightShare = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize) / innerHeight);

let screenUrl = '';

/** The screen's link, made once per worker on its own server (a new one ends the old, as on the desk). */
test.beforeEach(async ({ request }) => {
  if (screenUrl) return;
  const key = await request.post('/api/desk/queue-links/screen-key', { headers: DESK, data: {} });
  expect(key.status()).toBe(200);
  screenUrl = (await key.json()).url;
});

for (const tv of TVS) {
  test.describe(`the waiting-room screen at ${tv.width}×${tv.height}`, () => {
    test.use({ viewport: tv });

    test('shows the token being seen across most of the screen and the next five large, both labelled in both scripts @desktop-only', async ({
      page,
    }) => {
      await openScreen(page, screenUrl, [
        { place: '', session: SESSION, now_seeing: 128, next: [129, 130, 131, 132, 133] },
      ]);
      await expect(page.locator('.now')).toHaveText('128');
      await expect(page.locator('.next li')).toHaveText(['129', '130', '131', '132', '133']);
      await expect(page.locator('.seeing .label')).toHaveText('Now seeing · अभी डॉक्टर के पास');
      await expect(page.locator('.queue .label')).toHaveText('Next · इसके बाद');
      // Readable from the back of a waiting room: the token being seen over half the screen's height, the next ones
      // over a tenth (a 43-inch TV: about 27 cm and 6 cm of type).
      expect(await heightShare(page, '.now')).toBeGreaterThan(0.5);
      expect(await heightShare(page, '.next li')).toBeGreaterThan(0.1);
      await expectFitsTheScreen(page);
    });

    test('says "Please wait to be called" while nobody is with the doctor, and that nobody else waits, in both scripts, never a dash @desktop-only', async ({
      page,
    }) => {
      await openScreen(page, screenUrl, [{ place: '', session: SESSION, now_seeing: null, next: [] }]);
      await expect(page.locator('.now')).toHaveCount(0);
      await expect(page.locator('.seeing')).toHaveText('Please wait to be called.कृपया अपनी बारी का इंतज़ार करें।');
      await expect(page.locator('.queue .note')).toHaveText('No one else is waiting.अभी और कोई इंतज़ार में नहीं है।');
      await expect(page.locator('.seeing [lang="hi"]')).toHaveText('कृपया अपनी बारी का इंतज़ार करें।');
      expect(await page.locator('#board').textContent()).not.toMatch(/[–—-]/);
      expect(await heightShare(page, '.seeing .note')).toBeGreaterThan(0.045);
      await expectFitsTheScreen(page);
    });

    test('shares the screen between places: each its session, its token or its words, and "No more sessions today" @desktop-only', async ({
      page,
    }) => {
      await openScreen(page, screenUrl, [
        { place: 'Delhi Chest & Respiratory Clinic', session: SESSION, now_seeing: 41, next: [42, 43, 44, 45, 46] },
        { place: 'Saket clinic · साकेत क्लिनिक', session: SESSION, now_seeing: null, next: [7] },
        { place: 'Dwarka clinic · द्वारका क्लिनिक', session: null, now_seeing: null, next: [] },
      ]);
      await expect(page.locator('.panel h2')).toHaveText([
        'Delhi Chest & Respiratory Clinic',
        'Saket clinic · साकेत क्लिनिक',
        'Dwarka clinic · द्वारका क्लिनिक',
      ]);
      await expect(page.locator('.now')).toHaveText(['41']);
      await expect(page.locator('.panel').nth(1).locator('.note.wait')).toBeVisible();
      await expect(page.locator('.panel').nth(2)).toContainText('No more sessions todayआज और कोई ओपीडी नहीं');
      // A third of the screen each, and the token being seen still over a fifth of its height.
      expect(await heightShare(page, '.now')).toBeGreaterThan(0.2);
      await expectFitsTheScreen(page);
    });
  });
}

test('draws the same board without JavaScript, refreshing itself, with nothing past the screen @desktop-only', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: TVS[1] });
  const page = await context.newPage();
  const res = await page.goto(screenUrl);
  expect(res?.status()).toBe(200);
  expect(await page.content()).toMatch(/<noscript><meta http-equiv="refresh" content="15"><\/noscript>/);
  await expect(page.locator('.panel')).not.toHaveCount(0);
  // Whatever this server's day holds: a token, the words for nobody called, or no more sessions; never a lone dash.
  expect(await page.locator('#board').textContent()).not.toMatch(/(^|\s)[–—-](\s|$)/);
  await expectFitsTheScreen(page);
  await context.close();
});
