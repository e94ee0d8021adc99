import { createEvent, createEvents, type EventAttributes } from 'ics';

export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  cancelled?: boolean;
  /** Bumped on every change so calendar apps replace the earlier copy. */
  sequence?: number;
}

const attributes = (entry: CalendarEntry): EventAttributes => ({
  uid: `${entry.uid}@calma`,
  start: entry.start.getTime(),
  startInputType: 'utc',
  startOutputType: 'utc',
  end: entry.end.getTime(),
  endInputType: 'utc',
  endOutputType: 'utc',
  title: entry.title,
  description: entry.description,
  location: entry.location,
  url: entry.url,
  status: entry.cancelled ? 'CANCELLED' : 'CONFIRMED',
  sequence: entry.sequence ?? 0,
  productId: 'calma/booking',
});

/** One event as an iCalendar file: METHOD:REQUEST adds or updates it, METHOD:CANCEL removes it. */
export function appointmentIcs(entry: CalendarEntry): string {
  const { error, value } = createEvent({ ...attributes(entry), method: entry.cancelled ? 'CANCEL' : 'REQUEST' });
  if (error || !value) throw error ?? new Error('Could not write the calendar file');
  return value;
}

/** A subscribable feed of many events. */
export function calendarFeed(name: string, entries: CalendarEntry[]): string {
  const { error, value } = createEvents(entries.map(attributes), { calName: name, productId: 'calma/booking' });
  if (error || value === null) throw error ?? new Error('Could not write the calendar feed');
  return value;
}
