import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { rupees } from '../../../../common/clinic/display';
import { instantLabel } from '../../../../common/i18n/dates';
import { href, m, pageLocale } from '../../i18n';

/** The fee's terms as the availability answer gives them, when the clinic takes the fee online (decision 031). */
export interface PaymentTermsAnswer {
  mode: 'optional' | 'required';
  fee_inr: number;
  refund_hours: number;
  hold_minutes: number;
}

/** The booking's answer about its fee: where to pay, whether it must be paid, until when the place is held. */
export interface BookedPayment {
  required: boolean;
  url: string;
  amount_inr: number;
  until?: string;
}

/** The last step's words about the fee: its amount, paid now (required) or now or at the clinic, and the policy. */
export function PaymentNote({ terms, level }: { terms: PaymentTermsAnswer; level: 'h3' | 'h4' }) {
  const amount = rupees(terms.fee_inr);
  return (
    <Box mt="6" p="4" rounded="lg" borderWidth="1px" borderColor="brand.100" bg="brand.50" data-testid="payment-note">
      <Heading as={level} size="sm" mb="2" color="ink.900">
        {m.payments_confirm_heading()}
      </Heading>
      <Text>{m.payments_confirm_fee({ amount })}</Text>
      <Text mt="2">
        {terms.mode === 'required'
          ? m.payments_confirm_required({ minutes: String(terms.hold_minutes) })
          : m.payments_confirm_optional()}
      </Text>
      <Text mt="2">
        {m.payments_policy_line({ hours: String(terms.refund_hours) })}{' '}
        <Link href={href('/refund-policy')} color="brand.700" textDecoration="underline" target="_blank" rel="noopener">
          {m.payments_policy_link()}
        </Link>
      </Text>
    </Box>
  );
}

/**
 * After booking: a place held for its payment says until when and leads to the payment (nothing is "booked" until
 * the payment is recorded); an optional fee offers "Pay now". A link, not a script: it works however the page is.
 */
export function PaymentNext({ payment, level }: { payment: BookedPayment; level: 'h3' | 'h4' }) {
  const amount = rupees(payment.amount_inr);
  return (
    <Box
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
      <Text mt="1">{m.payments_pay_amount({ amount })}</Text>
      <Link
        href={payment.url}
        mt="3"
        display="inline-flex"
        alignItems="center"
        px="4"
        py="2"
        rounded="md"
        bg="brand.600"
        color="white"
        fontWeight="semibold"
        _hover={{ bg: 'brand.700', textDecoration: 'none' }}
      >
        {payment.required ? m.payments_booked_pay_button() : m.payments_booked_optional_button()}
      </Link>
    </Box>
  );
}
