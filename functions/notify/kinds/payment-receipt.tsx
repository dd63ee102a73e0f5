import { Text } from '@react-email/text';
import { CallUs, EN, type PatientEmail, PatientLayout, Rows, styles, WithLink } from '../email/parts';
import { STALE, toPatient } from '../kind';

/**
 * The receipt of the fee (issue 42): who paid, for what, how much, when and how, Razorpay's payment id, the clinic and
 * its place, and the doctor's registration number; then the refund policy and the clinic's phone.
 */
export function PaymentReceipt({ a, t = EN }: PatientEmail) {
  const w = t.paymentReceipt;
  return (
    <PatientLayout a={a} t={t} words={w}>
      <Rows
        rows={[
          [w.fromLabel, a.fullName],
          [w.forLabel, w.forValue(a)],
          [w.amountLabel, a.amount],
          [w.paidOnLabel, a.paidAt],
          [w.methodLabel, a.paymentMethod],
          [w.paymentIdLabel, a.paymentId],
          [w.byLabel, w.by],
          [t.where, `${a.placeName}, ${a.placeAddress}`],
          [w.registrationLabel, a.doctorRegistration],
        ]}
      />
      <Text style={styles.value}>
        <WithLink words={w.policy} href={a.refundPolicyUrl} />
      </Text>
      <CallUs words={w.callUs} />
    </PatientLayout>
  );
}

export const paymentReceipt = toPatient({
  name: 'payment_receipt_patient',
  when:
    "A payment of the fee is recorded as kept (issue 42): Razorpay's webhook, or the desk taking it at the counter. " +
    'The e-mail is the receipt; the phone says the payment was received. Sent whatever became of the booking since.',
  email: { template: PaymentReceipt, subject: (v, t) => t.paymentReceipt.subject(v), stale: STALE.never },
  phone: { template: () => 'payment_received', stale: STALE.never },
});
