import type { Locator, Page, Request } from '@playwright/test';
import { DOCTOR_OPTION } from '../../common/clinic/facts';
import {
  bookingBody,
  DOCTOR_SHOWN,
  dateAndTimeStep,
  dateFor,
  expect,
  expectAccepted,
  expectBookedToast,
  expectContactPageSent,
  expectStep,
  fieldLabelled,
  fillContactPage,
  fillHomeContact,
  fillHomeDetails,
  fillPageDetails,
  formBody,
  type Gate,
  holdRequests,
  next,
  nextPost,
  recordApiCalls,
  submitBooking,
  summaryRows,
  test,
  toConfirmStep,
  wizard,
} from './journeys';

/**
 * "Works from the first paint": the patient acts the moment the page appears, before any form is live. Nothing here
 * waits for hydration: each page is opened with `waitUntil: 'commit'` and every action only waits until its control
 * is painted. The island code (the runtime's React part and the forms) is held back as on a slow phone connection, so
 * every press below provably lands on the prerendered HTML; the phone's CPU is slowed 4× as well. Then the code is let
 * through, and the press must have been kept and applied, with everything typed, with no navigation and nothing the
 * patient typed in any URL.
 */

/** The code an island needs before it answers: the runtime's React part (mount) and each form's own chunk. */
const ISLAND_CODE = /\/assets\/(mount|booking-wizard|home-contact-form|contact-page-form)-[\w-]+\.js$/;

/** Holds every request for island code until the test releases (or fails) it. */
const holdIslandCode = (page: Page) => holdRequests(page, ISLAND_CODE);

/**
 * Lets a wizard's code through after Next was pressed on its prerendered step 1: once live it applies the press
 * (Date & Time shows), and Previous goes back to step 1 for the test to check what was typed.
 */
async function releaseHeldNext(w: Locator, gate: Gate) {
  gate.release();
  await expect(islandOf(w)).toHaveAttribute('data-hydrated', 'true');
  await expectStep(w, 2, 'Date & Time');
  await w.getByRole('button', { name: 'Previous' }).click();
  await expectStep(w, 1, 'Patient Details');
}

/**
 * Opens a page at first paint with its island code held: records the URLs it requests and shows and its API calls
 * from before the first byte, and returns as soon as the response starts (nothing waits for hydration).
 */
