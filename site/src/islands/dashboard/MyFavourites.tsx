import type { Favourites } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/session.ts';
import { favouritesReady, setFavourite } from '../../stores/favourites.ts';
import { publicPath, type ScreenProps } from './types.ts';

type Card = Favourites['therapists'][number];

/** A client's favourite therapists, each linked to the profile, with Remove. */
export default function MyFavourites({ t, locale }: ScreenProps) {
  const [cards, setCards] = useState<Card[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Through the store first: favourites saved on this device before signing in join the account.
    favouritesReady()
      .then(() => apiFetch(`/api/v1/favourites?locale=${locale}`, { headers: { accept: 'application/json' } }))
      .then((response) => (response.ok ? (response.json() as Promise<Favourites>) : Promise.reject()))
      .then((body) => setCards(body.therapists))
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
        <ul className="hits">
          {cards.map((card) => {
            const place = [card.district?.name, card.city?.name].filter(Boolean).join(', ');
            return (
              <li key={card.slug} className="hit card">
                {card.photo && (
                  <img src={card.photo} alt="" width="88" height="88" loading="lazy" className="hit-photo" />
                )}
                <div className="hit-body">
                  <h2 className="hit-name">
                    <a href={publicPath(locale, card.url)}>{card.name}</a>
                  </h2>
                  <p className="hit-title">
                    {card.title}
                    {place && ` · ${place}`}
                  </p>
                </div>
                <button
                  type="button"
                  className="button hit-action"
                  aria-label={t('dashboard.favourites.removeLabel', { name: card.name })}
                  onClick={() => void remove(card)}
                >
                  {t('dashboard.favourites.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
