import { prerenderRoutes } from '../../scripts/routes';
import { domFingerprint, parsePage } from '../html/parse';
import { expect, test } from './fixtures';

/**
 * The checks that read pages without a browser (tests/html, vitest) parse them with linkedom. Here Chromium with
 * JavaScript off parses every built page as served, and both must build the same tree — every element, attribute and
 * text — so a check moved out of the browser reads what a browser reads (docs/decisions/027-test-budget.md).
 */
test('the HTML checks read every built page as Chromium does @desktop-only', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Nothing is fetched: the page is set from the served HTML, and its subresources are not needed to parse it.
  await page.route('**/*', (route) => route.abort());
  const paths = prerenderRoutes().map((r) => r.url.replace('__not-found__', 'no-such-page'));
  expect(paths.length).toBeGreaterThan(80);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    const chromium = await page.evaluate(`(${domFingerprint.toString()})(document)`);
    const linkedom = domFingerprint(parsePage(html).document);
    expect(linkedom.length, path).toBeGreaterThan(20);
    expect(linkedom, path).toEqual(chromium);
  }
  await context.close();
});
