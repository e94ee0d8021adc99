import { describe, expect, it } from 'vitest';
import { busyFromIcs, fetchableCalendarUrl } from './external.ts';

const calendar = (events: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${events}END:VCALENDAR\r\n`.replace(/\n(?!\r)/g, '\r\n');

const range = {
  from: new Date('2026-03-01T00:00:00Z'),
  to: new Date('2026-04-30T00:00:00Z'),
  timeZone: 'Europe/Berlin',
};

describe('busy times from an imported calendar', () => {
  it('takes timed events as they are', () => {
    const busy = busyFromIcs(
      calendar('BEGIN:VEVENT\nUID:a\nDTSTART:20260310T090000Z\nDTEND:20260310T100000Z\nSUMMARY:Dentist\nEND:VEVENT\n'),
      range,
    );
    expect(busy).toEqual([{ start: new Date('2026-03-10T09:00:00Z'), end: new Date('2026-03-10T10:00:00Z') }]);
  });

  it('blocks the whole day of an all-day event in the therapist’s zone', () => {
    const busy = busyFromIcs(
      calendar(
        'BEGIN:VEVENT\nUID:b\nDTSTART;VALUE=DATE:20260312\nDTEND;VALUE=DATE:20260313\nSUMMARY:Holiday\nEND:VEVENT\n',
      ),
      range,
    );
    // Berlin is UTC+1 in March: the day runs 23:00 UTC to 23:00 UTC.
    expect(busy).toEqual([{ start: new Date('2026-03-11T23:00:00Z'), end: new Date('2026-03-12T23:00:00Z') }]);
  });

  it('expands weekly recurring events in their own zone across daylight saving, minus exceptions', () => {
    const busy = busyFromIcs(
      calendar(
        'BEGIN:VEVENT\nUID:c\nDTSTART;TZID=Europe/Berlin:20260316T180000\nDTEND;TZID=Europe/Berlin:20260316T190000\nRRULE:FREQ=WEEKLY;COUNT=4\nEXDATE;TZID=Europe/Berlin:20260323T180000\nSUMMARY:Choir\nEND:VEVENT\n',
      ),
      range,
    );
    expect(busy.map((b) => b.start.toISOString())).toEqual([
      '2026-03-16T17:00:00.000Z',
      // After the change on 29 March, 18:00 Berlin is 16:00 UTC.
      '2026-03-30T16:00:00.000Z',
      '2026-04-06T16:00:00.000Z',
    ]);
  });

  it('ignores free and cancelled events', () => {
    const busy = busyFromIcs(
      calendar(
        'BEGIN:VEVENT\nUID:d\nDTSTART:20260310T090000Z\nDTEND:20260310T100000Z\nTRANSP:TRANSPARENT\nEND:VEVENT\nBEGIN:VEVENT\nUID:e\nDTSTART:20260311T090000Z\nDTEND:20260311T100000Z\nSTATUS:CANCELLED\nEND:VEVENT\n',
      ),
      range,
    );
    expect(busy).toEqual([]);
  });
});

describe('calendar addresses a public deployment will fetch', () => {
  it.each([
    'http://[::ffff:127.0.0.1]:8080/calendar.ics',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://[::]:5432/',
    'http://100.64.0.1/calendar.ics',
    'http://198.18.0.1/calendar.ics',
    'webcal://127.0.0.1/calendar.ics',
    'http://10.0.0.1/calendar.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/calendar.ics',
    'http://[::1]/calendar.ics',
    'http://[fc00::1]/calendar.ics',
    'http://[fe80::1]/calendar.ics',
  ])('refuses %s', async (url) => {
    expect(await fetchableCalendarUrl(url, false)).toBe(false);
  });

  it('accepts a public address, and on a development machine a local one', async () => {
    expect(await fetchableCalendarUrl('webcal://93.184.215.14/calendar.ics', false)).toBe(true);
    expect(await fetchableCalendarUrl('http://127.0.0.1:8080/calendar.ics', true)).toBe(true);
  });
});
