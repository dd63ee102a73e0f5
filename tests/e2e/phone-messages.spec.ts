import type { Locator, Page } from '@playwright/test';
import { bookingSuccess } from '../../common/booking/draft';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import formsEn from '../../web/messages/forms/en.json' with { type: 'json' };
import formsHi from '../../web/messages/forms/hi.json' with { type: 'json' };
import { PRIVACY_NOTICE, type PrivacyNoticeCopy } from '../../web/src/content/privacy-notice';
import { PRIVACY_NOTICE_HI } from '../../web/src/content/privacy-notice.hi';
import { bookingOf, phoneRowsOf, whatsAppRowOf } from './d1';
import { hydrated } from './fixtures';
import {
  apiBooking,
  bookThroughApi,
  chooseTime,
  dateIn,
  expect,
  expectToast,
  FORM_THINKING_MS,
  type FormsCatalogue,
  fillPageDetails,
  nextPost,
  summaryRows,
  test,
  wizard,
} from './journeys';
import { capturedWhatsApp, manageLinkFor } from './mailbox';

/**
 * The patient's messages on the phone (issue 26): the WhatsApp opt-in on /book-appointment (with and without
 * JavaScript, in English and Hindi), what the booking stores, the WhatsApp copy of the confirmation the e2e server
 * captures instead of sending, "Stop messages to my phone" on the manage page, the desk's list of what went out, and
 * the privacy notice's words about it. With PHONE_SHOTS=1 the journeys also picture each screen into
 * test-results/phone-shots/ (for a person to look at; not compared).
 */

type Locale = 'en' | 'hi';
const FORMS: Record<Locale, FormsCatalogue> = { en: formsEn, hi: formsHi };
const PREFIX: Record<Locale, string> = { en: '', hi: '/hi' };
const LOCALES: readonly Locale[] = ['en', 'hi'];

/** The journeys here that book, each with its own date per project (after manage's block, before privacy's). */
const DATE_USES = ['page-en', 'page-hi', 'unticked', 'no-js', 'manage-en', 'manage-hi', 'desk'] as const;
const dateFor = (use: (typeof DATE_USES)[number]) => dateIn(DATE_USES, use, 10);
const TIME = '03:00 PM';

/** A patient of this file's own, by e-mail and phone (the phone as a patient types it: with spaces, +91). */
function patient(tag: string) {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 100_000;
  const digits = `98${String(n).padStart(5, '0')}123`;
  return {
    fullName: 'Asha Verma',
    email: `phone-${tag}-${test.info().project.name}-${n}@example.com`,
    phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    e164: `+91${digits}`,
    age: '58',
    gender: 'female' as const,
  };
}

/** With PHONE_SHOTS=1: a picture of `target` (an element, or the page's viewport) into test-results/phone-shots/. */
async function shot(target: Page | Locator, name: string) {
  if (!process.env.PHONE_SHOTS) return;
  await target.screenshot({
    path: `test-results/phone-shots/${name}-${test.info().project.name}.png`,
    animations: 'disabled',
  });
}

/** The opt-in box of a form, by its label in the page's language. */
function optInBox(within: Page | Locator, t: FormsCatalogue) {
  return within.getByRole('checkbox', { name: t.forms_label_messages_opt_in });
}

/**
 * Books on /book-appointment (or /hi/…) with JavaScript: the patient's details, the opt-in ticked or left as it is, a
 * date and time, the doctor step as it comes, then Confirm Booking. Asserts the POST's opt-in, the 201, and the
 * success toast in the page's language.
 */
