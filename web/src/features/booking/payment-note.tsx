import { Box, Heading, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { BookedPayment, BookingPaymentTerms } from '../../../../common/booking/payment';
import { rupees } from '../../../../common/clinic/display';
import { instantLabel } from '../../../../common/i18n/dates';
import { ButtonAnchor, NavLink } from '../../components/links';
import { m, pageLocale } from '../../i18n';

/** The last step's words about the fee: its amount, paid now (required) or now or at the clinic, and the policy. */
export function PaymentNote({ terms, level }: { terms: BookingPaymentTerms; level: 'h3' | 'h4' }) {
  return (
    <Box mt="6" p="4" rounded="lg" borderWidth="1px" borderColor="brand.100" bg="brand.50" data-testid="payment-note">
      <Heading as={level} size="sm" mb="2" color="ink.900">
        {m.payments_confirm_heading()}
      </Heading>
      <Text>{m.payments_confirm_fee({ amount: rupees(terms.fee_inr) })}</Text>
      <Text mt="2">
        {terms.mode === 'required'
          ? m.payments_confirm_required({ minutes: String(terms.hold_minutes) })
          : m.payments_confirm_optional()}
      </Text>
      <Text mt="2">
        {m.payments_policy_line({ hours: String(terms.refund_hours) })}{' '}
        <NavLink to="/refund-policy" color="brand.700" textDecoration="underline" target="_blank" rel="noopener">
          {m.payments_policy_link()}
        </NavLink>
      </Text>
    </Box>
  );
}

/**
 * After booking: a place held for its payment says until when and leads to the payment (nothing is "booked" until
 * the payment is recorded); an optional fee offers "Pay now". A link, not a script: it works however the page is.
 */
export function PaymentNext({
  payment,
  level,
  panelRef,
}: {
  payment: BookedPayment;
  level: 'h3' | 'h4';
  /** Focused once the booking is answered: the next thing to do is here, above the emptied form. */
  panelRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Box
      ref={panelRef}
      tabIndex={-1}
      _focus={{ outline: 'none' }}
      mb="6"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor={payment.required ? 'orange.300' : 'brand.100'}
      bg={payment.required ? 'orange.50' : 'brand.50'}
      role="status"
      data-testid="booking-payment"
    >
      <Heading as={level} size="sm" mb="2" color="ink.900">
        {payment.required ? m.payments_booked_pay_title() : m.payments_confirm_heading()}
      </Heading>
      <Text>
        {payment.required && payment.until
          ? m.payments_booked_pay_lead({ until: instantLabel(payment.until, pageLocale()) })
          : m.payments_booked_optional()}
      </Text>
      <Text mt="1">{m.payments_pay_amount({ amount: rupees(payment.amount_inr) })}</Text>
      <ButtonAnchor href={payment.url} colorPalette="brand" mt="3">
        {payment.required ? m.payments_booked_pay_button() : m.payments_booked_optional_button()}
      </ButtonAnchor>
    </Box>
  );
}
