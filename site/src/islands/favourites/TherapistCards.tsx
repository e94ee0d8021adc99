import type { Favourites } from '@calma/api/contract';
import type { ReactNode } from 'react';
import NextFreeSlot from '../NextFreeSlot.tsx';

export type TherapistCard = Favourites['therapists'][number];

/**
 * Saved therapists as cards linked to their profiles, each with one action beside it (a heart,
 * Remove) and, given its strings, the next free slot as the browser read it.
 */
export default function TherapistCards({
  cards,
  profileHref,
  action,
  nextFree,
}: {
  cards: TherapistCard[];
  /** The card's profile URL in the viewer's language. */
  profileHref: (url: string) => string;
  action: (card: TherapistCard) => ReactNode;
  /** The page's locale and the `search.hit.nextFree*` strings, to show each card's next free slot. */
  nextFree?: { locale: string; strings: Record<string, string> } | undefined;
}) {
  return (
    <ul className="hits">
      {cards.map((card) => {
        const place = [card.district?.name, card.city?.name].filter(Boolean).join(', ');
        return (
          <li key={card.slug} className="hit card">
            {card.photo && <img src={card.photo} alt="" width="88" height="88" loading="lazy" className="hit-photo" />}
            <div className="hit-body">
              <h2 className="hit-name">
                <a href={profileHref(card.url)}>{card.name}</a>
              </h2>
              <p className="hit-title">
                {card.title}
                {place && ` · ${place}`}
              </p>
              {nextFree && (
                <NextFreeSlot
                  locale={nextFree.locale}
                  slug={card.slug}
                  free={card.nextFreeSlot}
                  timeZone={card.timeZone}
                  city={card.city?.name}
                  accepting={card.acceptingNewClients}
                  strings={nextFree.strings}
                />
              )}
            </div>
            {action(card)}
          </li>
        );
      })}
    </ul>
  );
}
