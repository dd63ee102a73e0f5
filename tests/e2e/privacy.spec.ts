import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { DATA_CONTACT, DOCTOR_OPTION } from '../../common/clinic/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { HONEYPOT_FIELD } from '../../common/platform/fields';
import { GRIEVANCE_DAYS, NOTICE_TEXT, NOTICE_VERSION, REQUEST_DAYS } from '../../common/privacy/facts';
import { PRIVACY_LINK_INACTIVE, PRIVACY_LINK_SENT } from '../../common/privacy/schema';
import { expectNoAxeViolations, hydrated, screenshotPath } from './fixtures';
import {
  apiBooking,
  bookableDates,
  bookingBody,
  bookThroughApi,
  dateAndTimeStep,
  dateIn,
  expect,
  expectAccepted,
  expectBookedToast,
  expectStep,
  newPatient,
  next,
  openHomeWizardToConfirm,
  openPageWizard,
  recordApiCalls,
  submitBooking,
  summaryRows,
  test,
  toConfirmStep,
  wizard,
} from './journeys';
import { privacyLinkFor, waitForEmail, waitForEmailContaining, waitForEmails } from './mailbox';

/**
 * The patient's side of India's DPDP Act: the short notice at every form, the full notice at /privacy, the request
 * link e-mailed from there (a copy, a correction, erasure, a complaint), and booking for someone else (a parent for a
 * child, a child for a parent).
 */

const UNDER_18_PARENT =
  'A parent or guardian needs to book for a patient under 18. Please choose "Parent or guardian", or ask them to book.';
const UNDER_18_SELF =
  'A parent or guardian needs to book for a patient under 18. Please ask your parent or guardian to book for you. If you are booking for your child, choose "Someone I care for" above.';

/** The journeys here that book, each with its own date per project (the two projects share one server and D1). */
const DATE_USES = ['copy-erase', 'after-erase', 'parent', 'home-other'] as const;

/** A distinct bookable date for one use, from the middle of the window (manage takes its start, booking its end). */
const dateFor = (use: (typeof DATE_USES)[number]) => dateIn(DATE_USES, use, 20);

/** The fields a booking for someone else sends beside the patient's: who booked, their relationship, and the age flag. */
function bookedBy(name: string, relationship: string, under18: boolean) {
  return { booked_for: 'other', booker_name: name, booker_relationship: relationship, patient_under_18: under18 };
}

/** The privacy contact's e-mail and phone are links in this part of the page: mailto: and tel: to DATA_CONTACT. */
async function expectDataContactLinks(part: Locator) {
  await expect(part.getByRole('link', { name: DATA_CONTACT.email })).toHaveAttribute(
    'href',
    `mailto:${DATA_CONTACT.email}`,
  );
  await expect(part.getByRole('link', { name: DATA_CONTACT.phone })).toHaveAttribute(
    'href',
    `tel:${DATA_CONTACT.phoneE164}`,
  );
}

/** Books through the API, as the wizard would for oneself, and returns the booking's id. */
function book(request: APIRequestContext, who: { email: string; phone: string }, date: string, time: string) {
  return bookThroughApi(request, {
    ...apiBooking(date, time, who.email),
    full_name: 'Kavita Bose',
    phone: who.phone,
    message: 'Cough at night.',
    notice_version: NOTICE_VERSION,
  });
}

async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: screenshotPath(test.info().project.name, `/privacy-${name}`), fullPage: true });
}

/** A screenshot of one part of the page (a wizard step, a form), as a patient sees it. */
async function snapPart(part: Locator, name: string) {
  await part.scrollIntoViewIfNeeded();
  // The sticky header would otherwise cover the part's top.
  await part.screenshot({
    path: screenshotPath(test.info().project.name, `/privacy-${name}`),
    style: 'header { position: static !important; }',
  });
}

function postTo(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);
}

/** The request card and its current heading (h1). */
function card(page: Page) {
  const c = page.getByTestId('privacy-request');
  return { card: c, heading: c.getByRole('heading', { level: 1 }) };
}