async function openAtFirstPaint(page: Page, path: string) {
  const urls = recordUrls(page);
  const gate = await holdIslandCode(page);
  const calls = recordApiCalls(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { urls, gate, calls };
}

/**
 * Presses Send Message on a contact form that is not live yet: the press is held (nothing sent) until the code is let
 * through, then the form sends its one POST to /api/contact, accepted with this body.
 */
async function sendHeldMessage(page: Page, form: Locator, held: { gate: Gate; calls: string[] }, body: object) {
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectNotLiveYet(form);
  expect(held.calls).toEqual([]);
  const sent = nextPost(page, '/api/contact');
  held.gate.release();
  await expectAccepted(await sent, body);
}

/** openAtFirstPaint on a wizard's page (the home page's or /book-appointment's), with the wizard. */
async function openWizardAtFirstPaint(page: Page, variant: 'home' | 'page') {
  const opened = await openAtFirstPaint(page, variant === 'home' ? '/' : '/book-appointment');
  return { ...opened, w: wizard(page, variant) };
}

/** A mid-range phone: the page's scripts run 4× slower (Chromium's CPU throttling, as the dead-tap bench does). */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Every URL the page requested, every URL its main frame showed (changes through the history API included) and every
 * document the main frame loaded, from before the first byte.
 */
function recordUrls(page: Page) {
  const requested: string[] = [];
  const shown: string[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    requested.push(r.url());
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(`${r.method()} ${r.url()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) shown.push(f.url());
  });
  return {
    all: () => [...requested, ...shown],
    /** The page was loaded once, by GET, and never left: no form was sent by the browser. */
    expectNoNavigation: () => {
      expect(documents, 'documents loaded in the main frame').toEqual([`GET ${page.url()}`]);
      expect([...new Set(shown)], 'URLs the main frame showed').toEqual([page.url()]);
    },
  };
}

/** No URL carries any of these values, however it is encoded (a form sent by GET would put them in its query). */
function expectNoneInUrls(urls: string[], values: string[]) {
  const squash = (s: string) => s.replace(/[\s+]/g, '').toLowerCase();
  const plain = urls.map((u) => {
    let decoded = u;
    try {
      decoded = decodeURIComponent(u.replace(/\+/g, ' '));
    } catch {}
    return squash(decoded);
  });
  for (const value of values) {
    const leaks = plain.filter((u) => u.includes(squash(value)));
    expect(leaks, `URLs carrying "${value}"`).toEqual([]);
  }
}

/** The island element around a form. */
function islandOf(form: Locator): Locator {
  return form.page().locator('[data-island]').filter({ has: form });
}

/**
 * At the moment of a press: the island is not live (no data-hydrated), its code is on the way (the runtime marked it
 * busy, so the press was held rather than sent), and, on a page with an eager island, <html> is not marked live yet.
 */
async function expectNotLiveYet(form: Locator) {
  const state = await islandOf(form).evaluate((el) => ({
    hydrated: el.getAttribute('data-hydrated'),
    busy: el.getAttribute('aria-busy'),
    // A page with an eager island (the booking page) is marked live only once that island is.
    page: el.dataset.load === 'eager' ? (document.documentElement.dataset.hydrated ?? null) : null,
  }));
  expect(state, 'the island at the moment of the press').toEqual({ hydrated: null, busy: 'true', page: null });
}

/** A patient of their own per project (the server keys a patient's upcoming bookings by e-mail and by phone). */
function patient(tag: string) {
  const project = test.info().project.name;
  const n = project === 'desktop' ? '2' : '1';
  return {
    fullName: `Ishaan Firstpaint ${tag === 'home' ? 'Home' : 'Page'}`,
    email: `firstpaint.${tag}.${project}@example.com`,
    phone: `+91 98110 3${n}${tag === 'home' ? '41' : '52'}${n}`,
  };
}

test.beforeEach(async ({ page }) => {
  await slowCpu(page);
});

test.describe('acting at first paint on /book-appointment', () => {
  test('the details typed and Next pressed before the wizard is live advance it, and the booking completes @phone-only', async ({
    page,
  }) => {
    const p = patient('page');
    const date = dateFor('first-paint');
    const { urls, gate, calls, w } = await openWizardAtFirstPaint(page, 'page');
    await fillPageDetails(w, { ...p, age: '58', gender: 'male' });
    await w.getByLabel('Address', { exact: true }).fill('7 Ring Road, Lajpat Nagar');
    await w.getByLabel('Medical History').fill('Smoker for 20 years');
    await w.getByLabel('Current Symptoms').fill('Cough in the mornings');
    await next(w);

    // The press landed on the prerendered form: the wizard was not live, and the browser did not send the form.
    await expectNotLiveYet(w);
    expect(gate.asked.some((path) => path.includes('/mount-'))).toBe(true);
    await expect(w.getByText('Step 1 of 4', { exact: true })).toBeVisible();

    // The held press was applied once the wizard was live, with what was typed: step 1 passed its checks.
    await releaseHeldNext(w, gate);
    await expect(w.getByLabel('Full Name')).toHaveValue(p.fullName);
    await expect(w.getByLabel('Email Address')).toHaveValue(p.email);
    await expect(w.getByLabel('Phone Number')).toHaveValue(p.phone);
    await expect(w.getByRole('spinbutton', { name: 'Age', exact: true })).toHaveValue('58');
    await expect(w.getByLabel('Gender')).toHaveValue('male');
    await expect(w.getByLabel('Address', { exact: true })).toHaveValue('7 Ring Road, Lajpat Nagar');
    await expect(w.getByLabel('Medical History')).toHaveValue('Smoker for 20 years');
    await expect(w.getByLabel('Current Symptoms')).toHaveValue('Cough in the mornings');

    // The booking completes as any other.
    await next(w);
    await dateAndTimeStep(w, date, '02:00 PM');
    await toConfirmStep(w);
    expect(await summaryRows(w)).toEqual([
      ['Full Name', p.fullName],
      ['Email Address', p.email],
      ['Phone Number', p.phone],
      ['Age', '58'],
      ['Gender', 'Male'],
      ['Address', '7 Ring Road, Lajpat Nagar'],
      ['Medical History', 'Smoker for 20 years'],
      ['Current Symptoms', 'Cough in the mornings'],
      ['Preferred Date', date],
      ['Preferred Time', '02:00 PM'],
      ['Doctor', DOCTOR_SHOWN],
      ['Additional Notes', '—'],
      ['Reports', 'None'],
    ]);
    const req = await submitBooking(page, w, 'Confirm Booking');
    // No notes: an empty message; the profile goes as fields of its own (decision 017).
    await expectAccepted(
      req,
      bookingBody(
        { ...p, date, time: '02:00 PM' },
        {
          age: 58,
          gender: 'male',
          address: '7 Ring Road, Lajpat Nagar',
          medical_history: 'Smoker for 20 years',
          current_symptoms: 'Cough in the mornings',
        },
      ),
    );
    await expectBookedToast(page);
    await expectStep(w, 1, 'Patient Details');

    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/appointment']);
    urls.expectNoNavigation();
    expect(new URL(page.url()).pathname).toBe('/book-appointment');
    expectNoneInUrls(urls.all(), [p.fullName, p.email, p.phone, 'Lajpat', 'Smoker']);
  });

  test('a tap on "Someone I care for" before the wizard is live is kept, and so is the press of Next @phone-only', async ({
    page,
  }) => {
    const { urls, gate, w } = await openWizardAtFirstPaint(page, 'page');
    const someoneElse = w.getByRole('radio', { name: 'Someone I care for (a child, a parent…)' });
    await someoneElse.click();
    // Until the wizard is live the name field keeps its prerendered label; the patient types the patient's name.
    await fillPageDetails(w, {
      fullName: 'Kiran Firstpaint',
      email: 'firstpaint.carer@example.com',
      phone: '+91 98110 36000',
      age: '81',
      gender: 'female',
    });
    await next(w);
    await expectNotLiveYet(w);
    await expect(someoneElse).toBeChecked();

    gate.release();
    await expect(islandOf(w)).toHaveAttribute('data-hydrated', 'true');
    // The tap reached the wizard: it now asks for the booker's own details, and the name typed is the patient's.
    await expect(someoneElse).toBeChecked();
    await expect(w.getByRole('radio', { name: 'Me', exact: true })).not.toBeChecked();
    await expect(w.getByTestId('booked-for-hint')).toBeVisible();
    await expect(w.getByLabel("Patient's full name")).toHaveValue('Kiran Firstpaint');
    // The held Next was applied too: the booker's fields, which did not exist when it was pressed, are asked for.
    await expect(w.getByLabel('Your name')).toHaveAccessibleErrorMessage('Please enter your own name.');
    await expect(w.getByLabel("You are the patient's…")).toHaveAccessibleErrorMessage(
      'Please choose who you are to the patient.',
    );
    await expect(w.getByLabel("Patient's full name")).not.toHaveAttribute('aria-invalid', 'true');
    await expect(w.getByLabel('Your name')).toBeFocused();
    await expectStep(w, 1, 'Patient Details');
    for (const [label, value] of [
      ['Email Address', 'firstpaint.carer@example.com'],
      ['Phone Number', '+91 98110 36000'],
      ['Age', '81'],
      ['Gender', 'female'],
    ]) {
      await expect(fieldLabelled(w, label), label).toHaveValue(value);
    }

    await w.getByLabel('Your name').fill('Dev Firstpaint');
    await w.getByLabel("You are the patient's…").selectOption({ label: 'Son or daughter' });
    await next(w);
    await expectStep(w, 2, 'Date & Time');

    urls.expectNoNavigation();
    expectNoneInUrls(urls.all(), ['Firstpaint', 'firstpaint.carer', '+91 98110 36000']);
  });

  test('step 1 typed in a hurry while the wizard wakes, and Next pressed at once: Date & Time, with every field kept @phone-only', async ({
    page,
  }) => {
    // Issue 37 item 10: a journey filling step 1 quickly stayed on it once in four runs. Here the wizard's code arrives
    // just after the first field, so it wakes (React hydrating the fields at a slowed CPU) while the rest is typed and
    // chosen, and Next is pressed before or as it answers: whichever way the race goes, the press and every value count.
    const { urls, gate, w } = await openWizardAtFirstPaint(page, 'page');
    await w.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kavya Hurry');
    gate.release();
    await w.getByLabel('Email Address').fill('kavya.hurry@example.com');
    await w.getByLabel('Phone Number').fill('+91 98110 36111');
    await w.getByRole('spinbutton', { name: 'Age', exact: true }).fill('67');
    await w.getByLabel('Gender').selectOption('female');
    await w.getByLabel('Address', { exact: true }).fill('12 Defence Colony');
    await w.getByLabel('Current Symptoms').fill('Breathless on stairs');
    await next(w);
    await expectStep(w, 2, 'Date & Time');
    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 1, 'Patient Details');
    for (const [field, value] of [
      [w.getByRole('textbox', { name: 'Full Name', exact: true }), 'Kavya Hurry'],
      [w.getByLabel('Email Address'), 'kavya.hurry@example.com'],
      [w.getByLabel('Phone Number'), '+91 98110 36111'],
      [w.getByRole('spinbutton', { name: 'Age', exact: true }), '67'],
      [w.getByLabel('Gender'), 'female'],
      [w.getByLabel('Address', { exact: true }), '12 Defence Colony'],
      [w.getByLabel('Current Symptoms'), 'Breathless on stairs'],
    ] as const) {
      await expect(field).toHaveValue(value);
    }
    urls.expectNoNavigation();
  });

  test("the first reach asks for the wizard's own code beside React's, not after React has arrived and run @phone-only", async ({
    page,
  }) => {
    // A press held until the wizard answers waits for both: asked for one after the other, they cost a slow phone a
    // round trip more and React's start-up on top of it.
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const react = await holdRequests(page, /\/assets\/mount-[\w-]+\.js$/);
    await page.goto('/book-appointment', { waitUntil: 'commit' });
    const w = wizard(page, 'page');
    await w.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kavya Hurry');
    await expect.poll(() => react.asked.length).toBe(1);
    await expect.poll(() => asked.some((path) => /^\/assets\/booking-wizard-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(islandOf(w)).not.toHaveAttribute('data-hydrated', 'true');
    react.release();
    await expect(islandOf(w)).toHaveAttribute('data-hydrated', 'true');
    await expect(w.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Kavya Hurry');
  });
});

test.describe('acting at first paint on the home page', () => {
  test('the home wizard: details typed and Next pressed before it is live advance it, and the booking completes @phone-only', async ({
    page,
  }) => {
    const p = patient('home');
    const date = dateFor('first-paint');
    const { urls, gate, w } = await openWizardAtFirstPaint(page, 'home');
    await fillHomeDetails(w, p);
    await next(w);
    await expectNotLiveYet(w);
    await expect(w.getByText('Step 1 of 4', { exact: true })).toBeVisible();

    await releaseHeldNext(w, gate);
    await expect(w.getByLabel('Full Name')).toHaveValue(p.fullName);
    await expect(w.getByLabel('Email')).toHaveValue(p.email);
    await expect(w.getByLabel('Phone')).toHaveValue(p.phone);

    await next(w);
    await dateAndTimeStep(w, date, '04:00 PM');
    await w.getByLabel('Doctor').selectOption(DOCTOR_OPTION);
    await toConfirmStep(w);
    const req = await submitBooking(page, w);
    await expectAccepted(req, bookingBody({ ...p, date, time: '04:00 PM' }));
    await expectBookedToast(page);

    urls.expectNoNavigation();
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoneInUrls(urls.all(), [p.fullName, p.email, p.phone]);
  });

  test('the home contact form: a message typed and sent before the form is live is sent once it is @phone-only', async ({
    page,
  }) => {
    const { urls, ...held } = await openAtFirstPaint(page, '/');
    const meena = {
      firstName: 'Meena',
      lastName: 'Firstpaint',
      email: 'meena.firstpaint@example.com',
      phone: '+91 98110 37000',
      subject: 'Home oxygen',
      message: 'Do you rent oxygen concentrators?',
    };
    const form = await fillHomeContact(page, meena);
    await sendHeldMessage(page, form, held, formBody(meena));
    await expect(form.getByRole('alert')).toHaveText('Message sent!');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Subject', 'Message']) {
      await expect(form.getByLabel(label), label).toHaveValue('');
    }
    expect(held.calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/contact']);
    urls.expectNoNavigation();
    expectNoneInUrls(urls.all(), ['Firstpaint', 'meena.firstpaint', '+91 98110 37000']);
  });
});

test.describe('acting at first paint on /contact', () => {
  test('a message typed and sent before the form is live is sent once, with the thank-you toast @phone-only', async ({
    page,
  }) => {
    const { urls, ...held } = await openAtFirstPaint(page, '/contact');
    const form = page.getByTestId('contact-page-form');
    const rahul = {
      name: 'Rahul Firstpaint',
      email: 'rahul.firstpaint@example.com',
      subject: 'General Consultation',
      message: 'Is a referral needed for a sleep study?',
    };
    await fillContactPage(form, rahul);
    // /contact has no phone field: the form sends it empty.
    await sendHeldMessage(page, form, held, formBody({ ...rahul, phone: '' }));
    await expectContactPageSent(page, form);
    expect(held.calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/contact']);
    urls.expectNoNavigation();
    expectNoneInUrls(urls.all(), ['Firstpaint', 'rahul.firstpaint', 'referral']);
  });
});

test.describe('when the island code cannot be loaded', () => {
  const TARA = { firstName: 'Tara', lastName: 'Firstpaint', email: 'tara.firstpaint@example.com' };
  const cases = [
    {
      route: '/book-appointment',
      testId: 'booking-wizard-page',
      button: 'Next',
      fill: async (form: Locator) => {
        await form.getByLabel('Full Name').fill('Tara Firstpaint');
        await form.getByLabel('Email Address').fill('tara.firstpaint@example.com');
        await form.getByLabel('Phone Number').fill('+91 98110 38000');
      },
      typed: ['Firstpaint', 'tara.firstpaint', '+91 98110 38000'],
    },
    {
      route: '/contact',
      testId: 'contact-page-form',
      button: 'Send Message',
      fill: (form: Locator) =>
        fillContactPage(form, {
          name: 'Tara Firstpaint',
          email: 'tara.firstpaint@example.com',
          message: 'Please call me back.',
        }),
      typed: ['Firstpaint', 'tara.firstpaint', 'call me back'],
    },
    {
      route: '/',
      testId: 'home-contact-form',
      button: 'Send Message',
      fill: (form: Locator) =>
        fillHomeContact(form.page(), { ...TARA, phone: '', subject: 'Callback', message: 'Please call me back.' }),
      typed: ['Firstpaint', 'tara.firstpaint', 'call me back'],
    },
  ];

  for (const c of cases) {
    test(`on ${c.route}, the held press is let through and the browser posts the form (POST, nothing in the URL) @phone-only`, async ({
      page,
      consoleErrors,
      allowHttpErrors,
    }) => {
      // What the server answers a form posted without the island is tested in tests/e2e/no-js.spec.ts: only how it is
      // sent matters here. Its answer may be a page with a 4xx status (the form shown again), which the browser logs.
      allowHttpErrors(400, 403, 409, 422, 429);
      const urls = recordUrls(page);
      const gate = await holdIslandCode(page);
      const posts: Request[] = [];
      page.on('request', (r) => {
        if (r.isNavigationRequest() && r.frame() === page.mainFrame() && r.method() !== 'GET') posts.push(r);
      });

      await page.goto(c.route, { waitUntil: 'commit' });
      const form = page.getByTestId(c.testId);
      await c.fill(form);
      await form.getByRole('button', { name: c.button }).click();
      await expectNotLiveYet(form);
      const action = new URL((await form.getAttribute('action')) ?? '', page.url());
      expect(await form.getAttribute('method')).toBe('post');
      // Held: nothing was sent while the code was on its way.
      expect(posts).toEqual([]);

      const native = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
      gate.fail();
      const req = await native;
      expect(req.method()).toBe('POST');
      expect(new URL(req.url()).pathname).toBe(action.pathname);
      expect(new URL(req.url()).search).toBe('');
      // The patient's details travel in the body, where they belong.
      expect(req.postData() ?? '').toContain('Firstpaint');
      await req.response().catch(() => null);
      expect(posts).toHaveLength(1);

      expectNoneInUrls(urls.all(), c.typed);
      // The runtime says, once, that the island's code did not load; nothing else may have failed.
      const expected = consoleErrors.filter((e) => /^error: island [\w-]+ did not load:/.test(e));
      expect(expected).toHaveLength(1);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
    });
  }
});
