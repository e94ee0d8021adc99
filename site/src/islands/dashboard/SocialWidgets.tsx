import { useState } from 'react';
import PlanRequired, { usePlanFeature } from './subscription/PlanRequired.tsx';
import type { ScreenProps } from './types.ts';

const LOCALES = ['en', 'de', 'nl', 'es', 'pt'] as const;

/**
 * Embed codes for the therapist's own website: a profile card that links to booking, and a message
 * form whose messages reach the therapist once their senders confirm their email address.
 */
export default function SocialWidgets({ me, t, locale, navigate }: ScreenProps) {
  const [language, setLanguage] = useState<string>(locale);
  const [copied, setCopied] = useState<'card' | 'message'>();
  const inPlan = usePlanFeature('widgets');
  const slug = me.therapistUrl?.split('/').pop();
  if (!slug) {
    return (
      <section>
        <h1>{t('dashboard.widgets.title')}</h1>
        <p>{t('dashboard.widgets.noProfile')}</p>
      </section>
    );
  }
  // Without widgets in the plan the embeds answer 404: say why and where to get them instead of codes that show nothing.
  if (inPlan === false) {
    return (
      <section>
        <h1>{t('dashboard.widgets.title')}</h1>
        <p>{t('dashboard.widgets.lead')}</p>
        <PlanRequired t={t} locale={locale} navigate={navigate} feature="widgets" announce={false} />
      </section>
    );
  }
  const path = `${language === 'en' ? '' : `/${language}`}/embed/${slug}/card`;
  const src = `${window.location.origin}${path}`;
  const code = `<iframe src="${src}" title="${t('dashboard.widgets.frameTitle')}" width="420" height="260" style="border:0" loading="lazy"></iframe>`;
  const messagePath = `${language === 'en' ? '' : `/${language}`}/embed/${slug}/message`;
  const messageCode = `<iframe src="${window.location.origin}${messagePath}" title="${t('dashboard.widgets.messageFrameTitle')}" width="460" height="720" style="border:0" loading="lazy"></iframe>`;
  const copy = async (which: 'card' | 'message') => {
    await navigator.clipboard?.writeText(which === 'card' ? code : messageCode).catch(() => undefined);
    setCopied(which);
  };
  return (
    <section aria-labelledby="widgets-heading">
      <h1 id="widgets-heading">{t('dashboard.widgets.title')}</h1>
      <p>{t('dashboard.widgets.lead')}</p>
      <div className="field">
        <label htmlFor="widget-language">{t('dashboard.widgets.language')}</label>
        <select id="widget-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {new Intl.DisplayNames([locale === 'pt' ? 'pt-PT' : locale], { type: 'language' }).of(l)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="widget-code">{t('dashboard.widgets.code')}</label>
        <textarea id="widget-code" readOnly rows={4} value={code} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <button type="button" className="button" onClick={() => copy('card')}>
        {t('dashboard.widgets.copy')}
      </button>
      <p aria-live="polite">{copied === 'card' ? t('dashboard.widgets.copied') : ''}</p>
      <h2>{t('dashboard.widgets.preview')}</h2>
      <iframe
        src={path}
        title={t('dashboard.widgets.frameTitle')}
        width={420}
        height={260}
        className="widget-preview"
      />
      <h2>{t('dashboard.widgets.messageTitle')}</h2>
      <p>{t('dashboard.widgets.messageLead')}</p>
      <div className="field">
        <label htmlFor="widget-message-code">{t('dashboard.widgets.messageCode')}</label>
        <textarea
          id="widget-message-code"
          readOnly
          rows={4}
          value={messageCode}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <button type="button" className="button" onClick={() => copy('message')}>
        {t('dashboard.widgets.copyMessage')}
      </button>
      <p aria-live="polite">{copied === 'message' ? t('dashboard.widgets.copied') : ''}</p>
    </section>
  );
}
