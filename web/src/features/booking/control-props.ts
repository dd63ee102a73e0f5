import type { BookingField, Variant } from '../../../../common/booking/draft';

/** What every booking control of its own kind takes: its definition, the wizard, its id, its value and the change. */
export interface ControlProps<T> {
  f: BookingField;
  variant: Variant;
  id: string;
  value: T;
  onChange: (value: T) => void;
}
