/** The hall is in Addis Ababa, UTC+3 all year (no daylight saving). */
export const HALL_TIME_ZONE = 'Africa/Addis_Ababa';
export const HALL_OFFSET = '+03:00';

/** A moment's day in the hall, as YYYY-MM-DD (the screens' and the file names' day). */
export const hallDay = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: HALL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/**
 * Waits out the end of the hall's day when it is nearer than `withinMs`, so that a journey which
 * makes records and then reads "today" sees one day throughout.
 */
export async function clearOfHallMidnight(withinMs: number): Promise<void> {
  const day = hallDay();
  if (hallDay(new Date(Date.now() + withinMs)) === day) return;
  console.log(`Waiting for the hall's midnight before a journey that reads today's records`);
  while (hallDay() === day) await new Promise((resolve) => setTimeout(resolve, 1_000));
}
