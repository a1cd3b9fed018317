import { useEffect, useState } from 'react';
import { dayRange, hallDay, shiftDay } from './format';

/**
 * The hall's today ('yyyy-MM-dd'), which turns at the hall's midnight. Halls stay open past it: a
 * screen left open (the header's date, the cashier's figures for today) moves on to the new day
 * without a reload.
 */
export function useHallDay(): string {
  const [day, setDay] = useState(() => hallDay());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const follow = () => {
      const today = hallDay();
      setDay(today);
      // A timer that fires early finds the same day and waits out the rest; a late one (a PC woken
      // from sleep) turns the day when it fires.
      const midnight = Date.parse(dayRange(shiftDay(today, 1)).startDate);
      timer = setTimeout(follow, Math.max(midnight - Date.now(), 0));
    };
    follow();
    return () => clearTimeout(timer);
  }, []);
  return day;
}
