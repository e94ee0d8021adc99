import { type Favourites, type Locale, localizePath } from '@calma/api/contract';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useApiQuery, withQueries } from '../../lib/query.ts';
import { $favourites, $favouritesMode, favouritesReady } from '../../stores/favourites.ts';
import QueryState from '../QueryState.tsx';
import { useWords, withWords } from '../words.tsx';
import FavouriteButton from './FavouriteButton.tsx';
import TherapistCards, { type TherapistCard } from './TherapistCards.tsx';

interface Props {
  locale: Locale;
  /** The `favourites.*` strings, and `search.hit.nextFree*` for each card's next free slot. */
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
export default withQueries(withWords(FavouritesList));

function FavouritesList({ locale, strings, signInHref, manageHref, findHref }: Props) {
  const { t } = useWords();
  const mode = useStore($favouritesMode);
  useEffect(() => {
    void favouritesReady();
  }, []);
  // The favourites as they were once the store knew whose they are: un-hearting one leaves its card.
  const [saved, setSaved] = useState<readonly string[] | undefined>();
  if (mode !== 'loading' && saved === undefined) setSaved($favourites.get());
  const none = mode === 'device' && saved?.length === 0;
  // An account may hold more favourites than the public card lookup takes at once.
  const path =
    mode === 'account'
      ? `/api/v1/favourites?locale=${locale}`
      : `/api/v1/therapists/cards?slugs=${saved?.join(',')}&locale=${locale}`;
  const list = useApiQuery<Favourites>(saved !== undefined && !none && path);
  const cards: TherapistCard[] | undefined = none ? [] : list.data?.therapists;

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
        {!cards ? (
          <QueryState query={list} loading="favourites.loading" error="favourites.error" />
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
          nextFree={{ locale, strings }}
        />
      )}
    </>
  );
}
