import { Box, Button, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { renderSVG } from 'uqr';
import { CLINIC } from '../../../../common/clinic/facts';
import { slotLabel } from '../../../../common/clinic/schedule';
import { dateLabel, timeLabel } from '../../../../common/i18n/dates';
import type { Locale } from '../../../../common/i18n/locale';
import type { Slip } from '../../../../common/queue/desk';
import { m } from '../../i18n';
import { deskGet, failureText, isAccessProblem } from './api';
import { useDeskSession } from './session';

/**
 * "Print slip" for one queue entry (issue 27): fetches the slip, renders it into a section only the printer sees (the
 * rest of the desk is hidden by @media print), and opens the browser's print dialog. The slip holds no name: the
 * clinic's name, the token in large type, the session, and a QR code of the patient's status page.
 */
export function PrintSlipButton({ entry }: { entry: { id: string } }) {
  const { accessLost } = useDeskSession();
  const [slip, setSlip] = useState<Slip | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!slip) return;
    const done = () => setSlip(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [slip]);

  const print = async () => {
    setBusy(true);
    setError(null);
    const r = await deskGet<{ slip: Slip }>(`/queue-links/slip/${encodeURIComponent(entry.id)}`);
    setBusy(false);
    if (r.ok) setSlip(r.data.slip);
    else if (isAccessProblem(r)) accessLost(r);
    else setError(m.queue_slip_failed({ error: failureText(r) }));
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={print} loading={busy}>
        <Printer aria-hidden /> {m.queue_slip_print()}
      </Button>
      {error ? (
        <Text color="red.700" role="alert" fontSize="sm">
          {error}
        </Text>
      ) : null}
      {slip ? createPortal(<TokenSlip slip={slip} />, document.body) : null}
    </>
  );
}

const PRINT_ONLY = `@media screen{.queue-slip{display:none}}@media print{body>*:not(.queue-slip){display:none!important}.queue-slip{display:block}@page{margin:6mm}}`;

/** The slip as printed, in the booking's language, or in English and Hindi together for a walk-in. */
export function TokenSlip({ slip }: { slip: Slip }) {
  const locales: Locale[] = slip.locale ? [slip.locale] : ['en', 'hi'];
  const say = (f: (i: Record<string, string>, o: { locale: Locale }) => string, i: Record<string, string> = {}) =>
    locales.map((locale) => f(i, { locale })).join(' · ');
  const session = locales
    .map((locale) => {
      const start = timeLabel(slotLabel(slip.start), locale);
      return m.queue_slip_session({ date: dateLabel(slip.date, locale), start }, { locale });
    })
    .join(' · ');
  return (
    <Box className="queue-slip" maxW="72mm" mx="auto" textAlign="center" color="black" fontFamily="sans-serif">
      <style>{PRINT_ONLY}</style>
      <Text fontWeight="700" fontSize="md">
        {CLINIC.name}
      </Text>
      {slip.place && slip.places > 1 ? (
        <Text fontSize="sm">{slip.locale === 'hi' ? slip.place.hi : slip.place.en}</Text>
      ) : null}
      <Text fontSize="sm" mt="2">
        {say(m.queue_slip_token)}
      </Text>
      <Text fontSize="6xl" fontWeight="800" lineHeight="1" data-testid="slip-token">
        {slip.token}
      </Text>
      <Text fontSize="sm" mt="2">
        {session}
      </Text>
      {/* The SVG is uqr's drawing of our own URL: no outside text in it. */}
      <Box
        mx="auto"
        my="3"
        w="40mm"
        h="40mm"
        css={{ '& svg': { width: '100%', height: '100%' } }}
        dangerouslySetInnerHTML={{ __html: renderSVG(slip.url, { border: 1 }) }}
      />
      <Text fontSize="xs">{say(m.queue_slip_scan)}</Text>
    </Box>
  );
}
