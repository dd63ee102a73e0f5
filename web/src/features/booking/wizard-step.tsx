import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  ageUnder18,
  type BookingField,
  type BoxName,
  type Draft,
  type FieldName,
  fieldsOf,
  type TextFieldName,
  type Variant,
} from '../../../../common/booking/draft';
import { clinicDate, lastBookableDate } from '../../../../common/booking/schedule';
import { labelOf } from '../../../../common/platform/form-types';
import { dayHasFullTimes, isFull } from '../../../../common/waitlist/form';
import { pageLocale } from '../../i18n';
import { DefinedField } from '../forms/defined-field';
import { JoinWaitlist } from '../waitlist/join-waitlist';
import { BookedForTiles, BoxField } from './booked-for';
import { DoctorChoice } from './doctor-choice';
import { phoneMessagesOffered } from './phone-messages';
import { type ReportsChoice, ReportsField } from './reports-field';
import { type DayState, TimeSlots } from './time-slots';

export interface StepProps {
  variant: Variant;
  step: number;
  draft: Draft;
  errors: Partial<Record<FieldName, string>>;
  /** The control's id of a field (a label points at it, an error focuses it). */
  fid: (name: FieldName) => string;
  set: <K extends FieldName>(name: K, value: Draft[K]) => void;
  /** Who books changed: the messages that depend on it are checked again at the next Next. */
  onBookedFor: (value: Draft['bookedFor']) => void;
  /** The chosen date's free places (step 2). */
  day: DayState;
  /** Bumped after a booking, to empty the file picker. */
  resetKey: number;
  /** The reports chosen, sent once the booking is stored. */
  reports: ReportsChoice;
}

/** One field of the definition in the wizard, by its kind. */
function WizardField({ f, ...p }: StepProps & { f: BookingField }) {
  const { variant, draft: d, errors, fid, set } = p;
  const other = d.bookedFor === 'other';
  const id = fid(f.name);
  const base = { f, variant, id };
  switch (f.kind) {
    case 'radio':
      return <BookedForTiles {...base} value={d.bookedFor} onChange={p.onBookedFor} />;
    case 'box': {
      const name = f.name as BoxName;
      return (
        <BoxField
          {...base}
          value={d[name]}
          implied={name === 'patientUnder18' && other && ageUnder18(variant, d)}
          error={errors[name]}
          onChange={(checked) => set(name, checked)}
        />
      );
    }
    case 'time': {
      const slots = p.day.data?.slots ?? [];
      const waitlist = p.day.dateIsReal && !p.day.closedMessage && !p.day.loading && dayHasFullTimes(slots);
      return (
        <>
          <TimeSlots
            id={id}
            label={labelOf(f, variant, { locale: pageLocale() })}
            date={d.date}
            time={d.time}
            day={p.day}
            error={errors.time}
            onTime={(t) => set('time', t)}
          />
          {waitlist ? (
            <JoinWaitlist
              allFull={slots.every((s) => isFull(s))}
              start={{
                fullName: d.fullName,
                email: d.email,
                phone: d.phone,
                date: d.date,
                time: slots.some((s) => s.time === d.time && isFull(s)) ? d.time : '',
                messagesOptIn: d.messagesOptIn,
              }}
            />
          ) : null}
        </>
      );
    }
    case 'doctor':
      return <DoctorChoice {...base} value={d.doctor} onChange={(v) => set('doctor', v)} />;
    case 'file':
      return <ReportsField {...base} resetKey={p.resetKey} reports={p.reports} />;
    default: {
      const name = f.name as Exclude<TextFieldName, 'bookedFor'>;
      return (
        <DefinedField
          f={f}
          variant={variant}
          id={id}
          value={d[name]}
          error={errors[name]}
          other={other}
          onChange={(value) => {
            set(name, value);
            // A new date: its times are asked again.
            if (name === 'date') set('time', '');
          }}
          {...(f.kind === 'date' ? { min: clinicDate(), max: lastBookableDate(), gridColumn: undefined } : {})}
        />
      );
    }
  }
}

/**
 * A step of the wizard: its fields from the definition (common/booking/form.ts), those asked only when someone
 * else is booked for shown only then. The first step lays them in two columns.
 */
export function WizardStep(p: StepProps) {
  const other = p.draft.bookedFor === 'other';
  const fields = fieldsOf(p.variant).filter(
    (f) => f.step === p.step && (other || !f.forOther) && (!f.phoneMessages || phoneMessagesOffered()),
  );
  const drawn = fields.map((f) => <WizardField key={f.name} f={f} {...p} />);
  if (p.step === 1) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {drawn}
      </SimpleGrid>
    );
  }
  return <Stack gap={p.step === 2 ? '6' : '5'}>{drawn}</Stack>;
}