/** Waits for a screen of the request page: its heading is shown and has the focus. */
async function expectScreen(page: Page, name: string, heading: string) {
  const c = card(page);
  await expect(c.card).toHaveAttribute('data-screen', name);
  await expect(c.heading).toHaveText(heading);
  await expect(c.heading).toBeFocused();
  await expect(c.card).toHaveAttribute('aria-busy', 'false');
}

/** On /privacy: asks for a link to an address and checks what the page and the request say. */
async function askForLink(page: Page, email: string) {
  await page.goto('/privacy');
  await hydrated(page);
  const form = page.getByTestId('privacy-start-form');
  await form.getByLabel('Your e-mail address').fill(email);
  const sent = postTo(page, '/api/privacy/start');
  await form.getByRole('button', { name: 'Send me a link' }).click();
  const req = await sent;
  // With the page's language (decision 014): the request's e-mails are in it.
  expect(req.postDataJSON()).toEqual({ email, locale: 'en' });
  expect(req.postDataJSON()).not.toHaveProperty(HONEYPOT_FIELD);
  expect((await req.response())?.status()).toBe(202);
  await expect(page.getByTestId('privacy-link-sent')).toHaveText(PRIVACY_LINK_SENT);
  await expect(form.getByLabel('Your e-mail address')).toHaveValue('');
}

/** Opens a link from an e-mail: one POST with the token, and the token gone from the address bar. */
async function openLink(page: Page, link: string) {
  const token = link.slice(link.indexOf('#') + 1);
  const opened = postTo(page, '/api/privacy/open');
  await page.goto(link);
  expect((await opened).postDataJSON()).toEqual({ token });
  await expect(card(page).card).not.toHaveAttribute('data-screen', 'loading');
  expect(page.url()).toMatch(/\/privacy\/request$/);
  return token;
}

test.describe('the short privacy notice at every form', () => {
  test('a patient reads the privacy notice on the last step of the booking form, and its link opens /privacy', async ({
    page,
    context,
  }) => {
    const w = await openHomeWizardToConfirm(page, {
      fullName: 'Asha Verma',
      email: 'asha.notice@example.com',
      phone: '+91 98110 12345',
      date: bookableDates()[5],
      time: '10:00 AM',
      message: '',
    });
    const notice = w.getByTestId('privacy-notice');
    await expect(notice).toContainText(NOTICE_TEXT.booking);
    await expect(notice).toContainText(NOTICE_TEXT.processors);
    await expect(notice).toContainText(NOTICE_TEXT.retention);
    await expect(notice).toContainText(NOTICE_TEXT.rights);
    // Nothing to tick: the appointment is what the patient asks for.
    await expect(w.getByRole('checkbox')).toHaveCount(0);
    // Above the submit button.
    const noticeBox = await notice.boundingBox();
    const submitBox = await w.getByRole('button', { name: 'Submit Form' }).boundingBox();
    expect(noticeBox && submitBox && noticeBox.y + noticeBox.height <= submitBox.y).toBe(true);
    await snapPart(w, 'booking-step-4-notice');

    // The link opens the full notice beside the form, so nothing typed is lost.
    const link = notice.getByRole('link', { name: /Read our privacy notice/ });
    await expect(link).toHaveAttribute('href', '/privacy');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/privacy$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await tab.close();
    await expectStep(w, 4, 'Confirm Details');
    expect(await summaryRows(w)).toContainEqual(['Full Name', 'Asha Verma']);
  });

  test('a visitor sees the privacy notice above the button of both contact forms', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByTestId('contact-page-form');
    await expect(form.getByTestId('privacy-notice')).toContainText(NOTICE_TEXT.contact);
    await expect(form.getByRole('link', { name: /Read our privacy notice/ })).toHaveAttribute('href', '/privacy');
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await snapPart(form, 'contact-form-notice');

    await page.goto('/#contact');
    await hydrated(page, 'home-contact');
    const home = page.getByTestId('home-contact-form');
    await expect(home.getByTestId('privacy-notice')).toContainText(NOTICE_TEXT.contact);
    await expect(home.getByRole('link', { name: /Read our privacy notice/ })).toHaveAttribute('href', '/privacy');
  });
});

