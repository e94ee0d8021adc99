import { Temporal } from 'temporal-polyfill';

/**
 * The calendar day that `now` falls on in `zone`, as the instants it starts and ends at. Computed in
 * the zone, so a day that gains or loses an hour at a daylight-saving change is exactly as long.
 */
export function dayAround(now: Date, zone: string): { date: string; start: Date; end: Date } {
  const day = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate();
  const start = day.toZonedDateTime({ timeZone: zone });
  const end = day.add({ days: 1 }).toZonedDateTime({ timeZone: zone });
  return {
    date: day.toString(),
    start: new Date(start.epochMilliseconds),
    end: new Date(end.epochMilliseconds),
  };
}
