import { serviceTitles } from '../booking/visit-reasons.ts';

/** Each service's name in Hindi (the catalogue's titles_service_*), for the Hindi pages and their tests. */
export const SERVICE_TITLES_HI = serviceTitles('hi');
