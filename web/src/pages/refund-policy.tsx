import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarX, Clock, CreditCard, ReceiptIndianRupee, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { CLINIC } from '../../../common/clinic/facts';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { ClinicFee, ClinicText, clinicHref } from '../components/clinic-facts';
import { IconBadge } from '../components/icon-badge';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/section';
import { richText } from '../components/ui/rich-text';
import { m } from '../i18n';

/** A section's paragraphs beside its icon, at a reading width. */
function Points({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack align="start" gap="4" maxW="3xl">
      <IconBadge>{icon}</IconBadge>
      <Stack gap="3" color="ink.800" fontSize={{ base: 'md', md: 'lg' }}>
        {children}
      </Stack>
    </HStack>
  );
}

const sectionPadding = { base: '8', md: '10' } as const;

/**
 * /refund-policy: the cancellation and refund policy for the consultation fee paid online (issue 42), which payment
 * gateways require to be reachable from every page (the footer links it). The refund window is the clinic's setting:
 * the page prints it as the data-clinic="refund-hours" fragment, which the edge fills from the stored schedule.
 */
export default function RefundPolicyPage() {
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: m.chrome_footer_refund_policy(), path: '/refund-policy' },
  ];
  const phone = (
    <Link {...clinicHref('tel')} color="brand.fg" fontWeight="semibold">
      <ClinicText kind="phone" />
    </Link>
  );
  const email = (
    <Link href={`mailto:${CLINIC.email}`} color="brand.fg" fontWeight="semibold">
      {CLINIC.email}
    </Link>
  );
  return (
    <>
      <Seo
        title={m.pages_refund_policy_seo_title()}
        description={m.pages_refund_policy_seo_description()}
        path="/refund-policy"
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero title={m.pages_refund_policy_title()} intro={m.pages_refund_policy_intro()} crumbs={crumbs} />
      <PageSection id="paying" title={m.pages_refund_policy_paying_title()} py={sectionPadding}>
        <Points icon={<CreditCard size={22} aria-hidden="true" />}>
          <Text>{m.pages_refund_policy_paying_online()}</Text>
          <Text>{m.pages_refund_policy_paying_at_clinic()}</Text>
          <Text>{m.pages_refund_policy_paying_by_phone()}</Text>
          <ClinicFee fontWeight="semibold" />
        </Points>
      </PageSection>
      <PageSection id="holding" title={m.pages_refund_policy_holding_title()} py={sectionPadding} bg="brand.50">
        <Points icon={<Clock size={22} aria-hidden="true" />}>
          <Text>{m.pages_refund_policy_holding_time()}</Text>
          <Text>{m.pages_refund_policy_holding_released()}</Text>
          <Text>{m.pages_refund_policy_holding_late()}</Text>
        </Points>
      </PageSection>
      <PageSection id="cancelling" title={m.pages_refund_policy_cancel_title()} py={sectionPadding}>
        <Points icon={<CalendarX size={22} aria-hidden="true" />}>
          <Text fontWeight="semibold" color="ink.900">
            {richText(m.pages_refund_policy_cancel_in_time, { hours: <ClinicText kind="refund-hours" /> })}
          </Text>
          <Text>{m.pages_refund_policy_cancel_how()}</Text>
          <Text>{m.pages_refund_policy_cancel_late()}</Text>
          <Text>{m.pages_refund_policy_cancel_by_clinic()}</Text>
        </Points>
      </PageSection>
      <PageSection id="refunds" title={m.pages_refund_policy_refunds_title()} py={sectionPadding} bg="brand.50">
        <Points icon={<RotateCcw size={22} aria-hidden="true" />}>
          <Text>{m.pages_refund_policy_refunds_way()}</Text>
          <Text>{m.pages_refund_policy_refunds_days()}</Text>
        </Points>
      </PageSection>
      <PageSection id="questions" title={m.pages_refund_policy_questions_title()} py={sectionPadding}>
        <Points icon={<ReceiptIndianRupee size={22} aria-hidden="true" />}>
          <Text>{m.pages_refund_policy_questions_receipt()}</Text>
          <Box as="p">{richText(m.pages_refund_policy_questions_contact, { phone, email })}</Box>
        </Points>
      </PageSection>
    </>
  );
}
