import type { HubItemSummary, HubList } from '@calma/api/contract';
import { HUB_CATEGORIES, type HubCategory, plural } from '@calma/api/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import HubMeta from './HubMeta.tsx';
import { HUB_PATH, itemPath } from './hub-format.ts';
import './hub.css';
import { useWords } from '../../words.tsx';

interface Filters {
  q: string;
  category: HubCategory | '';
}

/** Typing pauses this long before the list follows. */
const DEBOUNCE_MS = 350;

/** The filters in a query string; an unknown category is left out rather than sent to the API. */
function filtersFrom(search: string): Filters {
  const query = new URLSearchParams(search);
  const category = query.get('category') ?? '';
  return {
    q: (query.get('q') ?? '').slice(0, 200),
    category: (HUB_CATEGORIES as readonly string[]).includes(category) ? (category as HubCategory) : '',
  };
}

function queryOf(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.category) query.set('category', filters.category);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The hub's items: a search box that follows typing and Enter, the categories as toggle buttons with
 * their counts, and the list. The address keeps the search and the category, so back and forward
 * move between them and an item's breadcrumb can return to them.
 */
export default function Hub() {
  const { t, locale } = useWords();
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(window.location.search));
  const [typed, setTyped] = useState(filters.q);
  const query = new URLSearchParams(queryOf(filters));
  query.set('locale', locale);
  // Another search keeps the list shown until its own answer comes.
  const list = useApiQuery<HubList>(`/api/v1/hub?${query}`, { placeholderData: keepPreviousData });
  const debounce = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onPop = () => {
      const next = filtersFrom(window.location.search);
      setFilters(next);
      setTyped(next.q);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => () => window.clearTimeout(debounce.current), []);

  /** A new search or category: a new history entry, or (while typing) the current one replaced. */
  const apply = (next: Filters, history: 'push' | 'replace') => {
    window.clearTimeout(debounce.current);
    const url = `${HUB_PATH}${queryOf(next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (history === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    }
    setFilters(next);
  };

  const onType = (value: string) => {
    setTyped(value);
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => apply({ ...filters, q: value }, 'replace'), DEBOUNCE_MS);
  };

  const body = list.data;
  const total = body?.categories.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const searched = filters.q.trim();
  const countKey = (count: number) => `dashboard.hub.${searched ? 'countFor' : 'count'}.${plural(locale, count)}`;
  const categoryOptions: { id: HubCategory | ''; label: string; count: number }[] = [
    { id: '', label: t('dashboard.hub.category.all'), count: total },
    ...HUB_CATEGORIES.map((id) => ({
      id,
      label: t(`dashboard.hub.category.${id}`),
      count: body?.categories.find((c) => c.id === id)?.count ?? 0,
    })),
  ];

  return (
    <section aria-labelledby="hub-heading" className="hub">
      <h1 id="hub-heading">{t('dashboard.hub.title')}</h1>
      <p>{t('dashboard.hub.intro')}</p>

      <search aria-label={t('dashboard.hub.search.region')}>
        <form
          className="hub-search"
          onSubmit={(event) => {
            event.preventDefault();
            apply({ ...filters, q: typed }, 'push');
          }}
        >
          <div className="field">
            <label htmlFor="hub-q">{t('dashboard.hub.search.label')}</label>
            <p id="hub-q-hint" className="hint">
              {t('dashboard.hub.search.hint')}
            </p>
            <div className="hub-search-row">
              <input
                id="hub-q"
                type="search"
                name="q"
                value={typed}
                maxLength={200}
                aria-describedby="hub-q-hint"
                onChange={(event) => onType(event.target.value)}
              />
              <button type="submit" className="button">
                {t('dashboard.hub.search.submit')}
              </button>
            </div>
          </div>
        </form>
        <fieldset className="hub-categories">
          <legend>{t('dashboard.hub.categories')}</legend>
          {categoryOptions.map((option) => (
            <button
              key={option.id || 'all'}
              type="button"
              className="button hub-category"
              aria-pressed={filters.category === option.id}
              onClick={() => apply({ ...filters, q: typed, category: option.id }, 'push')}
            >
              {option.label} <span className="hub-count">({body ? option.count : '–'})</span>
            </button>
          ))}
        </fieldset>
      </search>

      <QueryState query={list} loading="dashboard.loading" error="dashboard.hub.loadError" />
      <p role="status" className="result-count">
        {body ? t(countKey(body.items.length), { count: body.items.length, q: searched }) : ''}
      </p>
      {body && body.items.length === 0 && (
        <div className="notice">
          <p>{t('dashboard.hub.empty')}</p>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setTyped('');
                apply({ q: '', category: '' }, 'push');
              }}
            >
              {t('dashboard.hub.showAll')}
            </button>
          </p>
        </div>
      )}
      {body && body.items.length > 0 && (
        <ul className="hub-list">
          {body.items.map((item) => (
            <HubListItem key={item.slug} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HubListItem({ item }: { item: HubItemSummary }) {
  const { locale } = useWords();
  const fallback = item.locale !== locale;
  return (
    <li className="hub-entry">
      <h2 lang={fallback ? item.locale : undefined}>
        <DashboardLink to={itemPath(item.slug)}>{item.title}</DashboardLink>
      </h2>
      <p lang={fallback ? item.locale : undefined}>{item.summary}</p>
      <HubMeta item={item} fallback={fallback} />
    </li>
  );
}
