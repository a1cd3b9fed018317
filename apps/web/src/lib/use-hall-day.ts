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
      // A timer that fires early finds the same day and waits out the rest.
      const midnight = Date.parse(dayRange(shiftDay(today, 1)).startDate);
      timer = setTimeout(follow, Math.max(midnight - Date.now(), 0));
    };
    // A PC asleep over midnight wakes with its timer still counting the time it slept: the page's
    // return to view reads the day again.
    const onShown = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      follow();
    };
    follow();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
  return day;
}
