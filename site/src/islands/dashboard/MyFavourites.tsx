import type { Favourites } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { favouritesReady, setFavourite } from '../../stores/favourites.ts';
import TherapistCards, { type TherapistCard as Card } from '../favourites/TherapistCards.tsx';
import { publicPath, type ScreenProps } from './types.ts';

/** A client's favourite therapists, each linked to the profile, with Remove. */
export default function MyFavourites({ t, locale }: ScreenProps) {
  const [cards, setCards] = useState<Card[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Through the store first: favourites saved on this device before signing in join the account.
    favouritesReady()
      .then(() => api<Favourites>(`/api/v1/favourites?locale=${locale}`))
      .then((result) => (result.ok ? setCards(result.body.therapists) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [locale]);

  const remove = async (card: Card) => {
    if (!(await setFavourite(card.slug, false))) {
      setMessage(t('dashboard.favourites.removeError', { name: card.name }));
      return;
    }
    setCards((current) => current?.filter((c) => c.slug !== card.slug));
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
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.favourites.error')}
        </p>
      )}
      {!cards && !failed && <p aria-live="polite">{t('dashboard.favourites.loading')}</p>}
      {cards?.length === 0 && (
        <p>
          {t('dashboard.favourites.empty')}{' '}
          <a href={publicPath(locale, '/find-a-therapist')}>{t('dashboard.favourites.find')}</a>
        </p>
      )}
      {cards && cards.length > 0 && (
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
      )}
    </section>
  );
}
