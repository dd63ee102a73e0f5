import type { Page, Route } from '@playwright/test';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../common/platform/fields';
import { hydrated } from './fixtures';
import {
  autofillHoneypot,
  expect,
  expectAccepted,
  expectContactPageSent,
  expectMessageSentToast,
  expectToast,
  fillContactPage,
  formBody,
  type HomeMessage,
  honeypotInput,
  latch,
  openHomeContact,
  recordApiCalls,
  SUNITA,
  sendMessage,
  test,
  toast,
} from './journeys';

test.describe('the home page contact form', () => {
  const SHORT_MESSAGE = {
    firstName: 'Sunita',
    lastName: 'Rao',
    email: 'sunita@example.com',
    phone: '',
    subject: 'Question',
    message: 'Hello',
  };

  test('a visitor sends a message from the home page and the form clears @phone-only', async ({ page }) => {
    // Spaces around every field, and line breaks around the message: the form sends them trimmed.
    const padded: HomeMessage = { ...SUNITA, message: `\n  ${SUNITA.message}  \n` };
    for (const key of ['firstName', 'lastName', 'email', 'phone', 'subject'] as const) {
      padded[key] = `  ${SUNITA[key]} `;
    }
    const form = await openHomeContact(page, padded);
    await expectAccepted(await sendMessage(page, form), formBody(SUNITA));
    await expect(form.getByRole('alert')).toHaveText('Message sent!');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Subject', 'Message']) {
      await expect(form.getByLabel(label), label).toHaveValue('');
    }
  });

  test('a refused message shows the server text in the alert and keeps what was typed @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(400);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { success: false, error: 'Bad email' } }),
    );
    const form = await openHomeContact(page, SHORT_MESSAGE, '/');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Bad email');
    await expect(form.getByLabel('Email')).toHaveValue('sunita@example.com');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });

  test('while the message is sending the button reads "Sending..." and cannot send twice @phone-only', async ({
    page,
  }) => {
    const held = latch();
    let posts = 0;
    await page.route('**/api/contact', async (route: Route) => {
      posts++;
      await held.opened;
      await route.fulfill({ status: 201, json: { success: true, id: 'msg_test' } });
    });
    const form = await openHomeContact(page, SHORT_MESSAGE, '/');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    // Enter in a field would submit the form again; the form must ignore it while sending.
    await form.getByLabel('Subject').press('Enter');
    await expect.poll(() => posts).toBe(1);
    held.open();
    await expect(form.getByRole('alert')).toHaveText('Message sent!');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(posts).toBe(1);
  });
});

test.describe('the /contact page form', () => {
  const open = async (page: Page) => {
    await page.goto('/contact');
    await hydrated(page);
    return page.getByTestId('contact-page-form');
  };

  test('fields that hold only spaces are refused with "Validation Error" and nothing is sent @phone-only', async ({
    page,
  }) => {
    const form = await open(page);
    const calls = recordApiCalls(page);
    await form.getByLabel('Your Name').fill('   ');
    await form.getByLabel('Email Address').fill('   ');
    await form.getByLabel('Message').fill('   ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Validation Error', 'Please fill in all required fields.');

    // One blank field is enough to refuse.
    await form.getByLabel('Your Name').fill('Ravi Kumar');
    await form.getByLabel('Email Address').fill('ravi@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Validation Error')).toHaveCount(2);
    expect(calls).toEqual([]);
  });

  test('a visitor who picks no subject sends "General Inquiry" and sees the thank-you toast @phone-only', async ({
    page,
  }) => {
    const form = await open(page);
    await form.getByLabel('Your Name').fill('  Ravi Kumar ');
    await form.getByLabel('Email Address').fill('ravi.kumar@example.com');
    const typed = '  What are your Saturday hours?  ';
    await form.getByLabel('Message').fill(typed);
    await expect(form.getByText(`${typed.length} / 2000`)).toBeVisible();
    const req = await sendMessage(page, form);
    await expectAccepted(
      req,
      formBody({
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
        phone: '',
        subject: 'General Inquiry',
        message: 'What are your Saturday hours?',
      }),
    );
    await expectContactPageSent(page, form);
  });

  test('a message the server refuses shows "Error" with the server text and keeps the form @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(400);
    const form = await open(page);
    await fillContactPage(form, {
      name: 'Ravi Kumar',
      email: 'ravi.kumar@',
      subject: 'Emergency',
      message: 'Breathing trouble since last night.',
    });
    const req = await sendMessage(page, form);
    expect(req.postDataJSON()).toMatchObject({ subject: 'Emergency', email: 'ravi.kumar@' });
    expect((await req.response())?.status()).toBe(400);
    await expectToast(page, 'Error', 'Please enter a valid email address, like name@example.com.');
    await expect(form.getByLabel('Email Address')).toHaveValue('ravi.kumar@');
    await expect(form.getByLabel('Subject')).toHaveValue('Emergency');
  });

  test('a browser that autofills the hidden field still sends the message on the second press @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(400);
    const form = await open(page);
    await form.getByLabel('Your Name').fill('Ravi Kumar');
    await form.getByLabel('Email Address').fill('ravi.kumar@example.com');
    await autofillHoneypot(form, 'ravi.kumar@example.com');
    await form.getByLabel('Message').fill('Do you see patients on Saturdays?');

    const refused = await sendMessage(page, form);
    expect(refused.postDataJSON()[HONEYPOT_FIELD]).toBe('ravi.kumar@example.com');
    expect((await refused.response())?.status()).toBe(400);
    await expectToast(page, 'Error', HONEYPOT_MESSAGE);
    await expect(form.getByLabel('Message')).toHaveValue('Do you see patients on Saturdays?');
    await expect(honeypotInput(form)).toHaveValue('');

    const sent = await sendMessage(page, form);
    expect(sent.postDataJSON()).not.toHaveProperty(HONEYPOT_FIELD);
    expect((await sent.response())?.status()).toBe(201);
    await expectMessageSentToast(page);
  });

  test('the name, e-mail and message fields are limited to 200, 255 and 2000 characters @phone-only', async ({
    page,
  }) => {
    const form = await open(page);
    await expect(form.getByLabel('Your Name')).toHaveAttribute('maxlength', '200');
    await expect(form.getByLabel('Email Address')).toHaveAttribute('maxlength', '255');
    await expect(form.getByLabel('Message')).toHaveAttribute('maxlength', '2000');
    await form.getByLabel('Message').fill('x'.repeat(2100));
    await expect(form.getByLabel('Message')).toHaveValue('x'.repeat(2000));
    await expect(form.getByText('2000 / 2000')).toBeVisible();
  });
});