async function bookOnPage(page: Page, locale: Locale, p: ReturnType<typeof patient>, date: string, tick: boolean) {
  const t = FORMS[locale];
  await page.goto(`${PREFIX[locale]}/book-appointment`);
  await hydrated(page);
  const w = wizard(page, 'page');
  await fillPageDetails(w, p, t);
  const box = optInBox(w, t);
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  if (tick) {
    await box.check();
    await expect(box).toBeChecked();
    await shot(w, `book-step1-opt-in-${locale}`);
  }
  await w.getByRole('button', { name: t.forms_next }).click();
  await w.getByLabel(t.forms_label_preferred_date).fill(date);
  await expect(w.getByText(t.forms_hint_time_zone)).toBeVisible();
  await chooseTime(w, TIME);
  await w.getByRole('button', { name: t.forms_next }).click();
  await w.getByRole('button', { name: t.forms_next }).click();
  const summary = tick ? [[t.forms_summary_messages, t.forms_yes]] : [];
  expect((await summaryRows(w)).filter(([label]) => label === t.forms_summary_messages)).toEqual(summary);
  const sent = nextPost(page, '/api/appointment');
  await w.getByRole('button', { name: t.forms_submit_page }).click();
  const req = await sent;
  expect(req.postDataJSON().messages_opt_in).toBe(tick ? true : undefined);
  expect((await req.response())?.status()).toBe(201);
  const success = bookingSuccess(locale);
  await expectToast(page, success.title, success.text);
}

