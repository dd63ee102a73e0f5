import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { preparationFor } from '../../common/booking/preparation';
import { preparationForHi } from '../../common/booking/preparation.hi';
import type { AppointmentRow } from '../../functions/booking/types';
import { EMAIL_COPY } from '../../functions/notify/email/copy';
import { appointmentView } from '../../functions/notify/email/parts';
import { CancellationConfirmation } from '../../functions/notify/kinds/cancelled';
import { AppointmentNotification } from '../../functions/notify/kinds/clinic-booking-notice';
import { CancellationNotification } from '../../functions/notify/kinds/clinic-cancelled-notice';
import { RescheduleNotification } from '../../functions/notify/kinds/clinic-moved-notice';
import { AppointmentConfirmation } from '../../functions/notify/kinds/confirmation';
import { RescheduleConfirmation } from '../../functions/notify/kinds/moved';
import { PaymentReceipt } from '../../functions/notify/kinds/payment-receipt';
import { PaymentRefund } from '../../functions/notify/kinds/payment-refund';
import { AppointmentReminder } from '../../functions/notify/kinds/reminder';

/** An e-mail's plain text, which has every one of `parts` in it. */
async function expectPlainText(email: ReactElement, ...parts: string[]): Promise<string> {
  const text = await render(email, { plainText: true });
  for (const part of parts) expect(text).toContain(part);
  return text;
}

const booking: AppointmentRow = {
  id: 'apt_0123456789abcdef0123456789abcdef',
  full_name: 'Asha <Verma>',
  email: 'asha@example.com',
  phone: '+91 98110 12345',
  appointment_date: '2026-11-26',
  appointment_time: '10:00 AM',
  selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
  message: 'Cough for three weeks.\nWorse at night.',
  reports_uploaded: true,
  created_at: '2026-11-21T10:00:00.000Z',
  visit_reason: 'spirometry',
  status: 'booked',
  sequence: 0,
  manage_nonce: '0123456789abcdef0123456789abcdef',
  status_reason: null,
  status_by: null,
  confirm_by: null,
  notice_version: '2026-11-23',
  booked_for: 'self',
  booker_name: '',
  booker_relationship: '',
  patient_under_18: false,
  locale: 'en',
  age: 46,
  gender: 'female',
  address: null,
  medical_history: 'Asthma since 2010\n<b>inhaler</b>',
  current_symptoms: null,
  place_id: 'clinic',
};

const links = {
  manageUrl: 'https://clinic.example/manage#TOKEN-0123456789',
  bookUrl: 'https://clinic.example/book-appointment',
};
const view = appointmentView(booking, links);

// Kept for a person to open in a browser: test-results/emails/*.html (not committed).
const out = resolve(import.meta.dirname, '../../test-results/emails');

/** An e-mail as HTML (kept in `out` under `file`) and as plain text, each with every one of `parts` in it. */
async function expectBothForms(email: ReactElement, file: string, parts: string[]) {
  const html = await render(email);
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, file), html);
  for (const part of parts) expect(html).toContain(part);
  return { html, text: await expectPlainText(email, ...parts) };
}

