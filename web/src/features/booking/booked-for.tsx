import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { type Draft, FOR_OTHER_GROUP } from '../../../../common/booking/draft';
import { labelOf, PHONE_MESSAGES_FRAGMENT } from '../../../../common/platform/form-types';
import { PlainFieldset } from '../../components/ui/plain-fieldset';
import { m, pageLocale } from '../../i18n';
import type { ControlProps } from './control-props';

/**
 * "Who is this appointment for?" as two large radio tiles, and under them, when someone else is booked for, what
 * follows (FOR_OTHER_GROUP's hint). The radios carry the draft's own name: a press before the script has started
 * posts it to the server.
 */
export function BookedForTiles({ f, variant, id, value, onChange }: ControlProps<Draft['bookedFor']>) {
  const locale = pageLocale();
  const choices = (f.options?.(locale) ?? []) as { value: Draft['bookedFor']; label: string }[];
  return (
    <PlainFieldset gridColumn="1 / -1">
      <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {labelOf(f, variant, { locale })}
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {choices.map((c, i) => {
          const checked = value === c.value;
          return (
            <Box
              as="label"
              key={c.value}
              flex={{ sm: '1' }}
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              py="3"
              rounded="md"
              borderWidth="1px"
              borderColor={checked ? 'brand.solid' : 'gray.300'}
              bg={checked ? 'brand.subtle' : 'white'}
              cursor="pointer"
              css={{
                '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
              }}
            >
              <chakra.input
                type="radio"
                name={f.name}
                id={i === 0 ? id : undefined}
                value={c.value}
                checked={checked}
                onChange={() => onChange(c.value)}
                accentColor="brand.solid"
                boxSize="4"
                flexShrink={0}
                m="0"
                _focusVisible={{ outline: 'none' }}
              />
              <Text as="span">{c.label}</Text>
            </Box>
          );
        })}
      </Stack>
      {value === 'other' ? (
        <Text fontSize="sm" color="ink.700" mt="2" data-testid="booked-for-hint">
          {FOR_OTHER_GROUP.hint({}, { locale })}
        </Text>
      ) : null}
    </PlainFieldset>
  );
}

/**
 * A checkbox of the definition, with its hint and error: "The patient is under 18" (ticked by the booker, or ticked
 * and fixed when the age given says so; the error when the box and the age disagree, common/booking/schema.ts),
 * and the phone-messages opt-in (marked as the fragment the edge removes when no phone channel is on).
 */
export function BoxField({
  f,
  variant,
  id,
  value: checked,
  implied,
  error,
  onChange,
}: ControlProps<boolean> & {
  /** The age given is under 18. */
  implied: boolean;
  error?: string;
}) {
  const locale = pageLocale();
  return (
    <Box gridColumn="1 / -1" {...(f.phoneMessages ? { [PHONE_MESSAGES_FRAGMENT]: '' } : {})}>
      <Box as="label" display="inline-flex" alignItems="center" gap="3" cursor="pointer">
        <chakra.input
          type="checkbox"
          id={id}
          name={f.name}
          checked={checked || implied}
          disabled={implied}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={!!error || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          accentColor="brand.solid"
          boxSize="4"
          flexShrink={0}
          m="0"
        />
        <Text as="span">{labelOf(f, variant, { locale })}</Text>
      </Box>
      <Text id={`${id}-hint`} fontSize="sm" color="ink.700" mt="1" ps="7">
        {implied ? m.forms_hint_under_18_from_age() : f.hint?.({ locale, other: true, value: '' })}
      </Text>
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color="fg.error" mt="1" ps="7">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
