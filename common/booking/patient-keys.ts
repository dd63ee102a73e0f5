/**
 * A patient's e-mail and phone as the limit on upcoming bookings compares them, so that "Asha+1@Example.com" and
 * "asha@example.com", or "+91 98110 12345" and "098110-12345", count as one person. migrations/0002 computes the
 * same keys in SQL for the rows it found.
 */

/** The e-mail lower-cased, without a +tag in its local part. */
export function emailKey(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 0) return e;
  const local = e.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus >= 0 ? local.slice(0, plus) : local}${e.slice(at)}`;
}

/** The phone's last ten digits (an Indian number without its +91 or 0 prefix; shorter numbers whole). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
