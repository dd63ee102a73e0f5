import type { Locator, Request } from '@playwright/test';
import { TURNSTILE_HEADER } from '../../common/platform/turnstile';
import { e2eTurnstilePort } from '../../scripts/lib/e2e-ports';
import { hydrated, screenshotPath } from './fixtures';
import {
  apiBooking,
  dateFor,
  expect,
  expectBookedToast,
  expectStep,
  homeWizardToConfirm,
  MEERA,
  nextPost,
  openHomeContact,
  pageWizardToConfirm,
  SUNITA,
  sendMessage,
  submitBooking,
  test,
  toConfirmStep,
  wizard,
} from './journeys';
import { installTurnstileStandIn, standInLog } from './turnstile-stand-in';

// These journeys run against the second server (scripts/e2e-turnstile-server.ts): the site built with a Turnstile
// site key, its API configured with the secret and verifying tokens against a local stand-in for siteverify that
// answers as Cloudflare does. The page gets a stand-in for Cloudflare's script (tests/e2e/turnstile-stand-in.ts).
test.use({ baseURL: `http://127.0.0.1:${e2eTurnstilePort()}` });

// The variant builds and starts while the first files run (scripts/e2e-server.ts does not wait for it): wait for it
// here, once per worker, for as long as a busy host may take to build it.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const health = `http://127.0.0.1:${e2eTurnstilePort()}/api/health`;
  await expect
    .poll(
      async () => {
        try {
          const res = await fetch(health);
          await res.arrayBuffer();
          return res.status;
        } catch {
          return 0;
        }
      },
      { timeout: 290_000, intervals: [500] },
    )
    .toBe(200);
});

test.beforeEach(async ({ page }) => {
  await installTurnstileStandIn(page);
});

