import type { ClientList, ClientProfile } from '@calma/api/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useApiMutation, useApiQuery, useSettled } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { clientPath } from './clients/paths-and-money.ts';
import { DashboardLink } from './clients/RecordLayout.tsx';
import DataTable from './parts/DataTable.tsx';
import { useShell } from './shell.tsx';
import { dateTimeFormat } from './types.ts';

const SEARCH_DELAY_MS = 250;
const CLIENTS = '/api/v1/clients';

/** A therapist's clients: search by name or email, open a record, add someone by hand. */
export default function MyClients() {
  const { t, locale } = useWords();
  const { me } = useShell();
  const [query, setQuery] = useState('');
  // The list asks again once typing pauses; meanwhile the last answer stays shown.
  const q = useSettled(query.trim(), SEARCH_DELAY_MS);
  const list = useApiQuery<ClientList>(`${CLIENTS}${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    placeholderData: keepPreviousData,
  });
  // The search whose answer is shown, for "no client matches …".
  const answered = useRef('');
  if (list.data && !list.isPlaceholderData) answered.current = q;
  const searched = answered.current;

  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const moment = (iso: string | null) =>
    iso ? <time dateTime={iso}>{when.format(new Date(iso))}</time> : t('dashboard.clients.none');
  const clients = list.data?.clients;

  return (
    <section aria-labelledby="clients-heading">
      <h1 id="clients-heading">{t('dashboard.clients.title')}</h1>
      <p>{t('dashboard.clients.lead')}</p>
      {me.twoFactorEnabled === false && (
        <p className="notice">
          {t('dashboard.clients.askTwoFactor')}{' '}
          <DashboardLink to="/dashboard/settings/security">{t('dashboard.security.turnOn')}</DashboardLink>
        </p>
      )}

      <search className="field clients-search">
        <label htmlFor="clients-query">{t('dashboard.clients.search')}</label>
        <input
          id="clients-query"
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </search>

      <QueryState
        query={list}
        loading="dashboard.clients.loading"
        error={(problem) =>
          problem.code === 'TWO_FACTOR_REQUIRED'
            ? t('dashboard.clients.record.twoFactor')
            : t('dashboard.clients.error')
        }
      />
      <p aria-live="polite" className={clients?.length === 0 ? undefined : 'visually-hidden'}>
        {clients?.length === 0 &&
          (searched ? t('dashboard.clients.noMatch', { query: searched }) : t('dashboard.clients.empty'))}
        {clients && clients.length > 0 && t('dashboard.clients.count', { count: clients.length })}
      </p>
      {clients && clients.length > 0 && (
        <DataTable
          rows={clients}
          rowKey={(c) => c.id}
          labelledBy="clients-heading"
          columns={[
            {
              head: t('dashboard.clients.column.name'),
              cell: (c) => <DashboardLink to={clientPath(c.id, 'overview')}>{c.name}</DashboardLink>,
            },
            { head: t('dashboard.clients.column.email'), cell: (c) => c.email },
            { head: t('dashboard.clients.column.next'), cell: (c) => moment(c.nextSession) },
            { head: t('dashboard.clients.column.last'), cell: (c) => moment(c.lastSession) },
          ]}
        />
      )}

      <AddClient />
    </section>
  );
}

function AddClient() {
  const { t } = useWords();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState('');
  const [added, setAdded] = useState<ClientProfile | undefined>(undefined);
  // The list (whatever it is searching for) shows the new client.
  const add = useApiMutation<ClientProfile, { name: string; email: string; phone: string }>(
    (body) => ({ path: CLIENTS, method: 'POST', body }),
    { invalidates: [CLIENTS] },
  );

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setAdded(undefined);
    const local = new Set<string>();
    if (name.trim() === '') local.add('name');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) local.add('email');
    if (!/^[+0-9 ()./-]*$/.test(phone.trim())) local.add('phone');
    setInvalid(local);
    if (local.size > 0) return;
    add.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim() },
      {
        onSuccess: (client) => {
          setAdded(client);
          setName('');
          setEmail('');
          setPhone('');
        },
        onError: (refusal) => {
          if (refusal.code === 'CLIENT_EMAIL_TAKEN') {
            setInvalid(new Set(['email']));
            setProblem(t('dashboard.clients.problem.emailTaken'));
          } else if (refusal.status === 400) setInvalid(new Set(Object.keys(refusal.fields)));
          else setProblem(t('dashboard.clients.saveError'));
        },
      },
    );
  };

  const field = (
    id: 'name' | 'email' | 'phone',
    label: string,
    value: string,
    change: (value: string) => void,
    type: string,
  ) => (
    <div className="field">
      <label htmlFor={`add-client-${id}`}>{label}</label>
      <input
        id={`add-client-${id}`}
        type={type}
        value={value}
        autoComplete="off"
        onChange={(e) => change(e.currentTarget.value)}
        aria-invalid={invalid.has(id) || undefined}
        aria-describedby={invalid.has(id) ? `add-client-${id}-problem` : undefined}
      />
      {invalid.has(id) && (
        <p id={`add-client-${id}-problem`} className="field-problem">
          {t(`dashboard.clients.problem.${id}`)}
        </p>
      )}
    </div>
  );

  return (
    <form className="card record-form add-client" onSubmit={submit} noValidate aria-labelledby="add-client-heading">
      <h2 id="add-client-heading">{t('dashboard.clients.add.title')}</h2>
      <p>{t('dashboard.clients.add.lead')}</p>
      {field('name', t('dashboard.clients.add.name'), name, setName, 'text')}
      {field('email', t('dashboard.clients.add.email'), email, setEmail, 'email')}
      {field('phone', t('dashboard.clients.add.phone'), phone, setPhone, 'tel')}
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <p aria-live="polite" className={added ? 'notice' : 'visually-hidden'}>
        {added && (
          <>
            {t('dashboard.clients.add.done', { name: added.name })}{' '}
            <DashboardLink to={clientPath(added.id, 'profile')}>{t('dashboard.clients.add.complete')}</DashboardLink>
          </>
        )}
      </p>
      <button type="submit" className="button button-primary" disabled={add.isPending}>
        {add.isPending ? t('dashboard.clients.add.sending') : t('dashboard.clients.add.submit')}
      </button>
    </form>
  );
}
