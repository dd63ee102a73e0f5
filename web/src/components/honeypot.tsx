import { Box } from '@chakra-ui/react';
import { HONEYPOT_FIELD } from '../../../common/platform/fields';
import { m } from '../i18n';

/**
 * A field only bots fill: off-screen, hidden from assistive technology, out of the tab order. Forms send it only
 * when it has a value, so people's requests carry exactly the spec's body. Nothing about it may invite autofill: its
 * name (HONEYPOT_FIELD) and label match no field a browser fills (no URL, website, name, e-mail, phone or address),
 * autocomplete is off, and the password managers' own opt-out attributes are set. Should a browser fill it anyway,
 * the API answers 400 naming it and the form empties it, so the person's next press goes through.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label>
        {m.forms_honeypot_label()}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          // 1Password, LastPass, Bitwarden and Dashlane skip fields marked with these.
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </Box>
  );
}

/** The honeypot's part of a request body: nothing for people. */
export function honeypotField(value: string): Record<string, string> {
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