describe('e-mail templates', () => {
  it('gives the patient the date, time, doctor, address with a map link, phone and what to bring', async () => {
    const { html, text } = await expectBothForms(<AppointmentConfirmation a={view} />, 'confirmation.html', [
      'Thursday, 26 November 2026',
      '10:00 AM',
      'Dr. Rajiv Malhotra',
      'Lajpat Nagar',
      '+91 98110 45872',
    ]);
    expect(html).toContain('https://www.google.com/maps/search/');
    expect(html).toContain('Asha &lt;Verma&gt;');
    expect(html).toContain('href="https://clinic.example/manage#TOKEN-0123456789"');
    expect(text).toContain('https://clinic.example/manage#TOKEN-0123456789');
    expect(text).toContain(preparationFor('spirometry').title);
    for (const item of preparationFor('spirometry').items) expect(text).toContain(`• ${item}`);
  });

  it('without a visit reason, lists the general what to bring', async () => {
    const text = await render(
      <AppointmentConfirmation a={appointmentView({ ...booking, visit_reason: '' }, links)} />,
      {
        plainText: true,
      },
    );
    expect(text).toContain('What to bring');
    expect(text).toMatch(/• Earlier chest X-rays or CT scans[^\n]*\n/);
    expect(text).toContain('• A list of the medicines you take now, including inhalers');
  });

  it('reminds the patient the day before with the time, the preparation and the manage link', async () => {
    const text = await render(<AppointmentReminder a={view} />, { plainText: true });
    writeFileSync(resolve(out, 'reminder.html'), await render(<AppointmentReminder a={view} />));
    expect(text).toContain('Thursday, 26 November 2026');
    expect(text).toContain('10:00 AM');
    expect(text).toContain(links.manageUrl);
    expect(text).toContain(preparationFor('spirometry').items[0]);
  });

  it('tells the patient the new and the old time of a reschedule, and the clinic who moved it', async () => {
    const moved = appointmentView(booking, {
      ...links,
      date: '2026-11-28',
      time: '02:00 PM',
      previousDate: '2026-11-26',
      previousTime: '10:00 AM',
      changedBy: 'patient',
    });
    await expectPlainText(
      <RescheduleConfirmation a={moved} />,
      'Saturday, 28 November 2026',
      '02:00 PM',
      'Thursday, 26 November 2026 at 10:00 AM',
    );
    await expectPlainText(<RescheduleNotification a={moved} />, 'The patient, online', '+91 98110 12345');
  });

  it('confirms a cancellation to the patient with a way to book again, and gives the clinic the reason', async () => {
    const cancelled = appointmentView(
      { ...booking, status: 'cancelled', sequence: 1, status_reason: 'Feeling better' },
      { ...links, changedBy: 'patient' },
    );
    const text = await expectPlainText(
      <CancellationConfirmation a={cancelled} />,
      'is cancelled',
      links.bookUrl,
      'It was cancelled with your booking link.',
    );
    expect(text).not.toContain(links.manageUrl);
    const byClinic = appointmentView(
      { ...booking, status: 'cancelled', sequence: 1, status_reason: 'Doctor on leave' },
      { ...links, changedBy: 'staff:desk@example.com' },
    );
    await expectPlainText(
      <CancellationConfirmation a={byClinic} />,
      'We are sorry: the clinic has had to cancel it.',
      'Doctor on leave',
    );
    await expectPlainText(<CancellationNotification a={cancelled} />, 'Feeling better', 'asha@example.com');
  });

  it('gives the clinic every field of the booking', async () => {
    const html = await render(<AppointmentNotification a={view} />);
    writeFileSync(resolve(out, 'clinic-notification.html'), html);
    for (const v of [
      'asha@example.com',
      '+91 98110 12345',
      '2026-11-26',
      '10:00 AM',
      'Dr. Rajiv Malhotra - Pulmonologist',
      'Worse at night.',
      'Yes, the patient has reports (the files they send appear on the desk)',
      booking.id,
      'Spirometry',
    ]) {
      expect(html).toContain(v);
    }
  });

  it('shows the clinic the profile fields from their columns, only those given, escaped', async () => {
    const html = await render(<AppointmentNotification a={view} />);
    const text = await render(<AppointmentNotification a={view} />, { plainText: true });
    expect(view.profile).toBe('Age: 46\nGender: Female\nMedical History: Asthma since 2010\n<b>inhaler</b>');
    expect(text).toContain('Patient details');
    expect(text).toContain('Age: 46');
    expect(html).toContain('Medical History: Asthma since 2010');
    expect(html).not.toContain('<b>inhaler</b>');
    expect(text).not.toContain('Address:');
    expect(text).not.toContain('Current Symptoms:');
    // A booking from the home page (no profile fields) says so with a dash, not with empty lines.
    const home = appointmentView(
      { ...booking, age: null, gender: null, address: null, medical_history: null, current_symptoms: null },
      links,
    );
    expect(home.profile).toBe('—');
  });
});

