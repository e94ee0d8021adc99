import { useWords } from '../../words.tsx';
import { type Chip, withoutChip } from './search-state.ts';
import type { Search } from './use-search.ts';

/** The filters in force as chips, each a link to the search without it; and one to clear them all. */
export default function ActiveFilters({ chips, search }: { chips: Chip[]; search: Search }) {
  const { t } = useWords();
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('search.filters.active')}</h2>
      <ul>
        {chips.map(({ key, name }) => {
          const next = withoutChip(search.filters, key);
          return (
            <li key={key}>
              <a
                href={search.href(next)}
                onClick={search.follow(next)}
                aria-label={t('search.filters.remove', { name })}
                className="chip"
              >
                {name} <span aria-hidden="true">×</span>
              </a>
            </li>
          );
        })}
        {chips.length > 1 && (
          <li>
            <a href={search.href({})} onClick={search.follow({})} className="chip chip-plain">
              {t('search.filters.clear')}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
