import type { Locale } from '../../common/locale';
import { PAGE_COPY_EN } from './copy.en';
import { PAGE_COPY_HI } from './copy.hi';
import type { PageCopy } from './copy-types';

export type { PageCopy } from './copy-types';

const COPY: Record<Locale, PageCopy> = { en: PAGE_COPY_EN, hi: PAGE_COPY_HI };

/** The pages' words in a language. */
export function pageCopy(locale: Locale): PageCopy {
  return COPY[locale];
}
