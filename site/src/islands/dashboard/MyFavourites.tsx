import type { Favourites } from '@calma/api/contract';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useApiCache, useApiQuery } from '../../lib/query.ts';
import { $favouritesMode, favouritesReady, setFavourite } from '../../stores/favourites.ts';
import TherapistCards, { type TherapistCard as Card } from '../favourites/TherapistCards.tsx';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { publicPath } from './types.ts';

/** A client's favourite therapists, each linked to the profile, with Remove. */
export default function MyFavourites() {
  const { t, locale } = useWords();
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // Through the store first: favourites saved on this device before signing in join the account.
  const mode = useStore($favouritesMode);
  useEffect(() => {
    void favouritesReady();
  }, []);
  const path = `/api/v1/favourites?locale=${locale}`;
  const favourites = useApiQuery<Favourites>(mode !== 'loading' && path);
  const cache = useApiCache();

  const remove = async (card: Card) => {
    if (!(await setFavourite(card.slug, false))) {
      setMessage(t('dashboard.favourites.removeError', { name: card.name }));
      return;
    }
    cache.set<Favourites>(
      path,
      (shown) => shown && { ...shown, therapists: shown.therapists.filter((c) => c.slug !== card.slug) },
    );
    setMessage(t('dashboard.favourites.removed', { name: card.name }));
    // The button that had focus is gone; the heading is the steady place to continue from.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="favourites-heading">
      <h1 id="favourites-heading" ref={heading} tabIndex={-1}>
        {t('dashboard.favourites.title')}
      </h1>
      <p>{t('dashboard.favourites.lead')}</p>
      <p aria-live="polite" className={message ? undefined : 'visually-hidden'}>
        {message}
      </p>
      <QueryState query={favourites} loading="dashboard.favourites.loading" error="dashboard.favourites.error">
        {({ therapists: cards }) =>
          cards.length === 0 ? (
            <p>
              {t('dashboard.favourites.empty')}{' '}
              <a href={publicPath(locale, '/find-a-therapist')}>{t('dashboard.favourites.find')}</a>
            </p>
          ) : (
            <TherapistCards
              cards={cards}
              profileHref={(url) => publicPath(locale, url)}
              action={(card) => (
                <button
                  type="button"
                  className="button hit-action"
                  aria-label={t('dashboard.favourites.removeLabel', { name: card.name })}
                  onClick={() => void remove(card)}
                >
                  {t('dashboard.favourites.remove')}
                </button>
              )}
            />
          )
        }
      </QueryState>
    </section>
  );
}
