import { Box, type BoxProps } from '@chakra-ui/react';
import { clinicDate } from '../../../common/booking/schedule';
import {
  HREFS,
  type HrefKind,
  HTML_FRAGMENTS,
  type HtmlFragment,
  LABELS,
  type LabelKind,
  noticeShown,
  TEXT_FRAGMENTS,
  type TextFragment,
} from '../../../common/clinic/display';
import { DEFAULT_SCHEDULE } from '../../../common/clinic/schedule';
import { HREFLANG } from '../../../common/i18n/locale';
import { m, pageLocale } from '../i18n';

/**
 * The clinic's desk-edited facts on the public pages (decision 023). Each piece is written at prerender from
 * DEFAULT_SCHEDULE by common/clinic/display.ts and marked (data-clinic…), so the edge (functions/_middleware.ts) can
 * fill the same piece from the stored schedule with the same functions.
 */

/** A fact as text (hours, address, phone, fee); several lines show as lines. */
export function ClinicText({ kind, ...props }: { kind: TextFragment } & BoxProps) {
  return (
    <Box as="span" data-clinic={kind} whiteSpace="pre-line" {...props}>
      {TEXT_FRAGMENTS[kind](DEFAULT_SCHEDULE, pageLocale())}
    </Box>
  );
}

/** A fact that is a list of links (phones, places); the wrapper's `css` styles its plain elements. */
export function ClinicHtml({ kind, ...props }: { kind: HtmlFragment } & BoxProps) {
  return (
    <Box
      data-clinic={kind}
      {...props}
      dangerouslySetInnerHTML={{ __html: HTML_FRAGMENTS[kind](DEFAULT_SCHEDULE, pageLocale()) }}
    />
  );
}

/** The consultation fee, hidden when the clinic publishes none. */
export function ClinicFee(props: BoxProps) {
  const text = TEXT_FRAGMENTS.fee(DEFAULT_SCHEDULE, pageLocale());
  return (
    <Box as="p" data-clinic="fee" hidden={!text} {...props}>
      {text}
    </Box>
  );
}

/** A link's href that follows the schedule: spread on the <a>. */
export function clinicHref(kind: HrefKind): { href: string; 'data-clinic-href': HrefKind } {
  return { href: HREFS[kind](DEFAULT_SCHEDULE, pageLocale()), 'data-clinic-href': kind };
}

/** An accessible name that carries the phone number: spread on the element. */
export function clinicLabel(kind: LabelKind): { 'aria-label': string; 'data-clinic-label': LabelKind } {
  return { 'aria-label': LABELS[kind](DEFAULT_SCHEDULE, pageLocale()), 'data-clinic-label': kind };
}

/**
 * The clinic's notice on top of every page while it is on (nothing when off). The markup is noticeHtml's
 * (common/clinic/display.ts), which the edge writes; the theme's global style draws `[data-clinic=notice]`.
 */
export function ClinicNotice() {
  const locale = pageLocale();
  const shown = noticeShown(DEFAULT_SCHEDULE, clinicDate(), locale);
  if (!shown) return null;
  return (
    <div data-clinic="notice" role="note" aria-label={m.chrome_notice_label()}>
      <p lang={shown.lang === locale ? undefined : HREFLANG[shown.lang]}>{shown.text}</p>
    </div>
  );
}
