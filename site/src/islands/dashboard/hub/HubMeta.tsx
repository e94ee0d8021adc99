import type { HubItemSummary } from '@calma/api/contract';
import { useWords } from '../../words.tsx';
import { countryName, reviewedText } from './hub-format.ts';

/** An item's category, country and review date, and whether it is shown in English for want of a translation. */
export default function HubMeta({
  item,
  fallback,
}: {
  item: Pick<HubItemSummary, 'category' | 'country' | 'reviewed'>;
  fallback: boolean;
}) {
  const { t, locale } = useWords();
  return (
    <p className="hub-meta">
      <span className="badge">{t(`dashboard.hub.category.${item.category}`)}</span>
      {item.country && <span className="badge badge-ok">{countryName(item.country, locale)}</span>}
      <span>{reviewedText(t, locale, item.reviewed)}</span>
      {fallback && <span>{t('dashboard.hub.inEnglish')}</span>}
    </p>
  );
}