test.describe('the privacy notice and requests about one’s data', () => {
  test('a patient asks for a copy of their data, then has it erased, and can still book afterwards @phone-only', async ({
    page,
  }) => {
    // The longest patient journey (a copy, an erasure, a new booking, each with its e-mail): 25–50 s on a 2-core host
    // running two workers, more when it is busy.
    test.setTimeout(120_000);
    const who = newPatient('copy-erase');
    const date = dateFor('copy-erase');
    const bookingId = await book(page.request, who, date, '11:00 AM');
    const manageLink = await waitForEmail(who.email, 'appointment_patient');
    const manageToken = /\/manage#([A-Za-z0-9_-]{43})/.exec(manageLink.text)?.[1];
    expect(manageToken).toBeTruthy();

    // The notice, in full, and its form.
    await page.goto('/privacy');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(page.getByTestId('notice-version')).toHaveText('Version of 29 November 2026');
    for (const h of [
      'What we collect, and why',
      'Who handles your data for us',
      'Where your data is held',
      'How long we keep it',
      'Your rights',
      'Who to contact',
      'If you are not happy',
      'If your data is ever exposed',
      'Children',
      'Ask about your data',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
    }
    const contact = page.getByTestId('data-contact');
    await expect(contact).toContainText(DATA_CONTACT.name);
    await expect(contact).toContainText(DATA_CONTACT.role);
    await expectDataContactLinks(contact);
    await expect(page.getByText(/may be stored or processed outside India/)).toBeVisible();
    await expect(page.getByText(`We will answer within ${GRIEVANCE_DAYS} days.`).first()).toBeVisible();
    await expectNoAxeViolations(page, '/privacy');
    await snap(page, 'page');

    // An address that is not valid is caught before anything is sent.
    const form = page.getByTestId('privacy-start-form');
    await form.getByRole('button', { name: 'Send me a link' }).click();
    await expect(form.getByLabel('Your e-mail address')).toHaveAccessibleErrorMessage(
      'Please enter your email address.',
    );
    await expect(form.getByLabel('Your e-mail address')).toBeFocused();

    // First link: a copy.
    await askForLink(page, who.email);
    await snapPart(form, 'link-sent');
    const first = await privacyLinkFor(who.email, 1);
    expect(first).toMatch(/\/privacy\/request#[A-Za-z0-9_-]{43}$/);
    const firstToken = await openLink(page, first);
    await expectScreen(page, 'choose', 'What would you like us to do?');
    await expect(page.getByTestId('held')).toHaveText(
      `For ${who.email} we hold 1 booking (1 still ahead) and no messages.`,
    );
    await expect(page.getByRole('radio')).toHaveCount(4);
    await expectNoAxeViolations(page, '/privacy/request: choose');
    await snap(page, 'request-choose');

    // Nothing is chosen yet: the page asks.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please choose what you would like us to do.')).toBeVisible();

    await page.getByRole('radio', { name: /Send me a copy of my data/ }).check();
    const act = postTo(page, '/api/privacy/act');
    await page.getByRole('button', { name: 'Send me the copy' }).click();
    expect((await act).postDataJSON()).toEqual({ token: firstToken, kind: 'access', details: '' });
    await expectScreen(page, 'result', 'A copy of your data is on its way');
    await expect(page.getByTestId('request-result')).toHaveText(
      `We have e-mailed a copy of everything we hold to ${who.email}.`,
    );
    await expectNoAxeViolations(page, '/privacy/request: copy sent');
    await snap(page, 'request-copy-sent');

    const copy = await waitForEmail(who.email, 'privacy_copy');
    expect(copy.subject).toBe('A copy of your data');
    expect(copy.text).toContain('Bookings (1):');
    expect(copy.text).toContain(bookingId);
    expect(copy.text).toContain('Kavita Bose');
    expect(copy.text).toContain(date);
    expect(copy.text).toContain(`notice_version: ${NOTICE_VERSION}`);

    // The same link again, soon after, shows what was asked with it, and no longer the address (decision 016).
    await page.goto('/privacy');
    await openLink(page, first);
    await expectScreen(page, 'result', 'A copy of your data is on its way');
    await expect(page.getByTestId('earlier-request')).toHaveText(
      'You used this link earlier to ask: “Send me a copy of my data”.',
    );
    await expect(page.getByTestId('request-result')).toHaveText(
      'We have e-mailed a copy of everything we held to the address this link was sent to.',
    );
    await expect(page.getByTestId('used-link')).toHaveText(
      'For your privacy, this link stops working soon after it has been used.',
    );
    await expect(page.getByText(who.email)).toHaveCount(0);
    await snap(page, 'request-earlier');

    // Second link: erasure, asked to confirm, with the appointment ahead named.
    await askForLink(page, who.email);
    const second = await privacyLinkFor(who.email, 2);
    expect(second).not.toBe(first);
    await openLink(page, second);
    await expectScreen(page, 'choose', 'What would you like us to do?');
    await page.getByRole('radio', { name: /Erase my data/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectScreen(page, 'confirm-erasure', 'Erase your data?');
    await expect(page.getByTestId('upcoming-warning')).toContainText('Your appointment still ahead will be cancelled.');
    await expectNoAxeViolations(page, '/privacy/request: confirm erasure');
    await snap(page, 'request-confirm-erasure');
    // "Go back" changes nothing.
    await page.getByRole('button', { name: 'Go back' }).click();
    await expectScreen(page, 'choose', 'What would you like us to do?');
    await page.getByRole('radio', { name: /Erase my data/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectScreen(page, 'confirm-erasure', 'Erase your data?');
    await page.getByRole('button', { name: 'Yes, erase my data' }).click();
    await expectScreen(page, 'result', 'Your data is erased');
    await expectNoAxeViolations(page, '/privacy/request: erased');
    await snap(page, 'request-erased');
    const erased = (await waitForEmails(who.email, 'privacy_copy', 2))[1];
    expect(erased.subject).toBe('Your data is erased');

    // The booking's own link no longer opens anything.
    const lookup = await page.request.post('/api/manage/lookup', { data: { token: manageToken } });
    expect(lookup.status()).toBe(404);

    // Third link: nothing is held for the address any more.
    await askForLink(page, who.email);
    await openLink(page, await privacyLinkFor(who.email, 3));
    await expectScreen(page, 'choose', 'What would you like us to do?');
    await expect(page.getByTestId('held')).toHaveText(`For ${who.email} we hold no bookings and no messages.`);

    // The patient can book again with the same address and phone.
    const w = await openHomeWizardToConfirm(page, {
      fullName: 'Kavita Bose',
      email: who.email,
      phone: who.phone,
      date: dateFor('after-erase'),
      time: '12:00 PM',
      message: '',
    });
    expect((await (await submitBooking(page, w)).response())?.status()).toBe(201);
    await expectBookedToast(page);
  });

  test('a patient asks for a correction and makes a complaint, and is told when we will answer @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(400, 409);
    const who = newPatient('correct');

    await askForLink(page, who.email);
    await openLink(page, await privacyLinkFor(who.email, 1));
    await expectScreen(page, 'choose', 'What would you like us to do?');
    await expect(page.getByTestId('held')).toHaveText(`For ${who.email} we hold no bookings and no messages.`);
    await page.getByRole('radio', { name: /Correct my data/ }).check();
    const details = page.getByLabel('What should we correct?');
    await expect(details).toBeVisible();
    await expectNoAxeViolations(page, '/privacy/request: correction');
    await snap(page, 'request-correction');

    // The details are needed: the API says so under the field.
    await page.getByRole('button', { name: 'Send my correction' }).click();
    await expect(details).toHaveAccessibleErrorMessage('Please tell us what to correct.');
    await expect(details).toBeFocused();
    await details.fill('My phone number is now +91 98100 11111.');
    await page.getByRole('button', { name: 'Send my correction' }).click();
    await expectScreen(page, 'result', 'We have your request');
    const due = formatClinicDate(addDays(clinicDate(), REQUEST_DAYS));
    await expect(page.getByTestId('request-result')).toHaveText(
      `We will answer by ${due}. We have e-mailed you a receipt.`,
    );
    await expectNoAxeViolations(page, '/privacy/request: correction received');
    await snap(page, 'request-correction-received');
    const receipt = await waitForEmail(who.email, 'privacy_copy');
    expect(receipt.text).toContain('My phone number is now +91 98100 11111.');

    // A new link, used in another tab for something else first: this one is refused, calmly.
    await askForLink(page, who.email);
    const link = await privacyLinkFor(who.email, 2);
    const token = await openLink(page, link);
    await expectScreen(page, 'choose', 'What would you like us to do?');
    const elsewhere = await page.request.post('/api/privacy/act', { data: { token, kind: 'access', details: '' } });
    expect(elsewhere.status()).toBe(200);
    await page.getByRole('radio', { name: /Make a complaint/ }).check();
    await page.getByLabel('What went wrong?').fill('Nobody answered my message.');
    await page.getByRole('button', { name: 'Send my complaint' }).click();
    await expect(page.getByTestId('request-error')).toContainText(
      'This link was already used for "Send me a copy of my data". Please ask for a new link for another request.',
    );
    await expect(page.getByTestId('request-error').getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/privacy#ask-about-your-data',
    );

    // With a fresh link the complaint goes through, with its own answer date.
    await askForLink(page, who.email);
    await openLink(page, await privacyLinkFor(who.email, 3));
    await page.getByRole('radio', { name: /Make a complaint/ }).check();
    await page.getByLabel('What went wrong?').fill('Nobody answered my message.');
    await page.getByRole('button', { name: 'Send my complaint' }).click();
    await expectScreen(page, 'result', 'We have your complaint');
    await expect(page.getByTestId('request-result')).toHaveText(
      `Our ${DATA_CONTACT.role}, ${DATA_CONTACT.name}, will answer you by ${formatClinicDate(addDays(clinicDate(), GRIEVANCE_DAYS))}. We have e-mailed you a receipt.`,
    );
    await expect(page.getByText('you can complain to the Data Protection Board of India')).toBeVisible();
    await snap(page, 'request-complaint-received');
  });

  test('an unknown or expired link shows the calm message and the way back to /privacy', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(404);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/privacy/open');
    await page.goto(`/privacy/request#${'q'.repeat(43)}`);
    expect((await answer).status()).toBe(404);
    await expectScreen(page, 'inactive', 'We could not open this link');
    await expect(page.getByTestId('inactive-message')).toHaveText(PRIVACY_LINK_INACTIVE);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await expectNoAxeViolations(page, '/privacy/request: inactive');
    await snap(page, 'request-inactive');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/privacy#ask-about-your-data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  });

  test('the request page opened without a token asks the server nothing @phone-only', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/privacy/request');
    await hydrated(page);
    await expectScreen(page, 'inactive', 'We could not open this link');
    expect(calls).toEqual([]);
  });

  test('without JavaScript, the request page gives the data contact’s e-mail and phone', async ({
    browser,
    baseURL,
    viewport,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto(`${baseURL}/privacy/request#${'q'.repeat(43)}`);
    const message = page.getByText(/This page needs JavaScript to open the link from your e-mail\./);
    await expect(message).toBeVisible();
    const shell = page.getByTestId('privacy-request');
    await expectDataContactLinks(shell);
    await expect(page.getByText('Opening your request…')).toBeHidden();
    await page.screenshot({
      path: screenshotPath(test.info().project.name, '/privacy-request-no-js'),
      fullPage: true,
    });
    await context.close();
  });

  test('the footer links to the privacy notice', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  });
});

test.describe('booking for someone else', () => {
  test('a parent books for a child and the clinic’s e-mail names both', async ({ page }) => {
    const parent = newPatient('parent');
    const date = dateFor('parent');
    const w = await openPageWizard(page);

    await expect(w.getByRole('radio', { name: 'Me', exact: true })).toBeChecked();
    await expect(w.getByLabel('Full Name')).toBeVisible();
    await expect(w.getByLabel('Your name')).toHaveCount(0);
    await w.getByRole('radio', { name: 'Someone I care for (a child, a parent…)' }).check();
    // The same field, now for the patient's name.
    await expect(w.getByLabel("Patient's full name")).toHaveAttribute('name', 'fullName');
    await expect(w.getByLabel('Full Name', { exact: true })).toHaveCount(0);

    // Next checks the booker's own fields first.
    await next(w);
    await expect(w.getByLabel('Your name')).toHaveAccessibleErrorMessage('Please enter your own name.');
    await expect(w.getByLabel("You are the patient's…")).toHaveAccessibleErrorMessage(
      'Please choose who you are to the patient.',
    );
    await expect(w.getByLabel("Patient's full name")).toHaveAccessibleErrorMessage(
      "Please enter the patient's full name.",
    );
    await expect(w.getByLabel('Your name')).toBeFocused();
    await expectStep(w, 1, 'Patient Details');

    await w.getByLabel('Your name').fill('Ravi Sharma');
    await w.getByLabel("You are the patient's…").selectOption({ label: 'Carer' });
    await w.getByLabel("Patient's full name").fill('Aarav Sharma');
    await w.getByLabel('Email Address').fill(parent.email);
    await w.getByLabel('Phone Number').fill(parent.phone);
    await w.getByRole('spinbutton', { name: 'Age', exact: true }).fill('9');
    await w.getByLabel('Gender').selectOption('male');
    // An age under 18 ticks the box for the patient.
    const under18 = w.getByLabel('The patient is under 18');
    await expect(under18).toBeChecked();
    await expect(under18).toBeDisabled();
    await expectNoAxeViolations(page, 'step 1, someone else');
    await snapPart(w, 'booking-step-1-someone-else');

    // A carer is not a parent or guardian: a child is booked by one.
    await next(w);
    await expect(w.getByLabel("You are the patient's…")).toHaveAccessibleErrorMessage(UNDER_18_PARENT);
    await expect(w.getByLabel("You are the patient's…")).toBeFocused();
    await expectStep(w, 1, 'Patient Details');
    await w.getByLabel("You are the patient's…").selectOption({ label: 'Parent or guardian' });
    await next(w);

    await dateAndTimeStep(w, date, '05:00 PM');
    await toConfirmStep(w);
    const rows = await summaryRows(w);
    expect(rows.slice(0, 4)).toEqual([
      ['Booked by', 'Ravi Sharma (Parent or guardian)'],
      ["Patient's full name", 'Aarav Sharma'],
      ['Patient under 18', 'Yes'],
      ['Email Address', parent.email],
    ]);
    await expect(w.getByTestId('privacy-notice')).toContainText(NOTICE_TEXT.booking);
    await expectNoAxeViolations(page, 'step 4, someone else');
    await snapPart(w, 'booking-step-4-someone-else');

    await expectAccepted(
      await submitBooking(page, w, 'Confirm Booking'),
      bookingBody(
        { ...parent, fullName: 'Aarav Sharma', date, time: '05:00 PM' },
        { age: 9, gender: 'male', ...bookedBy('Ravi Sharma', 'parent_guardian', true) },
      ),
    );
    await expectBookedToast(page);
    // The wizard starts again for oneself.
    await expectStep(w, 1, 'Patient Details');
    await expect(w.getByRole('radio', { name: 'Me', exact: true })).toBeChecked();

    // The clinic is told who booked, and that the patient is a child; the parent is greeted by name.
    const clinic = await waitForEmailContaining('appointment_clinic', parent.email);
    expect(clinic.text).toMatch(/Booked by\s+Ravi Sharma \(Parent or guardian\)/);
    expect(clinic.text).toMatch(/Patient under 18\s+Yes/);
    expect(clinic.text).toContain('Aarav Sharma');
    // The age and gender from their columns, under "Patient details".
    expect(clinic.text).toMatch(/Patient details\s+Age: 9\s+Gender: Male/);
    const patient = await waitForEmail(parent.email, 'appointment_patient');
    expect(patient.text).toContain('Ravi');
    expect(patient.text).toContain('Aarav Sharma');
  });

  test('a 16-year-old booking for themselves is asked to have a parent or guardian book', async ({ page }) => {
    const teen = newPatient('teen');
    const w = await openPageWizard(page);
    await w.getByLabel('Full Name').fill('Isha Kapoor');
    await w.getByLabel('Email Address').fill(teen.email);
    await w.getByLabel('Phone Number').fill(teen.phone);
    await w.getByRole('spinbutton', { name: 'Age', exact: true }).fill('16');
    await w.getByLabel('Gender').selectOption('female');
    await next(w);
    await expect(w.getByRole('spinbutton', { name: 'Age', exact: true })).toHaveAccessibleErrorMessage(UNDER_18_SELF);
    await expect(w.getByRole('spinbutton', { name: 'Age', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(w.getByRole('spinbutton', { name: 'Age', exact: true })).toBeFocused();
    await expectStep(w, 1, 'Patient Details');
    await expectNoAxeViolations(page, 'step 1, under 18 for oneself');

    // An adult passes.
    await w.getByRole('spinbutton', { name: 'Age', exact: true }).fill('18');
    await next(w);
    await expectStep(w, 2, 'Date & Time');
  });

  test('on the home page, a daughter books for her mother; a child would need a parent or guardian', async ({
    page,
  }) => {
    const daughter = newPatient('daughter');
    const date = dateFor('home-other');
    await page.goto('/#appointment');
    await hydrated(page, 'home-booking');
    const w = wizard(page, 'home');
    await w.getByRole('radio', { name: 'Someone I care for (a child, a parent…)' }).check();
    await w.getByLabel('Your name').fill('Neha Gupta');
    await w.getByLabel("You are the patient's…").selectOption({ label: 'Son or daughter' });
    await w.getByLabel("Patient's full name").fill('Sarla Gupta');
    await w.getByLabel('Email').fill(daughter.email);
    await w.getByLabel('Phone').fill(daughter.phone);
    await w.getByLabel('The patient is under 18').check();
    await next(w);
    await expect(w.getByLabel("You are the patient's…")).toHaveAccessibleErrorMessage(UNDER_18_PARENT);
    await snapPart(w, 'home-step-1-someone-else');
    // The mother is not a child.
    await w.getByLabel('The patient is under 18').uncheck();
    await next(w);

    await dateAndTimeStep(w, date, '09:00 AM');
    await w.getByLabel('Doctor').selectOption(DOCTOR_OPTION);
    await toConfirmStep(w);
    expect((await summaryRows(w)).slice(0, 3)).toEqual([
      ['Booked by', 'Neha Gupta (Son or daughter)'],
      ["Patient's full name", 'Sarla Gupta'],
      ['Email', daughter.email],
    ]);
    const req = await submitBooking(page, w);
    expect(req.postDataJSON()).toMatchObject({
      full_name: 'Sarla Gupta',
      notice_version: NOTICE_VERSION,
      ...bookedBy('Neha Gupta', 'son_daughter', false),
    });
    expect((await req.response())?.status()).toBe(201);
    await expectBookedToast(page);
    const clinic = await waitForEmailContaining('appointment_clinic', daughter.email);
    expect(clinic.text).toMatch(/Booked by\s+Neha Gupta \(Son or daughter\)/);
    expect(clinic.text).toMatch(/Patient under 18\s+No/);
  });
});
