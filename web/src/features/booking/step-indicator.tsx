import { Box, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { stepTitles } from '../../../../common/booking/draft';
import { m, pageLocale } from '../../i18n';

/** The wizard's four steps as a list: done, current (aria-current="step"), not started; and "Step n of 4". */
export function StepIndicator({ step }: { step: number }) {
  const titles = stepTitles(pageLocale());
  return (
    <Box>
      <Box
        as="ol"
        display="flex"
        gap={{ base: '1', md: '2' }}
        listStyleType="none"
        p="0"
        m="0"
        aria-label={m.forms_steps_label()}
      >
        {titles.map((title, i) => {
          const n = i + 1;
          const state = n === step ? 'active' : n < step ? 'completed' : 'pending';
          return (
            <Box
              as="li"
              key={title}
              flex="1"
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1.5"
              textAlign="center"
            >
              <Box
                w="9"
                h="9"
                rounded="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="sm"
                bg={state === 'pending' ? 'gray.100' : 'brand.solid'}
                color={state === 'pending' ? 'ink.700' : 'white'}
                outline={state === 'active' ? '3px solid' : undefined}
                outlineColor="brand.200"
              >
                {state === 'completed' ? <Check size={18} aria-hidden="true" /> : n}
              </Box>
              <Text
                fontSize={{ base: 'xs', md: 'sm' }}
                fontWeight={state === 'active' ? 'semibold' : 'normal'}
                color={state === 'pending' ? 'ink.700' : 'ink.900'}
              >
                {title}
                <Box as="span" srOnly>
                  {state === 'completed'
                    ? m.forms_step_state_completed()
                    : state === 'pending'
                      ? m.forms_step_state_pending()
                      : m.forms_step_state_current()}
                </Box>
              </Text>
            </Box>
          );
        })}
      </Box>
      <Text mt="3" textAlign="center" fontSize="sm" color="ink.700" aria-live="polite">
        {m.forms_step_of({ step })}
      </Text>
    </Box>
  );
}
