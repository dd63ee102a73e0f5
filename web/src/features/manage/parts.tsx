/** Pieces the manage page's screens share: the screen type, the texts that name the phone, the booking list, buttons. */

import { Box, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ManagedBooking } from '../../../../common/booking/manage-schema';
import { visitReasonLabel } from '../../../../common/booking/visit-reasons';
import { DOCTOR, PRIMARY_PHONE, telHref, unbroken } from '../../../../common/clinic/facts';
import { DOCTOR_HI } from '../../../../common/clinic/facts.hi';
import { dateLabel, timeLabel } from '../../../../common/i18n/dates';
import { ButtonAnchor } from '../../components/links';
import { m, pageLocale } from '../../i18n';
import type { ApiResult } from '../api';
import { FailureAlert } from '../link-page';

/** What the manage card shows; each screen has its own heading. */
export type Screen =
  | { name: 'loading' }
  | { name: 'booking'; booking: ManagedBooking; moved?: boolean; confirmed?: boolean; notice?: string }
  | { name: 'cancel'; booking: ManagedBooking }
  | { name: 'reschedule'; booking: ManagedBooking }
  | { name: 'cancelled'; booking: ManagedBooking }
  | { name: 'blocked'; booking: ManagedBooking; message: string }
  | { name: 'inactive'; message: string }
  | { name: 'unavailable' };

/** What the two screens that change a booking (cancel, move) are given. */
export interface ChangeProps {
  booking: ManagedBooking;
  token: string;
  /** Back to the booking, unchanged. */
  onBack: () => void;
  onDone: (s: Screen) => void;
  /** Open the booking again, with the API's words on why the change was refused (409). */
  onRecheck: (notice: string) => void;
}

/** The phone number as one unbreakable piece of text: a patient reads (and dials) it whole. */
export const PHONE_TEXT = unbroken(PRIMARY_PHONE.display);

/** A message that names the clinic's number, with the number kept on one line. */
export function withPhone(text: string): string {
  return text.replaceAll(PRIMARY_PHONE.display, PHONE_TEXT);
}

/** The look-up failed (busy server, lost connection, outage): nothing has changed, and trying again is safe. */
export function openLater(): string {
  return m.forms_manage_open_later({ phone: PHONE_TEXT });
}

/** A change could not be sent or answered: trying again is safe (cancelling twice, or moving to the same time, is one change). */
export function tryLater(): string {
  return m.forms_manage_try_later({ phone: PHONE_TEXT });
}

/** The one answer for a link that is unknown, used up or expired (the API's words, when it has not answered). */
export function linkInactive(): string {
  return m.forms_manage_link_inactive({ phone: PHONE_TEXT });
}

/** Why a booking can no longer be changed online (the words of common/booking/manage-schema.ts's tooLateMessage). */
export function tooLate(reason: 'cutoff' | 'past' | 'status', hours: number): string {
  const phone = PHONE_TEXT;
  if (reason === 'past') return m.forms_manage_too_late_past({ phone });
  if (reason === 'status') return m.forms_manage_too_late_status({ phone });
  return hours === 1
    ? m.forms_manage_too_late_cutoff_one({ hours, phone })
    : m.forms_manage_too_late_cutoff_other({ hours, phone });
}

/**
 * The booking's facts as the page's language reads them. In English the API's own labels, as ever; in Hindi the
 * date and time through Intl ("गुरुवार, 26 नवंबर 2026", "सुबह 10:00") and the visit's Hindi name, from the booking's
 * language-neutral values.
 */
export function shown(b: ManagedBooking) {
  const locale = pageLocale();
  if (locale === 'en') return { date: b.date_label, time: b.time, doctor: b.doctor, visit: b.visit_label };
  return {
    date: dateLabel(b.date, locale) || b.date_label,
    time: timeLabel(b.time, locale),
    doctor: `${DOCTOR.name}, ${DOCTOR_HI.specialty}`,
    visit: b.visit_reason ? visitReasonLabel(b.visit_reason, locale) || b.visit_label : '',
  };
}

/** The appointment as the patient recognises it: label above value on a phone, beside it on a wider screen. */
export function BookingDetails({ booking }: { booking: ManagedBooking }) {
  const b = shown(booking);
  const rows: [string, ReactNode][] = [
    [m.forms_label_date(), b.date],
    [m.forms_label_time(), m.forms_manage_time_ist({ time: b.time })],
    [m.forms_label_doctor(), b.doctor],
    ...(b.visit ? ([[m.forms_summary_visit_for(), b.visit]] as [string, ReactNode][]) : []),
    [
      m.forms_manage_reference(),
      <Text
        as="span"
        key="ref"
        fontFamily="mono"
        fontSize={{ base: 'xs', sm: 'sm' }}
        fontWeight="normal"
        wordBreak="break-all"
      >
        {booking.reference}
      </Text>,
    ],
  ];
  return (
    <Box
      as="dl"
      m="0"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      bg="brand.subtle"
      px={{ base: '4', md: '5' }}
      data-testid="booking-details"
    >
      {rows.map(([label, value], i) => (
        <Box
          key={label}
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: '7.5rem 1fr' }}
          columnGap="4"
          rowGap="0.5"
          py="3"
          borderTopWidth={i === 0 ? '0' : '1px'}
          borderColor="brand.100"
        >
          <Box as="dt" fontSize="sm" color="ink.700" pt={{ sm: '0.5' }}>
            {label}
          </Box>
          <Box as="dd" m="0" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="ink.900" minW="0">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The clinic's main number as a button that dials it. */
export function CallButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <ButtonAnchor href={telHref()} colorPalette="brand" variant={variant} size="lg">
      <Phone size={18} aria-hidden="true" />
      {unbroken(m.forms_manage_call({ phone: PRIMARY_PHONE.display }))}
    </ButtonAnchor>
  );
}

/** A refusal, as the API gives it. */
type Refusal = Extract<ApiResult, { ok: false }>;

/**
 * What a refused change shows, when the screen has no field to put it under: a dead link's screen (404), the booking
 * as it stands now with what the API said (409: too late now, or changed meanwhile), or the failure above its buttons.
 */
export function settle(
  r: Refusal,
  on: { onDone: (s: Screen) => void; onRecheck: (notice: string) => void; onFailure: (text: string) => void },
): void {
  if (r.status === 404) on.onDone({ name: 'inactive', message: r.error ?? linkInactive() });
  else if (r.status === 409) on.onRecheck(r.error ?? tryLater());
  else on.onFailure(r.status === 400 && r.error ? r.error : tryLater());
}

/** Why a change did not go through, above the buttons that may try again. */
export function ErrorAlert({ text }: { text: string }) {
  return <FailureAlert testId="action-error">{withPhone(text)}</FailureAlert>;
}
