import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { PlainFieldset } from '../../components/ui/plain-fieldset';

export interface Choice {
  value: string;
  /** A second line under the value ("3 free", "Full"). */
  note?: string;
  disabled?: boolean;
}

/**
 * A group of native radios or checkboxes drawn as tiles (the times of a day): big enough to tap on a phone, named by
 * its legend, and keyboard-operable as the native inputs are.
 */
export function ChoiceTiles({
  legend,
  hint,
  type,
  choices,
  selected,
  onChange,
  invalid,
  firstId,
  testId,
}: {
  legend: string;
  hint?: string;
  type: 'radio' | 'checkbox';
  choices: Choice[];
  selected: readonly string[];
  onChange: (value: string, checked: boolean) => void;
  invalid?: boolean;
  /** The id of the first input, for an error summary or a label to point at. */
  firstId?: string;
  testId?: string;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <PlainFieldset aria-describedby={hint ? hintId : undefined} data-testid={testId}>
      <Box as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
      </Box>
      {hint ? (
        <Text id={hintId} fontSize="sm" color="ink.700" mb="2">
          {hint}
        </Text>
      ) : null}
      <SimpleGrid columns={4} gap="2">
        {choices.map((c, i) => {
          const checked = selected.includes(c.value);
          return (
            <Box
              as="label"
              key={c.value}
              position="relative"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              minH="12"
              px="1"
              py="1.5"
              rounded="md"
              borderWidth="1px"
              borderColor={checked ? 'brand.solid' : invalid ? 'border.error' : 'gray.300'}
              bg={checked ? 'brand.solid' : c.disabled ? 'gray.100' : 'white'}
              color={checked ? 'white' : c.disabled ? 'gray.600' : 'ink.900'}
              cursor={c.disabled ? 'not-allowed' : 'pointer'}
              textAlign="center"
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              data-testid={`choice-${c.value}`}
            >
              <input
                type={type}
                name={name}
                id={i === 0 ? firstId : undefined}
                value={c.value}
                checked={checked}
                disabled={c.disabled}
                onChange={(e) => onChange(c.value, e.target.checked)}
                style={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
              />
              <Text as="span" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
                {c.value}
              </Text>
              {c.note ? (
                <Text as="span" fontSize="xs">
                  {c.note}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </SimpleGrid>
    </PlainFieldset>
  );
}
