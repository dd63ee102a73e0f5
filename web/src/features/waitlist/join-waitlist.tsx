import { Button, chakra, Text } from '@chakra-ui/react';
import { dateLabel } from '../../../../common/i18n/dates';
import { WAITLIST_FORM_ACTION, type WaitlistStart, waitlistStartFields } from '../../../../common/waitlist/form';
import { m, pageLocale } from '../../i18n';

/**
 * "Join the waitlist" under a date's times when some are full (decision 030): a plain form that posts the wizard's
 * details to the server's waitlist page, which draws its form filled in (the times that suit, the channels). The same
 * page serves the no-JavaScript booking form, so both paths end in one place; nothing is stored until the patient
 * sends that form.
 */
export function JoinWaitlist({ start, allFull }: { start: WaitlistStart; allFull: boolean }) {
  const locale = pageLocale();
  const date = dateLabel(start.date, locale);
  return (
    <chakra.form
      method="post"
      action={WAITLIST_FORM_ACTION}
      mt="4"
      p="3"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="md"
      bg="bg.subtle"
      data-testid="join-waitlist"
    >
      {waitlistStartFields(start, locale).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Text fontSize="sm" fontWeight="semibold">
        {allFull ? m.waitlist_wizard_full({ date }) : m.waitlist_wizard_some_full({ date })}
      </Text>
      <Text fontSize="sm" color="ink.700" mt="1">
        {m.waitlist_wizard_hint()}
      </Text>
      <Button type="submit" variant="outline" size="sm" mt="3" minH="11">
        {m.waitlist_wizard_button()}
      </Button>
    </chakra.form>
  );
}