/** The widget's box in a form, and the stand-in's hidden input holding its current token once solved. */
const widgetIn = (form: Locator) => form.getByTestId('turnstile');
async function expectSolved(form: Locator) {
  const frame = widgetIn(form).locator('iframe[title*="Cloudflare security challenge"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('data-state', 'solved');
  await expect(widgetIn(form).locator('input[name="cf-turnstile-response"]')).toHaveValue(/^test-token\./);
}

/** Asserts the request carried a token for `action`, and that the API accepted it. Returns the token. */
async function expectVerified(req: Request, action: string): Promise<string> {
  const token = (await req.headerValue(TURNSTILE_HEADER)) ?? '';
  expect(token).toMatch(new RegExp(`^test-token\\.${action}\\.[0-9a-f-]{36}$`));
  expect((await req.response())?.status()).toBe(201);
  return token;
}

test.describe('with Turnstile configured', () => {
  test('the site allows Cloudflare’s script and frame in its CSP, and the API wants a token @desktop-only', async ({
    request,
  }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'];
    expect(csp).toMatch(
      /script-src 'self' https:\/\/challenges\.cloudflare\.com 'inline-speculation-rules'( 'sha256-[A-Za-z0-9+/=]+')*;/,
    );
    expect(csp).toMatch(/frame-src https:\/\/www\.google\.com https:\/\/challenges\.cloudflare\.com;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The secret is set on this server: without a token nothing is booked.
    const res = await request.post('/api/appointment', {
      data: apiBooking(dateFor('home-booking'), '09:00 AM', 'no-token@example.com'),
    });
    expect(res.status()).toBe(403);
  });

  test('a patient books from the home page wizard, which shows the check on the confirm step @phone-only', async ({
    page,
  }) => {
    await page.goto('/#appointment');
    await hydrated(page, 'home-booking');
    const w = wizard(page, 'home');
    // No widget before the step that sends.
    await expect(widgetIn(w)).toHaveCount(0);

    await homeWizardToConfirm(page, {
      fullName: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 98110 12345',
      date: dateFor('home-booking'),
      time: '10:00 AM',
      message: 'Cough for three weeks.',
    });
    await expectSolved(w);
    // One booking widget (the home page's contact form has its own, for 'contact').
    const booking = (await standInLog(page))?.rendered.filter((r) => r.action === 'booking') ?? [];
    expect(booking).toHaveLength(1);

    await expectVerified(await submitBooking(page, w), 'booking');
    await expectBookedToast(page);
    await expectStep(w, 1, 'Patient Details');
    // Back on step 1 the widget is gone.
    await expect(widgetIn(w)).toHaveCount(0);
    expect((await standInLog(page))?.removed).toContain(booking[0].id);
  });

  test('a patient books on /book-appointment; leaving the confirm step removes the widget, coming back renders it', async ({
    page,
  }, info) => {
    const w = await pageWizardToConfirm(page, { ...MEERA, date: dateFor('page-booking'), time: '02:00 PM' });
    await expectSolved(w);
    // The 300 px widget fits the form at 390 px as at 1280 px: inside the form, nothing scrolls sideways.
    const confirm = w.getByRole('button', { name: 'Confirm Booking' });
    await confirm.scrollIntoViewIfNeeded();
    const [box, form] = [await widgetIn(w).locator('iframe').boundingBox(), await w.boundingBox()];
    expect(box && form && box.x >= form.x && box.x + box.width <= form.x + form.width).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: screenshotPath(info.project.name, 'turnstile-book-appointment-step-4') });

    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 3, 'Doctor');
    await expect(widgetIn(w)).toHaveCount(0);
    await toConfirmStep(w);
    await expectSolved(w);
    const log = await standInLog(page);
    expect(log?.rendered.map((r) => r.action)).toEqual(['booking', 'booking']);
    expect(log?.removed).toEqual([log?.rendered[0].id]);

    const token = await expectVerified(await submitBooking(page, w, 'Confirm Booking'), 'booking');
    // The token sent is the one the widget now on the page issued (the removed widget's is never used).
    expect((await standInLog(page))?.tokens.at(-1)).toBe(token);
    await expectBookedToast(page);
    await expectStep(w, 1, 'Patient Details');
  });

  test('a visitor sends two messages from /contact, each with a fresh token @phone-only', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByTestId('contact-page-form');
    const tokens: string[] = [];
    for (const n of [1, 2]) {
      await form.getByLabel('Your Name').fill('Ravi Kumar');
      await form.getByLabel('Email Address').fill('ravi.kumar@example.com');
      await form.getByLabel('Message').fill(`Question ${n}: what are your Saturday hours?`);
      // The second message waits for the widget's reset after the first, then for a new token: until then the
      // widget may still show the first (spent) token.
      await expect.poll(async () => (await standInLog(page))?.resets ?? 0).toBeGreaterThanOrEqual(n - 1);
      if (tokens[0]) {
        await expect(widgetIn(form).locator('input[name="cf-turnstile-response"]')).not.toHaveValue(tokens[0]);
      }
      await expectSolved(form);
      // The first message's toast may still show: this message's is the one that was not there before.
      const earlier = await page.getByTestId('toast').evaluateAll((els) => els.map((e) => e.id));
      const sent = nextPost(page, '/api/contact');
      await form.getByRole('button', { name: 'Send Message' }).click();
      tokens.push(await expectVerified(await sent, 'contact'));
      const fresh = page
        .locator(`[data-testid="toast"]${earlier.map((id) => `:not([id="${id}"])`).join('')}`)
        .filter({ has: page.getByText('Message Sent Successfully!', { exact: true }) });
      await expect(fresh).toBeVisible();
      await expect(fresh).toContainText("Thank you for contacting us. We'll respond as soon as possible.");
      await expect(form.getByLabel('Message')).toHaveValue('');
    }
    // Cloudflare's tokens are single-use: the form reset the widget after the first message.
    expect(tokens[1]).not.toBe(tokens[0]);
    expect((await standInLog(page))?.resets).toBe(2);
  });

  test('a visitor sends a message from the home page contact form @phone-only', async ({ page }) => {
    const form = await openHomeContact(page, SUNITA);
    await expectSolved(form);
    await expectVerified(await sendMessage(page, form), 'contact');
    await expect(form.getByRole('alert')).toHaveText('Message sent!');
  });

  test('a person asks for a link about their data on /privacy, with the privacy form’s own check @phone-only', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await hydrated(page);
    const form = page.getByTestId('privacy-start-form');
    await form.getByLabel('Your e-mail address').fill('ravi.kumar@example.com');
    await expectSolved(form);
    const sent = nextPost(page, '/api/privacy/start');
    await form.getByRole('button', { name: 'Send me a link' }).click();
    const req = await sent;
    expect((await req.headerValue(TURNSTILE_HEADER)) ?? '').toMatch(/^test-token\.privacy\.[0-9a-f-]{36}$/);
    expect((await req.response())?.status()).toBe(202);
    await expect(page.getByTestId('privacy-link-sent')).toBeVisible();
  });
});
