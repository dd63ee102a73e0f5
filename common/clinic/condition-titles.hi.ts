import { conditionTitles } from '../booking/visit-reasons.ts';

/** Each condition's name in Hindi (the catalogue's titles_condition_*), for the Hindi pages and their tests. */
export const CONDITION_TITLES_HI = conditionTitles('hi');
