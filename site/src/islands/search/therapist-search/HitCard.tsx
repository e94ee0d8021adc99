import { localizePath, numberFormat } from '@calma/api/contract';
import { formatPrice, type Hit } from '../../../lib/search.ts';
import FavouriteButton from '../../favourites/FavouriteButton.tsx';
import NextFreeSlot from '../../NextFreeSlot.tsx';
import { useWords } from '../../words.tsx';

/** One therapist in the results: who, where, how they meet, what they cost; once hydrated, the next free slot and the heart. */
export default function HitCard({
  hit,
  live,
}: {
  hit: Hit;
  /**
   * Once hydrated, the heart and the next free slot (with their strings): landing pages stay plain
   * HTML, with no heart and no slot that may have gone since the build.
   */
  live?: { strings: Record<string, string>; searched: 'online' | 'in_person' | undefined } | undefined;
}) {
  const { t, locale } = useWords();
  const href = localizePath(locale, hit.url);
  const place = [hit.district?.name, hit.city?.name].filter(Boolean).join(', ');
  return (
    <li className="hit card">
      {hit.photo && <img src={hit.photo} alt="" width="88" height="88" loading="lazy" className="hit-photo" />}
      <div className="hit-body">
        <h3>
          <a href={href}>{hit.name}</a>
        </h3>
        <p className="hit-title">
          {hit.title}
          {place && ` · ${place}`}
          {hit.distanceKm !== null &&
            ` · ${t('search.hit.distance', { km: numberFormat(locale).format(hit.distanceKm) })}`}
        </p>
        <ul className="badges">
          {hit.verified && <li className="badge badge-verified">{t('search.hit.verified')}</li>}
          {hit.modalities.includes('online') && <li className="badge">{t('search.hit.online')}</li>}
          {hit.modalities.includes('in_person') && <li className="badge">{t('search.hit.inPerson')}</li>}
          <li className={hit.acceptingNewClients ? 'badge badge-ok' : 'badge badge-muted'}>
            {t(hit.acceptingNewClients ? 'search.hit.accepting' : 'search.hit.notAccepting')}
          </li>
        </ul>
        <p>{t('search.hit.speaks', { languages: hit.languages.map((l) => l.name).join(', ') })}</p>
        <p className="hit-topics">{hit.categories.map((c) => c.name).join(' · ')}</p>
        {hit.price && (
          <p className="hit-price">
            {t('search.hit.from', { price: formatPrice(hit.price.amountMinor, hit.price.currency, locale) })}
          </p>
        )}
        {live && (
          <NextFreeSlot
            locale={locale}
            slug={hit.slug}
            free={hit.nextFreeSlot}
            timeZone={hit.timeZone}
            city={hit.city?.name}
            searched={live.searched}
            accepting={hit.acceptingNewClients}
            strings={live.strings}
          />
        )}
      </div>
      {live && <FavouriteButton slug={hit.slug} name={hit.name} strings={live.strings} />}
    </li>
  );
}
