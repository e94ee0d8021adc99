import type { Agreement, AgreementList, Locale } from '@calma/api/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { type ApiError, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { LanguageField, languageName, ownLocale } from '../parts/languages.tsx';
import { ArchiveButton, DocumentsScreen, ServiceChoice } from '../parts/PracticeDocuments.tsx';
import { dateTimeFormat } from '../types.ts';

const AGREEMENTS = '/api/v1/agreements';
const KINDS = ['treatment', 'privacy', 'online_consent', 'cancellation', 'other'] as const;
type Kind = (typeof KINDS)[number];
type Templates = { templates: { kind: Kind; title: string; body: string }[] };

const problemWords = (error: ApiError, t: Translate) =>
  error.code === 'VALIDATION_FAILED'
    ? t('dashboard.agreements.invalid')
    : error.code === 'INVALID_STATE'
      ? t('dashboard.agreements.conflict')
      : t('dashboard.agreements.saveFailed');

/**
 * The documents clients sign before a first session (decision 038): start from a template in any of
 * the five languages, edit the Markdown, choose the services that require it. Saving a changed text
 * makes a new version, which every client signs again; what they signed before stays.
 */
export default function Agreements() {
  const { t } = useWords();
  const query = useApiQuery<AgreementList>(AGREEMENTS);
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <DocumentsScreen id="agreements-heading" keys="dashboard.agreements" notice={notice} query={query}>
      {({ agreements, services }) => (
        <>
          {agreements.length === 0 && <p>{t('dashboard.agreements.none')}</p>}
          {agreements.map((agreement) => (
            <AgreementCard key={agreement.id} agreement={agreement} services={services} onDone={setNotice} />
          ))}
          <NewAgreement onDone={setNotice} />
        </>
      )}
    </DocumentsScreen>
  );
}

function TextFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: { locale: Locale; title: string; body: string };
  onChange: (next: { locale: Locale; title: string; body: string }) => void;
}) {
  const { t, locale } = useWords();
  return (
    <>
      <LanguageField
        id={`${id}-locale`}
        label={t('dashboard.agreements.language')}
        viewer={locale}
        value={value.locale}
        onValue={(chosen) => onChange({ ...value, locale: chosen })}
      />
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('dashboard.agreements.docTitle')}</label>
        <input
          id={`${id}-title`}
          maxLength={200}
          required
          value={value.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-body`}>{t('dashboard.agreements.body')}</label>
        <p className="hint" id={`${id}-body-hint`}>
          {t('dashboard.agreements.bodyHint')}
        </p>
        <textarea
          id={`${id}-body`}
          rows={14}
          required
          maxLength={40_000}
          aria-describedby={`${id}-body-hint`}
          value={value.body}
          onChange={(e) => onChange({ ...value, body: e.target.value })}
        />
      </div>
    </>
  );
}

function NewAgreement({ onDone }: { onDone: (text: string) => void }) {
  const { t, locale } = useWords();
  const id = useId();
  const [kind, setKind] = useState<Kind>('treatment');
  const [text, setText] = useState<{ locale: Locale; title: string; body: string }>({
    locale: ownLocale(locale),
    title: '',
    body: '',
  });
  const templates = useApiQuery<Templates>(`${AGREEMENTS}/templates?locale=${text.locale}`);
  const template = templates.data?.templates.find((each) => each.kind === kind);
  // A template fills the fields when the kind or the language changes; "other" starts empty.
  useEffect(() => {
    setText((shown) => ({ ...shown, title: template?.title ?? '', body: template?.body ?? '' }));
  }, [template]);
  const create = useApiMutation<Agreement>(() => ({ path: AGREEMENTS, method: 'POST', body: { kind, ...text } }), {
    invalidates: [AGREEMENTS],
    onSuccess: (created) => onDone(t('dashboard.agreements.created', { title: created.current.title })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('dashboard.agreements.add')}</h2>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('dashboard.agreements.kind')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`dashboard.agreements.kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TextFields id={id} value={text} onChange={setText} />
      {create.error && <Problem>{problemWords(create.error, t)}</Problem>}
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {t('dashboard.agreements.save')}
      </button>
    </form>
  );
}

