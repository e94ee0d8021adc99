import type { HubItem as Item } from '@calma/api/contract';
import { useEffect, useRef } from 'react';
import { inCountry } from '../../../i18n/places.ts';
import { saveFile } from '../../../lib/download.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';
import HubMeta from './HubMeta.tsx';
import { countryName, emergencyPath, HUB_PATH } from './hub-format.ts';
import './hub.css';
import { useWords } from '../../words.tsx';
import { useShell } from '../shell.tsx';

/**
 * One hub item: where it sits in the hub, its review date, its text, and what goes with its kind (the
 * PDF of a worksheet, the country's crisis lines for a crisis protocol).
 */
export default function HubItem({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const slug = params.slug ?? '';
  const query = useApiQuery<Item>(`/api/v1/hub/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`);
  const item = query.data;

  // Links inside the text to other dashboard screens move within the dashboard, as its own links do.
  const prose = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = prose.current;
    if (!container) return;
    const follow = (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
      if (!href.startsWith('/dashboard/')) return;
      event.preventDefault();
      navigate(href);
    };
    container.addEventListener('click', follow);
    return () => container.removeEventListener('click', follow);
  });

  const breadcrumb = (
    <nav aria-label={t('dashboard.hub.breadcrumb')} className="breadcrumbs">
      <ol>
        <li>
          <DashboardLink to={HUB_PATH}>{t('dashboard.hub.title')}</DashboardLink>
        </li>
        {item && (
          <li aria-current="page" lang={item.locale === locale ? undefined : item.locale}>
            {item.title}
          </li>
        )}
      </ol>
    </nav>
  );

  if (!item) {
    const problem = (
      <QueryState
        query={query}
        loading="dashboard.loading"
        error={(refused) => (
          <>
            <p>
              {t(
                refused.status === 404 || refused.status === 400 ? 'dashboard.hub.notFound' : 'dashboard.hub.loadError',
              )}
            </p>
            <p>
              <DashboardLink to={HUB_PATH}>{t('dashboard.hub.back')}</DashboardLink>
            </p>
          </>
        )}
      />
    );
    return query.isError ? (
      <section className="hub-item" aria-labelledby="hub-item-heading">
        {breadcrumb}
        <h1 id="hub-item-heading">{t('dashboard.hub.title')}</h1>
        {problem}
      </section>
    ) : (
      <section className="hub-item">
        {breadcrumb}
        {problem}
      </section>
    );
  }

  const fallback = item && item.locale !== locale ? item.locale : undefined;
  const emergency = item?.country ? emergencyPath(item.country, locale) : undefined;
  return (
    item && (
      <article className="hub-item" aria-labelledby="hub-item-heading">
        {breadcrumb}
        <h1 id="hub-item-heading" lang={fallback}>
          {item.title}
        </h1>
        <HubMeta item={item} fallback={fallback !== undefined} />
        {item.country && emergency && (
          <div className="callout hub-emergency">
            <p>{t('dashboard.hub.emergencyLead')}</p>
            <p>
              <a href={emergency} className="button button-primary">
                {t('dashboard.hub.emergency', {
                  inCountry: inCountry(locale, item.country, countryName(item.country, locale)),
                })}
              </a>
            </p>
          </div>
        )}
        {item.downloadable && <PdfDownload slug={item.slug} itemLocale={item.locale} />}
        <div
          ref={prose}
          className="prose hub-prose"
          lang={fallback}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's rendering of Markdown from the repository, which shows raw HTML as text
          dangerouslySetInnerHTML={{ __html: item.html }}
        />
      </article>
    )
  );
}

/** The worksheet's PDF, fetched through api() so a lapsed 15-minute sign-in is renewed first. */
function PdfDownload({ slug, itemLocale }: { slug: string; itemLocale: string }) {
  const { t } = useWords();
  const href = `/api/v1/hub/${encodeURIComponent(slug)}/download?locale=${encodeURIComponent(itemLocale)}`;
  const fileName = `${slug}.pdf`;
  const pdf = useApiMutation<Blob>(() => ({ path: href, headers: { accept: 'application/pdf' } }));
  const problem = pdf.isError;
  const download = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    pdf.mutate(undefined, { onSuccess: (file) => saveFile(file, fileName) });
  };
  return (
    <div className="hub-download">
      <p>
        <a className="button" href={href} download={fileName} onClick={download}>
          {t('dashboard.hub.download')}
        </a>{' '}
        <span className="hint">{t('dashboard.hub.downloadHint')}</span>
      </p>
      <div aria-live="polite">{problem && <p className="field-problem">{t('dashboard.hub.downloadError')}</p>}</div>
    </div>
  );
}