describe('e-mail templates in Hindi', () => {
  const hi = EMAIL_COPY.hi;
  const hindiView = appointmentView({ ...booking, locale: 'hi' }, links, 'hi');

  it('writes the confirmation in Hindi: the date and time in Hindi words with Latin digits, the Hindi preparation', async () => {
    const { html, text } = await expectBothForms(
      <AppointmentConfirmation a={hindiView} t={hi} />,
      'confirmation.hi.html',
      [
        'गुरुवार, 26 नवंबर 2026',
        'सुबह 10:00',
        'आपकी अपॉइंटमेंट बुक हो गई है',
        'Dr. Rajiv Malhotra',
        'B-17, Ring Road, Lajpat Nagar IV',
        '+91 98110 45872',
      ],
    );
    expect(html).toContain('lang="hi"');
    for (const part of [html, text]) {
      expect(part).not.toContain('Thursday');
      expect(part).not.toContain('Your appointment');
    }
    expect(text).toContain(preparationForHi('spirometry').title);
    for (const item of preparationForHi('spirometry').items) expect(text).toContain(`• ${item}`);
    expect(html).toContain('href="https://clinic.example/manage#TOKEN-0123456789"');
  });

  it('greets the person who booked for someone else, and names the patient, in Hindi', async () => {
    const forChild = appointmentView(
      {
        ...booking,
        locale: 'hi',
        full_name: 'Riya Verma',
        booked_for: 'other',
        booker_name: 'Asha Verma',
        booker_relationship: 'parent_guardian',
      },
      links,
      'hi',
    );
    const text = await render(<AppointmentConfirmation a={forChild} t={hi} />, { plainText: true });
    expect(text).toContain('नमस्ते Asha Verma,');
    expect(text).toContain('Riya Verma की अपॉइंटमेंट बुक कर दी है');
  });

  it('writes the reminder, the move and the cancellation in Hindi, with the links given', async () => {
    const reminder = await render(<AppointmentReminder a={hindiView} t={hi} />, { plainText: true });
    expect(reminder).toContain('जल्द मिलते हैं');
    expect(reminder).toContain(links.manageUrl);

    const moved = appointmentView(
      { ...booking, locale: 'hi' },
      { ...links, date: '2026-11-28', time: '02:00 PM', previousDate: '2026-11-26', previousTime: '10:00 AM' },
      'hi',
    );
    const move = await render(<RescheduleConfirmation a={moved} t={hi} />, { plainText: true });
    expect(move).toContain('शनिवार, 28 नवंबर 2026');
    expect(move).toContain('दोपहर 2:00');
    expect(move).toContain('गुरुवार, 26 नवंबर 2026, सुबह 10:00');

    const byClinic = appointmentView(
      { ...booking, locale: 'hi', status: 'cancelled', sequence: 1, status_reason: 'Doctor on leave' },
      { ...links, changedBy: 'staff:desk@example.com' },
      'hi',
    );
    const cancel = await render(<CancellationConfirmation a={byClinic} t={hi} />, { plainText: true });
    expect(cancel).toContain('आपकी अपॉइंटमेंट रद्द हो गई है');
    expect(cancel).toContain('हमें खेद है: क्लिनिक को यह अपॉइंटमेंट रद्द करनी पड़ी है।');
    expect(cancel).toContain('Doctor on leave');
    expect(cancel).toContain(links.bookUrl);
  });

  it('keeps the English e-mails word for word when no language is given', async () => {
    const explicit = await render(<AppointmentConfirmation a={view} t={EMAIL_COPY.en} />, { plainText: true });
    const implicit = await render(<AppointmentConfirmation a={view} />, { plainText: true });
    expect(explicit).toBe(implicit);
    // (The plain-text version wraps long lines.)
    const flat = implicit.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'Thank you for choosing Delhi Chest & Respiratory Clinic. We have booked your appointment with Dr. Rajiv Malhotra, Senior Consultant Pulmonologist. A calendar invitation is attached.',
    );
    expect(flat).toContain(
      'Change or cancel your appointment https://clinic.example/manage#TOKEN-0123456789 — please do it at least a few hours ahead, so that another patient can have the time.',
    );
  });
});

