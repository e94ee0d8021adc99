import { type BookableService, dateFormat, type JoinWaitlist as JoinBody } from '@calma/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ApiError, useApiMutation, withQueries } from '../../lib/query.ts';
import { useWords, withWords } from '../words.tsx';

type Meeting = 'online' | 'in_person';
type Time = 'morning' | 'afternoon' | 'evening';

interface Props {
  locale: string;
  strings: Record<string, string>;
  therapist: { slug: string; name: string };
  services: BookableService[];
  /** The signed-in client: joins with their account's address. */
  me: { email: string; name: string } | null;
  bookHref: string;
  dashboardHref: string;
}

const MONDAY = Date.UTC(2026, 11, 7);
const TIMES: Time[] = ['morning', 'afternoon', 'evening'];

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/**
 * Joining a therapist's waitlist: the service, the wishes (weekdays, times of day, ways of
 * meeting), a name and, for a guest, the address the link goes to. A free time that fits is
 * answered with the way to book it instead.
 */
function JoinWaitlist({ locale, therapist, services, me, bookHref, dashboardHref }: Props) {
  const { t } = useWords();
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const service = services.find((s) => s.id === serviceId);
  const offered: Meeting[] = service?.modality === 'both' ? ['online', 'in_person'] : [service?.modality ?? 'online'];
  const [weekdays, setWeekdays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [times, setTimes] = useState<Time[]>([...TIMES]);
  const [ways, setWays] = useState<Meeting[]>(['online', 'in_person']);
  const [name, setName] = useState(me?.name ?? '');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const join = useApiMutation<{ uid: string | null; status: 'waiting' | 'pending_email' }, JoinBody>((body) => ({
    path: '/api/v1/waitlist',
    method: 'POST',
    body,
  }));

  if (join.data) {
    return <Joined status={join.data.status} email={email} name={therapist.name} dashboardHref={dashboardHref} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = ways.filter((w) => offered.includes(w));
    const gap =
      weekdays.length === 0
        ? 'waitlist.join.needDay'
        : times.length === 0
          ? 'waitlist.join.needTime'
          : chosen.length === 0
            ? 'waitlist.join.needWay'
            : null;
    setMissing(gap);
    if (gap) return;
    join.mutate({
      therapistSlug: therapist.slug,
      serviceId,
      wishes: { weekdays: [...weekdays].sort(), timesOfDay: times, modalities: chosen },
      name: name.trim(),
      ...(me ? {} : { email: email.trim() }),
      locale: locale as NonNullable<JoinBody['locale']>,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  };
  const problem = join.error;

  return (
    <form className="waitlist-join" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="waitlist-service">{t('waitlist.join.service')}</label>
        <select id="waitlist-service" value={serviceId} onChange={(e) => setServiceId(e.currentTarget.value)}>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {t('waitlist.join.serviceOption', { name: s.name, minutes: s.durationMinutes })}
            </option>
          ))}
        </select>
      </div>
      <WishFields
        offered={offered}
        wishes={{ weekdays, times, ways }}
        set={{ weekdays: setWeekdays, times: setTimes, ways: setWays }}
      />
      <div className="field">
        <label htmlFor="waitlist-name">{t('waitlist.join.name')}</label>
        <input
          id="waitlist-name"
          required
          maxLength={120}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </div>
      {me ? (
        <p className="hint">{t('waitlist.join.signedIn', { email: me.email })}</p>
      ) : (
        <div className="field">
          <label htmlFor="waitlist-email">{t('waitlist.join.email')}</label>
          <input
            id="waitlist-email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-describedby="waitlist-email-hint"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <p className="hint" id="waitlist-email-hint">
            {t('waitlist.join.emailHint')}
          </p>
        </div>
      )}
      <div aria-live="polite">
        {missing && (
          <p className="notice notice-error" role="alert">
            {t(missing)}
          </p>
        )}
        {problem && (
          <JoinProblem problem={problem} name={therapist.name} bookHref={`${bookHref}?service=${serviceId}`} />
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={join.isPending}>
        {t('waitlist.join.submit')}
      </button>
    </form>
  );
}

interface WishProps {
  offered: Meeting[];
  wishes: { weekdays: number[]; times: Time[]; ways: Meeting[] };
  set: { weekdays: (v: number[]) => void; times: (v: Time[]) => void; ways: (v: Meeting[]) => void };
}

/** The wishes: which weekdays, which times of day, and (when the service offers both) which ways of meeting. */
function WishFields({ offered, wishes: { weekdays, times, ways }, set }: WishProps) {
  const { t, locale } = useWords();
  const weekday = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (
    <>
      <Checkboxes
        legend={t('waitlist.join.days')}
        name="waitlist-day"
        options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
          value: day,
          label: weekday.format(MONDAY + (day - 1) * 86_400_000),
        }))}
        chosen={weekdays}
        onChange={set.weekdays}
      />
      <Checkboxes
        legend={t('waitlist.join.times')}
        name="waitlist-time"
        options={TIMES.map((time) => ({ value: time, label: t(`waitlist.time.${time}Long`) }))}
        chosen={times}
        onChange={set.times}
      />
      {offered.length > 1 && (
        <Checkboxes
          legend={t('waitlist.join.ways')}
          name="waitlist-way"
          options={offered.map((way) => ({ value: way, label: t(`waitlist.modality.${way}`) }))}
          chosen={ways}
          onChange={set.ways}
        />
      )}
    </>
  );
}

/** A question answered with any number of its options, each a checkbox. */
function Checkboxes<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  /** Begins each checkbox's id. */
  name: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="question">
      <legend>{legend}</legend>
      {options.map(({ value, label }) => (
        <div className="option checkbox-option" key={value}>
          <input
            type="checkbox"
            id={`${name}-${value}`}
            checked={chosen.includes(value)}
            onChange={(e) => onChange(toggle(chosen, value, e.currentTarget.checked))}
          />
          <label htmlFor={`${name}-${value}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}

function Joined({
  status,
  email,
  name,
  dashboardHref,
}: {
  status: 'waiting' | 'pending_email';
  email: string;
  name: string;
  dashboardHref: string;
}) {
  const { t } = useWords();
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <div className="notice" role="status">
      <h2 ref={done} tabIndex={-1}>
        {t(status === 'waiting' ? 'waitlist.join.doneTitle' : 'waitlist.join.checkEmailTitle')}
      </h2>
      {status === 'waiting' ? (
        <p>
          {t('waitlist.join.done', { name })} <a href={dashboardHref}>{t('waitlist.join.mine')}</a>
        </p>
      ) : (
        <p>{t('waitlist.join.checkEmail', { email })}</p>
      )}
    </div>
  );
}

/** Why joining was refused: a free time fits (book it), the list is closed, already on it, or a typing slip. */
function JoinProblem({ problem, name, bookHref }: { problem: ApiError; name: string; bookHref: string }) {
  const { t } = useWords();
  const reason = (problem.details as { reason?: string } | undefined)?.reason;
  return (
    <p className="notice notice-error" role="alert">
      {reason === 'slots_free' ? (
        <>
          {t('waitlist.join.slotsFree')} <a href={bookHref}>{t('waitlist.join.book')}</a>
        </>
      ) : reason === 'closed' ? (
        t('waitlist.join.closed', { name })
      ) : problem.code === 'ALREADY_ADDED' ? (
        t('waitlist.join.already')
      ) : problem.status === 400 ? (
        t('waitlist.join.invalid')
      ) : (
        t('waitlist.entry.failed')
      )}
    </p>
  );
}

export default withQueries(withWords(JoinWaitlist));
