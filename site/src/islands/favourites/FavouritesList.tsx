import { type Favourites, type Locale, localizePath } from '@calma/api/contract';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { api } from '../../lib/api-client.ts';
import { $favourites, $favouritesMode, favouritesReady } from '../../stores/favourites.ts';
import FavouriteButton from './FavouriteButton.tsx';
import TherapistCards, { type TherapistCard } from './TherapistCards.tsx';

interface Props {
  locale: Locale;
  /** The `favourites.*` strings. */
  strings: Record<string, string>;
  signInHref: string;
  manageHref: string;
  findHref: string;
}

/**
 * The favourites page: this device's favourites for a visitor, the account's for a client. The list
 * is what was saved when the page opened; un-hearting one leaves it in place, so it can be saved
 * again and focus does not jump.
 */
export default function FavouritesList({ locale, strings, signInHref, manageHref, findHref }: Props) {
  const t = translatorFor(strings);
  const mode = useStore($favouritesMode);
  const [cards, setCards] = useState<TherapistCard[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void favouritesReady();
  }, []);

  useEffect(() => {
    if (mode === 'loading') return;
    const slugs = $favourites.get();
    if (mode === 'device' && slugs.length === 0) {
      setCards([]);
      return;
    }
    // An account may hold more favourites than the public card lookup takes at once.
    const path =
      mode === 'account'
        ? `/api/v1/favourites?locale=${locale}`
        : `/api/v1/therapists/cards?slugs=${slugs.join(',')}&locale=${locale}`;
    api<Favourites>(path).then((result) => (result.ok ? setCards(result.body.therapists) : setFailed(true)));
  }, [mode, locale]);

  const profileHref = (url: string) => localizePath(locale, url);
  return (
    <>
      {mode === 'device' && (
        <p className="lead">
          {t('favourites.lead.device')} <a href={signInHref}>{t('favourites.signIn')}</a>
        </p>
      )}
      {mode === 'account' && (
        <p className="lead">
          {t('favourites.lead.account')} <a href={manageHref}>{t('favourites.manage')}</a>
        </p>
      )}
      <div aria-live="polite">
        {failed ? (
          <p className="notice notice-error">{t('favourites.error')}</p>
        ) : !cards ? (
          <p>{t('favourites.loading')}</p>
        ) : cards.length === 0 ? (
          <p>
            {t('favourites.empty')} <a href={findHref}>{t('favourites.find')}</a>
          </p>
        ) : null}
      </div>
      {cards && cards.length > 0 && (
        <TherapistCards
          cards={cards}
          profileHref={profileHref}
          action={(card) => <FavouriteButton slug={card.slug} name={card.name} strings={strings} />}
        />
      )}
    </>
  );
}
