import { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import HitCard from './HitCard.tsx';
import { countText, pagesOf, searchedWay } from './search-state.ts';
import type { Search } from './use-search.ts';

/** The results, how many there are (announced as they change), a failed search's problem, and the pages. */
export default function Results({ search, strings }: { search: Search; strings: Record<string, string> }) {
  const { t, locale } = useWords();
  const { filters, result, status, interactive } = search;
  return (
    <section
      id="search-results"
      className="search-results"
      aria-labelledby="results-heading"
      aria-busy={status === 'loading'}
    >
      <h2 id="results-heading" className="visually-hidden">
        {t('search.results.heading')}
      </h2>
      <p className="result-count" aria-live="polite">
        {status === 'loading'
          ? t('search.results.loading')
          : countText(t, locale, 'search.results.count', result.total)}
      </p>
      {status === 'error' && <Problem retry={search.retry}>{t('search.results.error')}</Problem>}
      {result.total === 0 ? (
        <p className="notice">{t('search.results.none')}</p>
      ) : (
        <ol className="hits">
          {result.hits.map((hit) => (
            <HitCard
              key={hit.slug}
              hit={hit}
              live={interactive ? { strings, searched: searchedWay(filters) } : undefined}
            />
          ))}
        </ol>
      )}
      <Pages search={search} />
    </section>
  );
}

/** Previous and next around "page n of m", when there is more than one page. */
function Pages({ search }: { search: Search }) {
  const { t } = useWords();
  const { filters, result } = search;
  const { pages, page } = pagesOf(result.total, filters.page);
  if (pages <= 1) return null;
  const previous = { ...filters, page: page - 1 };
  const next = { ...filters, page: page + 1 };
  return (
    <nav className="pagination" aria-label={t('search.pagination.label')}>
      {page > 1 ? (
        <a href={search.href(previous)} onClick={search.follow(previous)} rel="prev">
          {t('search.pagination.previous')}
        </a>
      ) : (
        <span />
      )}
      <span>{t('search.pagination.page', { page, pages })}</span>
      {page < pages ? (
        <a href={search.href(next)} onClick={search.follow(next)} rel="next">
          {t('search.pagination.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
