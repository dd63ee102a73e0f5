import { Box } from '@chakra-ui/react';
import { HONEYPOT_FIELD } from '../../../common/schemas/fields';

/**
 * A field only bots fill: off-screen, hidden from assistive technology, out of the tab order. Forms send it only
 * when it has a value, so people's requests carry exactly the spec's body.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
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
