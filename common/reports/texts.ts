import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import type { FileProblem } from './file-check';

/**
 * What a patient reads about a file that cannot be kept, by what is wrong with it, in a language: the same words under
 * the field in the browser (before anything is sent) and in the API's refusal. `name` is the file's name, already
 * checked (a name with path or direction characters is never repeated).
 */
export function fileProblemText(problem: FileProblem, name: string, locale: Locale): string {
  const o = { locale };
  switch (problem) {
    case 'empty':
      return m.server_report_empty({ name }, o);
    case 'too-large':
      return m.server_report_too_large({ name }, o);
    case 'type':
      return m.server_report_type({ name }, o);
    case 'truncated':
      return m.server_report_truncated({ name }, o);
    case 'bomb':
      return m.server_report_bomb({ name }, o);
    case 'name':
      return m.server_report_name({}, o);
  }
}
