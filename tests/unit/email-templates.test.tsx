import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '../../functions/db/appointments';
import { AppointmentConfirmation, AppointmentNotification, appointmentView } from '../../functions/email/templates';

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
};

// Kept for a person to open in a browser: test-results/emails/*.html (not committed).
const out = resolve(import.meta.dirname, '../../test-results/emails');

describe('e-mail templates', () => {
  it('gives the patient the date, time, doctor, address with a map link, phone and what to bring', async () => {
    const html = await render(<AppointmentConfirmation a={appointmentView(booking)} />);
    const text = await render(<AppointmentConfirmation a={appointmentView(booking)} />, { plainText: true });
    mkdirSync(out, { recursive: true });
    writeFileSync(resolve(out, 'confirmation.html'), html);
    for (const part of [html, text]) {
      expect(part).toContain('Thursday, 26 November 2026');
      expect(part).toContain('10:00 AM');
      expect(part).toContain('Dr. Rajiv Malhotra');
      expect(part).toContain('Lajpat Nagar');
      expect(part).toContain('+91 98110 45872');
    }
    expect(html).toContain('https://www.google.com/maps/search/');
    expect(html).toContain('Asha &lt;Verma&gt;');
    expect(text).toMatch(/• Earlier chest X-rays or CT scans[^\n]*\n/);
    expect(text).toContain('• A list of the medicines you take now, including inhalers');
  });

  it('gives the clinic every field of the booking', async () => {
    const html = await render(<AppointmentNotification a={appointmentView(booking)} />);
    writeFileSync(resolve(out, 'clinic-notification.html'), html);
    for (const v of [
      'asha@example.com',
      '+91 98110 12345',
      '2026-11-26',
      '10:00 AM',
      'Dr. Rajiv Malhotra - Pulmonologist',
      'Worse at night.',
      'Yes, the patient has reports',
      booking.id,
    ]) {
      expect(html).toContain(v);
    }
  });
});
