import { Box, chakra, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { BadgeCheck, Stethoscope } from 'lucide-react';
import { doctorShown, doctorSpecialty } from '../../../../common/booking/draft';
import { DOCTOR, DOCTOR_OPTION } from '../../../../common/clinic/facts';
import { labelOf } from '../../../../common/platform/form-types';
import { m, pageLocale } from '../../i18n';
import type { ControlProps } from './control-props';

/** The doctor: a select on the home wizard (spec §3), a card to press on the booking page (spec §6). */
export function DoctorChoice({ f, variant, id, value, onChange }: ControlProps<string>) {
  const locale = pageLocale();
  if (variant === 'home') {
    return (
      <Field.Root>
        <Field.Label htmlFor={id}>{labelOf(f, variant, { locale })}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id={id} name={f.name} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{f.empty?.({}, { locale })}</option>
            <option value={DOCTOR_OPTION}>{doctorShown(locale)}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  }
  const chosen = value === DOCTOR_OPTION;
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="2">
        {m.forms_choose_doctor()}
      </Text>
      <chakra.button
        type="button"
        id={id}
        aria-pressed={chosen}
        onClick={() => onChange(chosen ? '' : DOCTOR_OPTION)}
        w="full"
        textAlign="start"
        display="flex"
        gap="4"
        alignItems="center"
        p="4"
        rounded="lg"
        borderWidth="2px"
        borderColor={chosen ? 'brand.solid' : 'gray.200'}
        bg={chosen ? 'brand.subtle' : 'white'}
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        data-testid="doctor-card"
      >
        <Box
          w="12"
          h="12"
          rounded="full"
          bg="brand.solid"
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          <Stethoscope size={22} aria-hidden="true" />
        </Box>
        <Box flex="1">
          <Text fontWeight="semibold">{DOCTOR.name}</Text>
          <Text fontSize="sm" color="ink.700">
            {doctorSpecialty(locale)} · {m.forms_doctor_experience({ years: DOCTOR.experienceYears })}
          </Text>
        </Box>
        {chosen ? (
          <HStack color="brand.fg" fontSize="sm" fontWeight="semibold">
            <BadgeCheck size={18} aria-hidden="true" /> {m.forms_selected()}
          </HStack>
        ) : null}
      </chakra.button>
    </Box>
  );
}
