/** The page slugs live with the visit reasons in common/, where the booking API and the e-mails read them too. */
export { CONDITION_SLUGS, SERVICE_SLUGS } from '../../../common/booking/visit-reasons.ts';