describe('payment e-mails (issue 42)', () => {
  const paid = {
    ...links,
    payment: {
      id: 'pay_Q1w2E3r4T5y6U7',
      amountPaise: 150_000,
      paidAt: '2026-11-21T11:05:00.000Z',
      method: 'razorpay' as const,
    },
    doctorRegistration: 'DMC/R/12345',
    refundPolicyUrl: 'https://clinic.example/refund-policy',
  };
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('gives a receipt with the amount, when and how it was paid, the payment id, the clinic, its address and the registration', async () => {
    const a = appointmentView(booking, paid);
    const { html, text } = await expectBothForms(<PaymentReceipt a={a} />, 'payment-receipt.html', [
      '₹1,500',
      'pay_Q1w2E3r4T5y6U7',
      'DMC/R/12345',
      'Respiratory Clinic',
      'B-17, Ring Road, Lajpat Nagar IV',
      'Online, through Razorpay',
      'Saturday, 21 November 2026, 04:35 PM',
      'https://clinic.example/refund-policy',
    ]);
    expect(flat(text)).toContain('Consultation with Dr. Rajiv Malhotra on Thursday, 26 November 2026 at 10:00 AM');
    expect(html).toContain('Payment received: your receipt');
    expect(html).toContain('Delhi Chest &amp; Respiratory Clinic, B-17, Ring Road');
    expect(flat(text)).toContain('Received from Asha <Verma>');
    expect(html).toContain('Asha &lt;Verma&gt;');
    expect(EMAIL_COPY.en.paymentReceipt.subject(a)).toBe(
      'Receipt: ₹1,500 paid for your appointment on Thursday, 26 November 2026',
    );
    const counter = appointmentView(booking, { ...paid, payment: { ...paid.payment, method: 'counter' } });
    expect(await render(<PaymentReceipt a={counter} />, { plainText: true })).toContain('At the clinic');
  });

  it('writes the receipt in Hindi, with the same amount, payment id, address and registration', async () => {
    const a = appointmentView(
      { ...booking, locale: 'hi' },
      { ...paid, refundPolicyUrl: 'https://clinic.example/hi/refund-policy' },
      'hi',
    );
    const { html, text } = await expectBothForms(
      <PaymentReceipt a={a} t={EMAIL_COPY.hi} />,
      'payment-receipt.hi.html',
      [
        'भुगतान मिल गया',
        '₹1,500',
        'pay_Q1w2E3r4T5y6U7',
        'DMC/R/12345',
        'B-17, Ring Road, Lajpat Nagar IV',
        'ऑनलाइन, Razorpay से',
        'शनिवार, 21 नवंबर 2026',
        'https://clinic.example/hi/refund-policy',
      ],
    );
    expect(html).toContain('lang="hi"');
    expect(text).not.toContain('Payment received');
  });

  it('says "—" for a registration number the clinic has not set', async () => {
    const a = appointmentView(booking, { ...paid, doctorRegistration: '' });
    expect(a.doctorRegistration).toBe('—');
  });

  it('tells of a refund: the amount, the payment id, the appointment, the reason and the 5–7 working days', async () => {
    const refund = (reason: 'cancelled' | 'late_payment' | 'staff', status_by: string | null = 'patient') =>
      appointmentView(
        { ...booking, status: 'cancelled', status_by },
        { ...paid, changedBy: status_by, payment: { id: 'pay_Q1w2E3r4T5y6U7', amountPaise: 123_450, reason } },
      );
    const { html, text } = await expectBothForms(<PaymentRefund a={refund('cancelled')} />, 'payment-refund.html', [
      '₹1,234.50',
      'pay_Q1w2E3r4T5y6U7',
      'https://clinic.example/refund-policy',
    ]);
    expect(html).toContain('Your refund has been started');
    expect(flat(text)).toContain('Banks usually take 5–7 working days');
    expect(flat(text)).toContain('You cancelled the appointment in time');
    expect(flat(text)).toContain('Thursday, 26 November 2026 at 10:00 AM');
    const late = await render(<PaymentRefund a={refund('late_payment', 'system')} />, { plainText: true });
    expect(flat(late)).toContain('after the place had been released, so it is being returned in full');
    const byClinic = await render(<PaymentRefund a={refund('cancelled', 'staff:desk@example.com')} />, {
      plainText: true,
    });
    expect(flat(byClinic)).toContain('The clinic cancelled the appointment');
    const staff = await render(<PaymentRefund a={refund('staff', null)} />, { plainText: true });
    expect(flat(staff)).toContain('The clinic has refunded your payment.');
    expect(EMAIL_COPY.en.paymentRefund.subject(refund('staff'))).toBe(
      'Refund started: ₹1,234.50 for your appointment on Thursday, 26 November 2026',
    );
  });

  it('writes the refund in Hindi, with the 5–7 working days', async () => {
    const a = appointmentView(
      { ...booking, locale: 'hi', status: 'cancelled', status_by: 'patient' },
      {
        ...paid,
        changedBy: 'patient',
        payment: { id: 'pay_Q1w2E3r4T5y6U7', amountPaise: 150_000, reason: 'cancelled' },
      },
      'hi',
    );
    const { text } = await expectBothForms(<PaymentRefund a={a} t={EMAIL_COPY.hi} />, 'payment-refund.hi.html', [
      'आपका रिफ़ंड शुरू कर दिया गया है',
      '₹1,500',
      'pay_Q1w2E3r4T5y6U7',
    ]);
    expect(flat(text)).toContain('5–7 कामकाजी दिन');
    expect(flat(text)).toContain('आपने अपॉइंटमेंट समय रहते रद्द कर दी थी');
    expect(text).not.toContain('Banks usually');
  });
});