function AgreementCard({
  agreement,
  services,
  onDone,
}: {
  agreement: Agreement;
  services: AgreementList['services'];
  onDone: (text: string) => void;
}) {
  const { t, locale } = useWords();
  const id = useId();
  const { current } = agreement;
  const [chosen, setChosen] = useState<string[]>(agreement.serviceIds);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState({ locale: current.locale, title: current.title, body: current.body });
  const when = dateTimeFormat(locale, { dateStyle: 'medium' });
  const saveServices = useApiMutation<Agreement>(
    () => ({ path: `${AGREEMENTS}/${agreement.id}/services`, method: 'PUT', body: { serviceIds: chosen } }),
    {
      invalidates: [AGREEMENTS],
      onSuccess: () => onDone(t('dashboard.agreements.servicesSaved', { title: current.title })),
    },
  );
  const saveVersion = useApiMutation<Agreement>(
    () => ({ path: `${AGREEMENTS}/${agreement.id}/versions`, method: 'POST', body: text }),
    {
      invalidates: [AGREEMENTS],
      onSuccess: (saved) => {
        setEditing(false);
        onDone(t('dashboard.agreements.versionSaved', { title: saved.current.title, version: saved.current.version }));
      },
    },
  );
  const archive = useApiMutation(() => ({ path: `${AGREEMENTS}/${agreement.id}`, method: 'DELETE' }), {
    invalidates: [AGREEMENTS],
    onSuccess: () => onDone(t('dashboard.agreements.archived', { title: current.title })),
  });
  const error = saveServices.error ?? saveVersion.error ?? archive.error;
  return (
    <article className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{current.title}</h2>
      <p>
        {t(`dashboard.agreements.kind.${agreement.kind}`)} ·{' '}
        {t('dashboard.agreements.versionLine', {
          version: current.version,
          date: when.format(new Date(current.createdAt)),
          language: languageName(locale, current.locale),
        })}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          saveServices.mutate();
        }}
      >
        <ServiceChoice
          idPrefix={`${id}-`}
          legend={t('dashboard.agreements.services')}
          none={t('dashboard.agreements.noServices')}
          services={services}
          chosen={chosen}
          onChange={setChosen}
        />
        {services.length > 0 && (
          <button type="submit" className="button" disabled={saveServices.isPending}>
            {t('dashboard.agreements.saveServices')}
          </button>
        )}
      </form>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            saveVersion.mutate();
          }}
        >
          <p className="notice">{t('dashboard.agreements.newVersionNote')}</p>
          <TextFields id={`${id}-edit`} value={text} onChange={setText} />
          <button type="submit" className="button button-primary" disabled={saveVersion.isPending}>
            {t('dashboard.agreements.saveVersion')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setEditing(false)}>
            {t('dashboard.agreements.cancel')}
          </button>
        </form>
      ) : (
        <p className="actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('dashboard.agreements.edit', { title: current.title })}
          </button>{' '}
          <ArchiveButton
            label={t('dashboard.agreements.archive', { title: current.title })}
            question={t('dashboard.agreements.archiveConfirm', { title: current.title })}
            pending={archive.isPending}
            onArchive={() => archive.mutate()}
          />
        </p>
      )}
      {error && <Problem>{problemWords(error, t)}</Problem>}
      <details>
        <summary>{t('dashboard.agreements.versions', { count: agreement.versions.length })}</summary>
        <ul>
          {agreement.versions.map((v) => (
            <li key={v.id}>
              {t('dashboard.agreements.versionItem', {
                version: v.version,
                date: when.format(new Date(v.createdAt)),
                count: v.signatures,
              })}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
