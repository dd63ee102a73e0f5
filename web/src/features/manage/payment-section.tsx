import { Box, Text } from '@chakra-ui/react';
import type { ManagePayment } from '../../../../common/booking/manage-schema';
import { rupees } from '../../../../common/clinic/display';
import { instantLabel } from '../../../../common/i18n/dates';
import { ButtonAnchor } from '../../components/links';
import { m, pageLocale } from '../../i18n';

/** The booking's fee on its page (decision 031): what stands, and "Pay now" while it can be paid online. */
export function PaymentSection({ payment }: { payment?: ManagePayment }) {
  if (!payment) return null;
  const amount = rupees(payment.amount_inr);
  const text = {
    paid: () => m.payments_manage_paid({ amount }),
    awaiting: () =>
      m.payments_manage_awaiting({ amount, until: payment.until ? instantLabel(payment.until, pageLocale()) : '' }),
    refunding: () => m.payments_manage_refunding({ amount }),
    refunded: () => m.payments_manage_refunded({ amount }),
    refund_failed: () => m.payments_manage_refunding({ amount }),
    unpaid: () => (payment.pay_url ? m.payments_manage_unpaid() : m.payments_manage_unpaid_clinic()),
  }[payment.status]();
  return (
    <Box mt="6" p="4" rounded="lg" borderWidth="1px" borderColor="brand.100" bg="brand.50" data-testid="manage-payment">
      <Text>{text}</Text>
      {payment.pay_url ? (
        <ButtonAnchor href={payment.pay_url} colorPalette="brand" mt="3">
          {m.payments_manage_pay()}
        </ButtonAnchor>
      ) : null}
    </Box>
  );
}
