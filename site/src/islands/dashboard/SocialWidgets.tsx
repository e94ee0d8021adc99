import {
  BADGE_COLORS,
  BADGE_SIZE,
  type BadgeColor,
  displayNames,
  EMBED_RESIZE_MESSAGE,
  LOCALES,
  localizePath,
} from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../words.tsx';
import { useShell } from './shell.tsx';
import PlanRequired, { usePlanFeature } from './subscription/PlanRequired.tsx';

type Widget = 'card' | 'message' | 'badge';

/** Each widget's frame size in the codes and previews (the script then fits the height to the content). */
const FRAME: Record<Widget, { width: number; height: number }> = {
  card: { width: 420, height: 260 },
  message: { width: 460, height: 720 },
  badge: BADGE_SIZE,
};

/** For a value inside a double-quoted HTML attribute of the code the therapist pastes. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Embed codes for the therapist's own website: a profile card that links to booking, a message
 * form whose messages reach the therapist once their senders confirm their email address (both
 * in the plans with widgets), and the "Verified on Calma" badge (every plan). Each comes as a frame
 * of fixed size and as a one-line script (public/embed.js) that fits the frame to its content.
 */
export default function SocialWidgets() {
  const { t, locale } = useWords();
  const { me } = useShell();
  const [language, setLanguage] = useState<string>(locale);
  const [color, setColor] = useState<BadgeColor>('teal');
  const [copied, setCopied] = useState<string>();
  const inPlan = usePlanFeature('widgets');
  // The previews fit their content as the script's frames do, from the height each widget posts.
  const frames = useRef<Partial<Record<Widget, HTMLIFrameElement | null>>>({});
  const [heights, setHeights] = useState<Partial<Record<Widget, number>>>({});
  useEffect(() => {
    const resize = (event: MessageEvent) => {
      const { type, height } = (event.data ?? {}) as { type?: unknown; height?: unknown };
      if (event.origin !== window.location.origin || type !== EMBED_RESIZE_MESSAGE || typeof height !== 'number')
        return;
      const widget = (Object.keys(frames.current) as Widget[]).find(
        (w) => frames.current[w]?.contentWindow === event.source,
      );
      if (widget) setHeights((known) => ({ ...known, [widget]: Math.ceil(height) }));
    };
    window.addEventListener('message', resize);
    return () => window.removeEventListener('message', resize);
  }, []);
  const slug = me.therapistUrl?.split('/').pop();
  if (!slug) {
    return (
      <section>
        <h1>{t('dashboard.widgets.title')}</h1>
        <p>{t('dashboard.widgets.noProfile')}</p>
      </section>
    );
  }
  const origin = window.location.origin;
  const paths: Record<Widget, string> = {
    card: localizePath(language, `/embed/${slug}/card`),
    message: localizePath(language, `/embed/${slug}/message`),
    badge: localizePath(language, `/embed/${slug}/badge/${color}`),
  };
  const titles: Record<Widget, string> = {
    card: t('dashboard.widgets.frameTitle'),
    message: t('dashboard.widgets.messageFrameTitle'),
    badge: t('dashboard.widgets.badgeFrameTitle'),
  };
  // A fixed frame cannot grow: its height is the content's as the preview measured it (same width,
  // same language), so nothing of the widget is cut off on the therapist's site.
  const frameCode = (widget: Widget) =>
    `<iframe src="${origin}${paths[widget]}" title="${attribute(titles[widget])}" width="${FRAME[widget].width}" height="${heights[widget] ?? FRAME[widget].height}" style="border:0" loading="lazy"></iframe>`;
  const scriptCode = (widget: Widget) =>
    `<script async src="${origin}/embed.js" data-calma-embed="${widget}" data-slug="${slug}" data-locale="${language}"${
      widget === 'badge' ? ` data-color="${color}"` : ''
    } data-title="${attribute(titles[widget])}"></script>`;
  const copy = async (id: string, code: string) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(id);
  };
  /** A code to copy: its field, its button, and the live region that says it was copied. */
  const code = (id: string, label: string, copyLabel: string, value: string) => (
    <div className="widget-code">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          readOnly
          rows={4}
          value={value}
          aria-describedby="widget-code-hint"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <button type="button" className="button" onClick={() => copy(id, value)}>
        {copyLabel}
      </button>
      <p aria-live="polite">{copied === id ? t('dashboard.widgets.copied') : ''}</p>
    </div>
  );
  const preview = (widget: Widget, className: string) => (
    <iframe
      ref={(frame) => {
        frames.current[widget] = frame;
      }}
      src={paths[widget]}
      title={titles[widget]}
      width={FRAME[widget].width}
      height={heights[widget] ?? FRAME[widget].height}
      className={className}
    />
  );

  return (
    <section aria-labelledby="widgets-heading">
      <h1 id="widgets-heading">{t('dashboard.widgets.title')}</h1>
      <p>{t('dashboard.widgets.lead')}</p>
      <div className="field">
        <label htmlFor="widget-language">{t('dashboard.widgets.language')}</label>
        <select
          id="widget-language"
          value={language}
          onChange={(e) => {
            setLanguage(e.currentTarget.value);
            setCopied(undefined);
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {displayNames(locale, { type: 'language' }).of(l)}
            </option>
          ))}
        </select>
      </div>
      <p id="widget-code-hint">{t('dashboard.widgets.codeHint')}</p>

      <section aria-labelledby="widget-badge-heading">
        <h2 id="widget-badge-heading">{t('dashboard.widgets.badgeTitle')}</h2>
        <p>{t('dashboard.widgets.badgeLead')}</p>
        <p>{t('dashboard.widgets.badgeEveryPlan')}</p>
        <fieldset>
          <legend>{t('dashboard.widgets.badgeColor')}</legend>
          {BADGE_COLORS.map((c) => (
            <div key={c} className="checkbox-field">
              <input
                type="radio"
                id={`widget-badge-color-${c}`}
                name="widget-badge-color"
                value={c}
                checked={color === c}
                onChange={() => {
                  setColor(c);
                  setCopied(undefined);
                }}
              />
              <label htmlFor={`widget-badge-color-${c}`}>{t(`dashboard.widgets.badgeColor.${c}`)}</label>
            </div>
          ))}
        </fieldset>
        {code(
          'widget-badge-code',
          t('dashboard.widgets.badgeCode'),
          t('dashboard.widgets.copyBadge'),
          frameCode('badge'),
        )}
        {code(
          'widget-badge-script',
          t('dashboard.widgets.badgeScriptCode'),
          t('dashboard.widgets.copyBadgeScript'),
          scriptCode('badge'),
        )}
        <h3>{t('dashboard.widgets.badgePreview')}</h3>
        {preview('badge', 'widget-preview-badge')}
      </section>

      {/* Without widgets in the plan the card and the message form answer 404: say why and where to get
          them instead of codes that show nothing. The badge above is in every plan. */}
      {inPlan === false ? (
        <PlanRequired feature="widgets" announce={false} />
      ) : (
        <>
          <section aria-labelledby="widget-card-heading">
            <h2 id="widget-card-heading">{t('dashboard.widgets.cardTitle')}</h2>
            {code('widget-code', t('dashboard.widgets.code'), t('dashboard.widgets.copy'), frameCode('card'))}
            {code(
              'widget-card-script',
              t('dashboard.widgets.scriptCode'),
              t('dashboard.widgets.copyScript'),
              scriptCode('card'),
            )}
            <h3>{t('dashboard.widgets.preview')}</h3>
            {preview('card', 'widget-preview')}
          </section>
          <section aria-labelledby="widget-message-heading">
            <h2 id="widget-message-heading">{t('dashboard.widgets.messageTitle')}</h2>
            <p>{t('dashboard.widgets.messageLead')}</p>
            {code(
              'widget-message-code',
              t('dashboard.widgets.messageCode'),
              t('dashboard.widgets.copyMessage'),
              frameCode('message'),
            )}
            {code(
              'widget-message-script',
              t('dashboard.widgets.messageScriptCode'),
              t('dashboard.widgets.copyMessageScript'),
              scriptCode('message'),
            )}
            <h3>{t('dashboard.widgets.messagePreview')}</h3>
            {preview('message', 'widget-preview-message')}
          </section>
        </>
      )}
    </section>
  );
}
