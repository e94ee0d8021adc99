import type { HubItem as Item } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { type ApiOutcome, api } from '../../../lib/api-client.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';
import { countryName, emergencyPath, HUB_PATH, reviewedText } from './hub-format.ts';
import './hub.css';

/**
 * One hub item: where it sits in the hub, its review date, its text, and what goes with its kind (the
 * PDF of a worksheet, the country's crisis lines for a crisis protocol).
 */
export default function HubItem({ t, locale, params, navigate }: ScreenProps) {
  const slug = params.slug ?? '';
  const [answer, setAnswer] = useState<ApiOutcome<Item> | undefined>();

  useEffect(() => {
    let current = true;
    api<Item>(`/api/v1/hub/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`).then((outcome) => {
      if (current) setAnswer(outcome);
    });
    return () => {
      current = false;
    };
  }, [slug, locale]);

  const item = answer?.ok ? answer.body : undefined;

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
          <DashboardLink to={HUB_PATH} navigate={navigate}>
            {t('dashboard.hub.title')}
          </DashboardLink>
        </li>
        {item && (
          <li aria-current="page" lang={item.locale === locale ? undefined : item.locale}>
            {item.title}
          </li>
        )}
      </ol>
    </nav>
  );

  if (!answer) {
    return (
      <section className="hub-item">
        {breadcrumb}
        <p aria-live="polite">{t('dashboard.loading')}</p>
      </section>
    );
  }
  if (!answer.ok) {
    return (
      <section className="hub-item" aria-labelledby="hub-item-heading">
        {breadcrumb}
        <h1 id="hub-item-heading">{t('dashboard.hub.title')}</h1>
        <div className="notice notice-error" role="alert">
          <p>
            {t(answer.status === 404 || answer.status === 400 ? 'dashboard.hub.notFound' : 'dashboard.hub.loadError')}
          </p>
          <p>
            <DashboardLink to={HUB_PATH} navigate={navigate}>
              {t('dashboard.hub.back')}
            </DashboardLink>
          </p>
        </div>
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
        <p className="hub-meta">
          <span className="badge">{t(`dashboard.hub.category.${item.category}`)}</span>
          {item.country && <span className="badge badge-ok">{countryName(item.country, locale)}</span>}
          <span>{reviewedText(t, locale, item.reviewed)}</span>
          {fallback && <span>{t('dashboard.hub.inEnglish')}</span>}
        </p>
        {item.country && emergency && (
          <div className="callout hub-emergency">
            <p>{t('dashboard.hub.emergencyLead')}</p>
            <p>
              <a href={emergency} className="button button-primary">
                {t('dashboard.hub.emergency', { country: countryName(item.country, locale) })}
              </a>
            </p>
          </div>
        )}
        {item.downloadable && <PdfDownload slug={item.slug} itemLocale={item.locale} t={t} />}
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
function PdfDownload({ slug, itemLocale, t }: { slug: string; itemLocale: string; t: ScreenProps['t'] }) {
  const [problem, setProblem] = useState(false);
  const href = `/api/v1/hub/${encodeURIComponent(slug)}/download?locale=${encodeURIComponent(itemLocale)}`;
  const fileName = `${slug}.pdf`;
  const download = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setProblem(false);
    const answer = await api<Blob>(href, { headers: { accept: 'application/pdf' } });
    if (!answer.ok) {
      setProblem(true);
      return;
    }
    const url = URL.createObjectURL(answer.body);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="hub-download">
      <p>
        <a className="button" href={href} download={fileName} onClick={(event) => void download(event)}>
          {t('dashboard.hub.download')}
        </a>{' '}
        <span className="hint">{t('dashboard.hub.downloadHint')}</span>
      </p>
      <div aria-live="polite">{problem && <p className="field-problem">{t('dashboard.hub.downloadError')}</p>}</div>
    </div>
  );
}
