import { useState } from 'react';

/**
 * A date and one of its times as a form chooses them (the manage page's move, the desk's move and book dialogs): a new
 * date clears the time, and either choice clears the errors shown for the last try. `refresh` is bumped to read the
 * day's free places again, after a refusal (someone may have taken the last place meanwhile).
 */
export function useDateTimeChoice<E extends object>(initialDate: string, noErrors: E) {
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<E>(noErrors);
  const [refresh, setRefresh] = useState(0);
  return {
    date,
    time,
    setTime,
    errors,
    setErrors,
    refresh,
    reread: () => setRefresh((n) => n + 1),
    onDate: (d: string) => {
      setDate(d);
      setTime('');
      setErrors(noErrors);
    },
    onTime: (t: string) => {
      setTime(t);
      setErrors(noErrors);
    },
  };
}
