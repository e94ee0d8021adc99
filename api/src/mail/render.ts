import { type Locale, langTag, localizePath } from '../contract/locales.ts';
import { fill, templateOf } from '../i18n/index.ts';
import type { Attachment, OutgoingMail } from './mailer.ts';
import { type MessageKey, messages } from './messages/index.ts';
import { safeName } from './safe-names.ts';
import type { UnsubscribeKind } from './unsubscribe.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * Parameters that carry a name someone chose (a practice, a client, a service, a company): never
 * in a subject, and withheld in the body when they read as a link (decision 029).
 */
export const NAME_PARAMS = [
  'therapist',
  'client',
  'service',
  'sender',
  'inviter',
  'colleague',
  'employer',
  'organisation',
  'outlet',
  'name',
] as const;
/**
 * Other text someone chose, shown on one line (an invoice number from the practice's own format, the
 * title of a practice's agreement).
 */
export const CHOSEN_PARAMS = ['number', 'corrects', 'title'] as const;
const CHOSEN = new Set<string>([...NAME_PARAMS, ...CHOSEN_PARAMS]);

/** A message id: the prefix of its keys (`verify` → `verify.subject`, `verify.body`, `verify.action`). */
type IdOf<Key> = Key extends `${infer Id}.subject` ? Id : never;
export type MessageId = IdOf<MessageKey>;

export interface MailRequest {
  to: string;
  locale: Locale;
  /** The recipient's name for the greeting, when known. */
  name?: string | null;
  message: MessageId;
  params?: Record<string, string | number>;
  /**
   * Where the message's one button leads: an absolute URL, or a path on the site (`/dashboard/…`)
   * that is joined to PUBLIC_URL when the email is rendered.
   */
  actionUrl?: string;
  replyTo?: string;
  attachments?: Attachment[];
  /**
   * For email to someone without an account, sent on another person's word: the kind they can stop
   * with one click (List-Unsubscribe, RFC 8058) and from the link in the footer.
   */
  unsubscribe?: UnsubscribeKind;
}

/** Where the way out of an unsubscribable email leads (mail/unsubscribe.ts). */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

/**
 * Fills a message in the recipient's language as plain text and as simple, inline-styled HTML.
 * Every value is escaped in the HTML; paragraphs come from blank-line separated text.
 */
export function renderMail(request: MailRequest, publicUrl: string, unsubscribe?: UnsubscribeLinks): OutgoingMail {
  const strings = messages[request.locale];
  const emergencyUrl = `${publicUrl}${localizePath(request.locale, '/emergency-resources')}`;
  const shown = (name: string, value: string | number) =>
    CHOSEN.has(name) && typeof value === 'string' ? (safeName(value) ?? strings['layout.withheld']) : value;
  const params = {
    ...Object.fromEntries(Object.entries(request.params ?? {}).map(([name, value]) => [name, shown(name, value)])),
    emergencyUrl,
  };
  // A counted body (`….body.one`, `….body.other`) takes the form of its `count`.
  const text = (key: string) =>
    fill(templateOf(strings, request.locale, key, params) ?? templateOf(messages.en, 'en', key, params) ?? '', params);
  const greetingName = safeName(request.name);
  const greeting = greetingName
    ? fill(strings['layout.greeting'], { name: greetingName })
    : strings['layout.greetingAnonymous'];
  const paragraphs = text(`${request.message}.body`).split(/\n\s*\n/);
  const actionKey = `${request.message}.action` as MessageKey;
  const url = request.actionUrl?.startsWith('/') ? `${publicUrl}${request.actionUrl}` : request.actionUrl;
  const action = url && strings[actionKey] ? { label: text(actionKey), url } : undefined;
  const footer = text('layout.footer');
  const way = unsubscribe ? fill(strings['layout.unsubscribe'], { url: unsubscribe.page }) : undefined;
  const signature = strings['layout.signature'];

  const plain = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    signature,
    '--',
    footer,
    ...(way ? [way] : []),
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${content}</p>`;
  const html = `<!doctype html>
<html lang="${langTag(request.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(text(`${request.message}.subject`))}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2a2e">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:20px;color:#2f5d50">Calma</p>
${p(escapeHtml(greeting))}
${paragraphs.map((paragraph) => p(escapeHtml(paragraph).replace(/\n/g, '<br>'))).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2f5d50;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
${p(`<small>${escapeHtml(strings['layout.buttonFallback'])}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></small>`)}`
    : ''
}
${p(escapeHtml(signature))}
<hr style="border:none;border-top:1px solid #e2e0da;margin:24px 0">
<p style="margin:0;font-size:13px;line-height:1.5;color:#5b6568">${escapeHtml(footer)}</p>
${
  unsubscribe
    ? `<p style="margin:12px 0 0;font-size:13px;line-height:1.5;color:#5b6568">${escapeHtml(strings['layout.unsubscribeLead'])} <a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(strings['layout.unsubscribeAction'])}</a></p>`
    : ''
}
</div></body></html>`;

  return {
    to: request.to,
    subject: text(`${request.message}.subject`),
    text: plain,
    html,
    replyTo: request.replyTo,
    attachments: request.attachments,
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
