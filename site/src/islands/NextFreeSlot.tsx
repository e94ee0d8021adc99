import type { NextFreeSlot as Slot } from '@calma/api/contract';
import { useEffect, useId, useState } from 'react';
import { translatorFor } from '../i18n/format.ts';
import { browserTimeZone } from '../lib/booking-time.ts';
import { bookSlotHref, clockOf, clockPlace, type Meeting, slotWhen, wayToMeet } from '../lib/next-free-slot.ts';

interface Props {
  locale: string;
  slug: string;
  /** The next free slot, null when there is none (`slot` is Astro's own attribute). */
  free: Slot;
  /** The practice's IANA zone. */
  timeZone: string;
  /** The practice's city in the page's language, to name its clock. */
  city?: string | null | undefined;
  /** The way of meeting the visitor searched for, if any. */
  searched?: Meeting | undefined;
  /** Whether the therapist takes new clients: only then does "nothing free" need saying. */
  accepting: boolean;
  /** The `search.hit.nextFree*` strings. */
  strings: Record<string, string>;
}

/**
 * "Next free: Tue 1 Dec, 10:00 (Berlin time)" and a link that opens the booking page on exactly that
 * slot. A slot the visitor may come to the practice for is read on the practice's clock; one online,
 * on the visitor's own, which only the browser knows, so that one appears once running there.
 * Render it only with data read for this request or in the browser: a slot in static HTML may be gone.
 */
export default function NextFreeSlot({
  locale,
  slug,
  free: slot,
  timeZone,
  city,
  searched,
  accepting,
  strings,
}: Props) {
  const t = translatorFor(strings);
  const id = useId();
  const [visitorZone, setVisitorZone] = useState<string>();
  useEffect(() => setVisitorZone(browserTimeZone()), []);

  if (!slot) return accepting ? <p className="next-free-none">{t('search.hit.nextFreeNone')}</p> : null;
  const way = wayToMeet(slot, searched);
  const practice = clockOf(slot, way) === 'practice';
  const zone = practice ? timeZone : visitorZone;
  if (!zone) return null;
  return (
    <div className="next-free">
      <p id={id}>
        {t('search.hit.nextFree', {
          when: slotWhen(slot.start, locale, zone),
          zone: practice
            ? t('search.hit.nextFreeZone.practice', { city: clockPlace(timeZone, city) })
            : t('search.hit.nextFreeZone.yours'),
        })}
      </p>
      <a className="button" href={bookSlotHref(locale, slug, slot, way)} aria-describedby={id}>
        {t('search.hit.nextFreeBook')}
      </a>
    </div>
  );
}
