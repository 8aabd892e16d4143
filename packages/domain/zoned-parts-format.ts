const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter giving a moment's numeric wall-clock parts (year … second, 24-hour) in `timeZone`, for reading them with
 * `formatToParts`. Made once per zone: building one costs far more than using it, and the robot asks per candle.
 */
export function zonedPartsFormat(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, found);
  }
  return found;
}
