import type { Locale } from '../../common/locale';
import { EMAIL_COPY_EN } from './copy.en';
import { EMAIL_COPY_HI } from './copy.hi';
import type { EmailCopy } from './copy-types';

export type { EmailCopy, Linked } from './copy-types';

/** The e-mails' words in each language (their shape: copy-types.ts). */
export const EMAIL_COPY: Record<Locale, EmailCopy> = { en: EMAIL_COPY_EN, hi: EMAIL_COPY_HI };