/** The booking of a patient stored the phone in E.164 and the opt-in with its time and the notice's version. */
async function expectOptedIn(email: string, e164: string, locale: Locale) {
  const b = await bookingOf(email);
  expect(b).toMatchObject({ phone_e164: e164, messages_notice_version: NOTICE_VERSION, locale });
  expect(Date.parse(b.messages_opt_in_at ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
  return b;
}

/** A booking made through the API (as the wizard sends it) with the opt-in ticked, in a language. */
async function bookOptedIn(page: Page, p: ReturnType<typeof patient>, date: string, locale: Locale = 'en') {
  return bookThroughApi(page.request, {
    ...apiBooking(date, TIME, p.email),
    full_name: p.fullName,
    phone: p.phone,
    messages_opt_in: true,
    locale,
  });
}

test.describe('messages on WhatsApp', () => {
  for (const locale of LOCALES) {
    test(`a patient ticks "Send this appointment’s messages on WhatsApp" on ${PREFIX[locale]}/book-appointment and books: the number, the opt-in and the WhatsApp confirmation in ${locale} @phone-only`, async ({
      page,
    }) => {
      const p = patient(`page-${locale}`);
      await bookOnPage(page, locale, p, dateFor(locale === 'en' ? 'page-en' : 'page-hi'), true);

      const booking = await expectOptedIn(p.email, p.e164, locale);
      const row = await whatsAppRowOf(booking.id, 'appointment_patient');
      const request = await capturedWhatsApp(row.id);
      expect(request).toMatchObject({
        to: p.e164.slice(1),
        template: { name: 'appointment_confirmation', language: { code: locale } },
      });
    });
  }

  test('the box is not ticked unless the patient ticks it: a booking without it stores no opt-in and sends nothing to the phone @phone-only', async ({
    page,
  }) => {
    const p = patient('unticked');
    await bookOnPage(page, 'en', p, dateFor('unticked'), false);

    // The number is kept in E.164 all the same (the desk finds a patient by it); no opt-in, nothing to the phone.
    const booking = await bookingOf(p.email);
    expect(booking).toMatchObject({ phone_e164: p.e164, messages_opt_in_at: null, messages_notice_version: null });
    expect(phoneRowsOf(booking.id)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the no-JS form offers the box, keeps it ticked on the whole-booking page, and the booking stores the opt-in @phone-only', async ({
      page,
      allowHttpErrors,
    }) => {
      // The server's form page names no icon (functions/platform/html/layout.ts), so the browser asks for /favicon.ico: 404.
      allowHttpErrors(404);
      const t = FORMS.en;
      const p = patient('no-js');
      await page.goto('/book-appointment');
      const w = wizard(page, 'page');
      await fillPageDetails(w, p);
      await expect(optInBox(w, t)).not.toBeChecked();
      await optInBox(w, t).check();
      await w.getByRole('button', { name: t.forms_next }).click();

      // The server's page of the whole booking keeps the tick.
      await expect(page).toHaveURL(/\/api\/forms\/booking$/);
      await expect(optInBox(page, t)).toBeChecked();
      await page.getByLabel(t.forms_label_preferred_date).fill(dateFor('no-js'));
      await page.getByLabel(t.forms_label_preferred_time).selectOption(TIME);
      await page.waitForTimeout(FORM_THINKING_MS);
      await page.getByRole('button', { name: t.forms_submit_page }).click();
      // Held until the patient confirms it by e-mail (decision 011), stored with the opt-in all the same.
      await expect(page.getByRole('heading', { level: 1, name: t.forms_page_held_title })).toBeVisible();

      await expectOptedIn(p.email, p.e164, 'en');
    });
  });

  for (const locale of LOCALES) {
    test(`the manage page stops the messages to the phone (${locale}), and says so when opened again`, async ({
      page,
    }) => {
      const t = FORMS[locale];
      const p = patient(`manage-${locale}`);
      await bookOptedIn(page, p, dateFor(locale === 'en' ? 'manage-en' : 'manage-hi'), locale);
      const link = await manageLinkFor(p.email);

      await page.goto(link);
      await hydrated(page);
      await expect(page.getByText(t.forms_manage_messages_on)).toBeVisible();
      // The stop button's long label wraps on a phone: nothing is wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: t.forms_manage_stop_messages }).click();
      const off = page.getByRole('status').filter({ hasText: t.forms_manage_messages_off });
      await expect(off).toBeVisible();
      await expect(page.getByRole('button', { name: t.forms_manage_stop_messages })).toHaveCount(0);
      await shot(page, `manage-stopped-${locale}`);

      // The link again (the page keeps no token: each opening looks the booking up anew).
      await page.goto(link);
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: t.forms_manage_messages_off })).toBeVisible();
      await expect(page.getByRole('button', { name: t.forms_manage_stop_messages })).toHaveCount(0);
    });
  }

  test("the desk's booking card lists the WhatsApp confirmation that went out", async ({ page }) => {
    const p = { ...patient('desk'), fullName: `Nisha ${test.info().project.name}` };
    const id = await bookOptedIn(page, p, dateFor('desk'));
    await whatsAppRowOf(id, 'appointment_patient');

    await page.goto('/desk');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('Name, phone or e-mail').fill(p.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('article', { name: new RegExp(`^${p.fullName}, `) });
    await card.getByText('Messages', { exact: true }).click();
    // The confirmation went (captured, in development); the reminder waits for the evening before.
    const whatsapp = card.getByTestId('sent-message').filter({ hasText: 'WhatsApp' });
    const confirmation = whatsapp.filter({ hasText: 'Confirmation' });
    await expect(confirmation).toHaveCount(1);
    await expect(confirmation).toContainText('printed, not sent');
    await expect(whatsapp.filter({ hasText: 'Reminder' })).toContainText('waiting to be sent');
    await expect(card).toContainText(`Asked for messages on WhatsApp`);
    // The number as people write it: +91 98135 98123.
    await expect(card).toContainText(p.e164.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2'));
    await shot(card, 'desk-card-messages-en');
  });

  for (const [locale, notice] of [
    ['en', PRIVACY_NOTICE],
    ['hi', PRIVACY_NOTICE_HI],
  ] as [Locale, PrivacyNoticeCopy][]) {
    test(`the privacy notice (${locale}) says what the WhatsApp messages carry, how to stop them, and names Meta and MSG91`, async ({
      page,
    }) => {
      await page.goto(notice.path);
      await hydrated(page);
      const section = notice.sections.find((s) => s.points?.some((pt) => pt.lead?.includes('WhatsApp')));
      const point = section?.points?.find((pt) => pt.lead?.includes('WhatsApp'));
      if (!section || !point) throw new Error('no WhatsApp point in the notice');
      const item = page
        .getByRole('region', { name: section.title })
        .getByRole('listitem')
        .filter({ hasText: point.text });
      await expect(item).toBeVisible();
      await expect(item).toContainText(FORMS[locale].forms_label_messages_opt_in);
      await expect(item).toContainText(FORMS[locale].forms_manage_stop_messages);

      const processors = notice.sections.find((s) => s.id === 'who-handles-it');
      const region = page.getByRole('region', { name: processors?.title });
      for (const name of ['Meta', 'MSG91']) {
        await expect(region.getByRole('listitem').filter({ hasText: name })).toContainText(
          processors?.points?.find((pt) => pt.lead === name)?.text ?? `no ${name}`,
        );
      }
      await item.scrollIntoViewIfNeeded();
      await shot(page, `privacy-whatsapp-${locale}`);
      await shot(region, `privacy-processors-${locale}`);
    });
  }
});
