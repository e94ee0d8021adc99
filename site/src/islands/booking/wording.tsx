import type { BookableService } from '@calma/api/contract';
import type { Translate } from '../../i18n/format.ts';
import {
  dateIn,
  formatDay,
  formatPrice,
  formatTime,
  type Slot,
  zoneLabel,
  zonesDiffer,
} from '../../lib/booking-time.ts';
import type { Modality } from './booking-state.ts';

/** The therapist as the booking and appointment pages name them. */
export interface TherapistShown {
  name: string;
  timeZone: string;
  /** Where in-person sessions take place, in one line. */
  address: string | null;
}

/** How booking and appointments word prices, times and places, in the reader's language. */
export function bookingWords(t: Translate, lang: string, therapist: TherapistShown) {
  return {
    t,
    lang,
    therapist,
    price: (s: BookableService) =>
      s.priceMinor === 0 ? t('booking.service.free') : formatPrice(s.priceMinor, s.currency, lang),
    /** A session the client's employer pays for: nothing to pay. */
    covered: (s: BookableService) => t('booking.program.price', { price: formatPrice(0, s.currency, lang) }),
    when: (s: Slot, timeZone: string) =>
      t('booking.when', {
        date: formatDay(dateIn(s.start, timeZone), lang),
        start: formatTime(s.start, lang, timeZone),
        end: formatTime(s.end, lang, timeZone),
      }),
    place: (m: Modality | undefined) =>
      m === 'in_person'
        ? therapist.address
          ? t('booking.modality.inPersonAt', { address: therapist.address })
          : t('booking.modality.in_person')
        : t('booking.modality.online'),
  };
}

export type BookingWords = ReturnType<typeof bookingWords>;

/** The zone times are shown in and, when the therapist works in another, theirs (for `at`, or for now). */
export function TimeZones({ words, zone, at }: { words: BookingWords; zone: string; at?: Slot }) {
  const { t, lang, therapist, when } = words;
  const instant = at ? new Date(at.start) : new Date();
  return (
    <>
      <p className="hint">{t('booking.zone.yours', { zone: zoneLabel(zone, lang, instant) })}</p>
      {zonesDiffer(zone, therapist.timeZone, instant) && (
        <p className="hint">
          {at
            ? t('booking.zone.forTherapist', {
                name: therapist.name,
                when: when(at, therapist.timeZone),
                zone: zoneLabel(therapist.timeZone, lang, instant),
              })
            : t('booking.zone.therapist', {
                name: therapist.name,
                zone: zoneLabel(therapist.timeZone, lang, instant),
              })}
        </p>
      )}
    </>
  );
}
