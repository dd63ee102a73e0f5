import { Text } from '@react-email/text';
import { CallUs, EN, type PatientEmail, PatientLayout, Rows, styles, WithLink } from '../email/parts';
import { STALE, toPatient } from '../kind';

/**
 * A refund asked of Razorpay (issue 42): how much, the payment it returns, the appointment it was for, why (a
 * cancellation in time, the clinic's cancellation, a payment that arrived after the place was released, the desk), and
 * that banks take 5–7 working days to show it.
 */
export function PaymentRefund({ a, t = EN }: PatientEmail) {
  const w = t.paymentRefund;
  const r = t.paymentReceipt;
  return (
    <PatientLayout a={a} t={t} words={w}>
      <Rows
        rows={[
          [w.amountLabel, a.amount],
          [r.paymentIdLabel, a.paymentId],
          [t.patient, a.fullName],
          [r.forLabel, r.forValue(a)],
          [t.where, `${a.placeName}, ${a.placeAddress}`],
          [w.whyLabel, a.refundReason],
        ]}
      />
      <Text style={styles.value}>{w.when}</Text>
      <CallUs words={w.callUs} />
      <Text style={styles.value}>
        <WithLink words={r.policy} href={a.refundPolicyUrl} />
      </Text>
    </PatientLayout>
  );
}

export const paymentRefund = toPatient({
  name: 'payment_refund_patient',
  when:
    'A refund is asked of Razorpay (issue 42): a cancellation in time, a payment that arrived after its place was ' +
    "released (returned in full), or the desk's refund. Sent whatever became of the booking since.",
  email: { template: PaymentRefund, subject: (v, t) => t.paymentRefund.subject(v), stale: STALE.never },
  phone: { template: () => 'payment_refunded', stale: STALE.never },
});
