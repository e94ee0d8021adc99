import {
  type BookableService,
  type CreateBooking,
  GUEST_HOLD_MINUTES,
  type Locale,
  type Me,
  type SlotList,
} from '@calma/api/contract';
import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { translatorFor } from '../i18n/format.ts';
import {
  addDays,
  browserTimeZone,
  byDay,
  coveringRange,
  dateIn,
  formatDay,
  formatPrice,
  formatTime,
  mondayOf,
  type Slot,
  weekFrom,
  zoneLabel,
  zonesDiffer,
} from '../lib/booking-time.ts';
import { apiFetch, ensureSession } from '../lib/session.ts';

type Modality = 'online' | 'in_person';
type StepName = 'service' | 'modality' | 'time' | 'details' | 'confirm';
type Field = 'name' | 'email' | 'phone' | 'message';

interface Props {
  locale: Locale;
  /** BCP 47 tag for dates, times and prices. */
  lang: string;
  /** The `booking.*` strings. */
  strings: Record<string, string>;
  therapist: {
    slug: string;
    name: string;
    timeZone: string;
    /** Where in-person sessions take place, in one line. */
    address: string | null;
  };
  services: BookableService[];
  /** Localised path of an appointment, with `{uid}` to fill in. */
  appointmentPath: string;
  signInHref: string;
}

interface Details {
  name: string;
  email: string;
  phone: string;
  message: string;
  firstSession: boolean;
}

/** A week's slots as loaded, or the load failed. */
type Week = Slot[] | 'error';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()/.-]*$/;
/** How far ahead "show the next free time" looks: the most one slots request covers. */
const LOOK_AHEAD_DAYS = 61;

/**
 * Booking a session: service → how to meet (when the service offers both) → day and time in the
 * client's own zone → details → confirm. Everything typed survives Back and a refused time; a taken
 * time brings the fresh times the API offers.
 */
export default function Booking({ locale, lang, strings, therapist, services, appointmentPath, signInHref }: Props) {
  const t = translatorFor(strings);
  const [step, setStep] = useState<StepName | 'done'>('service');
  const [serviceId, setServiceId] = useState(services.length === 1 ? (services[0]?.id ?? '') : '');
  const [modality, setModality] = useState<Modality | undefined>(undefined);
  // The server renders in the therapist's zone; the browser's replaces it once running.
  const [zone, setZone] = useState(therapist.timeZone);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [week, setWeek] = useState<string | undefined>(undefined);
  const [weeks, setWeeks] = useState<Record<string, Week>>({});
  const [day, setDay] = useState<string | undefined>(undefined);
  const [slot, setSlot] = useState<Slot | undefined>(undefined);
  const [fresh, setFresh] = useState<Slot[] | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const [noneAhead, setNoneAhead] = useState(false);
  const [details, setDetails] = useState<Details>({ name: '', email: '', phone: '', message: '', firstSession: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [result, setResult] = useState<{ uid: string; status: string } | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const loading = useRef(new Set<string>());
  /** Whether an empty first week should move on to the next free time by itself. */
  const jumpWhenEmpty = useRef(true);

  const service = services.find((s) => s.id === serviceId);
  const needsModality = service?.modality === 'both';
  const meet: Modality | undefined = service ? (service.modality === 'both' ? modality : service.modality) : undefined;
  const steps: StepName[] = [
    'service',
    ...(needsModality ? (['modality'] as const) : []),
    'time',
    'details',
    'confirm',
  ];
  const cacheKey = (monday: string) => `${serviceId}|${meet}|${zone}|${monday}`;

  useEffect(() => {
    const browserZone = browserTimeZone();
    const now = dateIn(new Date(), browserZone);
    setZone(browserZone);
    setToday(now);
    setWeek(mondayOf(now));
    apiFetch('/api/v1/auth/me', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Me>) : null))
      .then((account) => {
        setMe(account);
        if (account?.role === 'client') {
          setDetails((d) => ({ ...d, name: d.name || account.displayName, email: d.email || account.email }));
        }
      })
      .catch(() => setMe(null));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change, on purpose.
  useEffect(() => {
    // Focus the new step's heading for keyboard and screen-reader users, but not on first load.
    if (started.current) heading.current?.focus();
    started.current = true;
  }, [step]);

  const slotsUrl = (from: string, to: string) =>
    `/api/v1/therapists/${therapist.slug}/slots?serviceId=${serviceId}&from=${from}&to=${to}${
      needsModality && meet ? `&modality=${meet}` : ''
    }`;
  const fetchSlots = async (from: string, to: string): Promise<Slot[]> => {
    const response = await fetch(slotsUrl(from, to), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`slots: ${response.status}`);
    return ((await response.json()) as SlotList).slots;
  };

  const nextFree = async (after: string) => {
    const start = addDays(after, 7);
    setSearching(true);
    setNoneAhead(false);
    try {
      const first = (await fetchSlots(addDays(start, -1), addDays(start, LOOK_AHEAD_DAYS))).find(
        (s) => dateIn(s.start, zone) >= start,
      );
      if (first) {
        setWeek(mondayOf(dateIn(first.start, zone)));
        setDay(dateIn(first.start, zone));
      } else setNoneAhead(true);
    } catch {
      setNoneAhead(false);
      setWeeks((w) => ({ ...w, [cacheKey(after)]: 'error' }));
    } finally {
      setSearching(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a week loads once per service, way of meeting and zone.
  useEffect(() => {
    if (step !== 'time' || !week || !meet) return;
    const key = cacheKey(week);
    if (weeks[key] !== undefined || loading.current.has(key)) return;
    loading.current.add(key);
    const days = weekFrom(week);
    const { from, to } = coveringRange(days[0] ?? week, days[6] ?? week);
    fetchSlots(from, to)
      .then((slots) => {
        const inWeek = slots.filter((s) => days.includes(dateIn(s.start, zone)));
        setWeeks((w) => ({ ...w, [key]: inWeek }));
        if (inWeek.length === 0 && jumpWhenEmpty.current) void nextFree(week);
        jumpWhenEmpty.current = false;
      })
      .catch(() => setWeeks((w) => ({ ...w, [key]: 'error' })))
      .finally(() => loading.current.delete(key));
  }, [step, week, meet, serviceId, zone, weeks]);

  /** A new service or way of meeting: the times shown so far no longer apply. */
  const resetTime = () => {
    setWeek(today ? mondayOf(today) : undefined);
    setDay(undefined);
    setSlot(undefined);
    setFresh(undefined);
    setNoneAhead(false);
    jumpWhenEmpty.current = true;
  };

  const go = (to: StepName) => {
    setProblem('');
    setStep(to);
  };
  const back = () => {
    const at = steps.indexOf(step as StepName);
    if (at > 0) go(steps[at - 1] as StepName);
  };
  const forward = () => {
    const at = steps.indexOf(step as StepName);
    go(steps[at + 1] as StepName);
  };

  const validateDetails = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (details.name.trim() === '') found.name = t('booking.details.nameRequired');
    if (!EMAIL.test(details.email.trim())) found.email = t('booking.details.emailInvalid');
    if (!PHONE.test(details.phone.trim())) found.phone = t('booking.details.phoneInvalid');
    return found;
  };
  const focusField = (field: Field | undefined) => {
    if (field) document.getElementById(`booking-${field}`)?.focus();
  };

  const next = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    if (step === 'service' && !service) return setProblem(t('booking.service.required'));
    if (step === 'modality' && !meet) return setProblem(t('booking.modality.required'));
    if (step === 'time' && !slot) return setProblem(t('booking.time.required'));
    if (step === 'details') {
      const found = validateDetails();
      setErrors(found);
      if (Object.keys(found).length > 0) return focusField(Object.keys(found)[0] as Field);
    }
    if (step === 'confirm') return void submit();
    forward();
  };

  const submit = async () => {
    if (!service || !slot) return;
    setSending(true);
    const phone = details.phone.trim();
    const message = details.message.trim();
    const body: CreateBooking = {
      therapistSlug: therapist.slug,
      serviceId: service.id,
      start: slot.start,
      ...(needsModality && meet ? { modality: meet } : {}),
      firstSession: details.firstSession,
      locale,
      timeZone: zone,
      client: {
        name: details.name.trim(),
        email: details.email.trim(),
        ...(phone ? { phone } : {}),
        ...(message ? { message } : {}),
      },
    };
    try {
      // Booking is open to guests, so a lapsed session would silently turn a signed-in client's
      // booking into a guest's that waits for an email: renew it first.
      if (me) await ensureSession();
      const response = await fetch('/api/v1/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as {
        uid: string;
        status: string;
        code?: string;
        details?: unknown;
      };
      if (response.status === 201) {
        setResult({ uid: answer.uid, status: answer.status });
        setStep('done');
      } else if (answer.code === 'SLOT_UNAVAILABLE') {
        const offered = (answer.details as { slots?: Slot[] } | undefined)?.slots ?? [];
        // Every cached week may show the time that was just taken.
        setWeeks({});
        setSlot(undefined);
        setFresh(offered);
        setStep('time');
        setProblem(t('booking.time.taken'));
      } else if (response.status === 400 && Array.isArray(answer.details)) {
        refused(answer.details as { field: string }[]);
      } else if (response.status === 403) {
        setProblem(t('booking.notClient'));
      } else if (response.status === 429) {
        setProblem(t('booking.error.rateLimited'));
      } else {
        setProblem(t('booking.error'));
      }
    } catch {
      setProblem(t('booking.error'));
    } finally {
      setSending(false);
    }
  };

  /** The API refused fields: show each where it was typed. */
  const refused = (fields: { field: string }[]) => {
    const found: Partial<Record<Field, string>> = {};
    const messages: Record<Field, string> = {
      name: t('booking.details.nameRequired'),
      email: t('booking.details.emailInvalid'),
      phone: t('booking.details.phoneInvalid'),
      message: t('booking.details.messageInvalid'),
    };
    for (const { field } of fields) {
      const name = /^body\.client\.(name|email|phone|message)$/.exec(field)?.[1] as Field | undefined;
      if (name) found[name] = messages[name];
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStep('details');
      setProblem(t('booking.details.check'));
    } else if (fields.some((f) => f.field === 'body.start' || f.field === 'body.modality')) {
      setWeeks({});
      setSlot(undefined);
      setStep('time');
      setProblem(t('booking.time.required'));
    } else setProblem(t('booking.error'));
  };

  const price = (s: BookableService) =>
    s.price === 0 ? t('booking.service.free') : formatPrice(s.price, s.currency, lang);
  const when = (s: Slot, timeZone: string) =>
    t('booking.when', {
      date: formatDay(dateIn(s.start, timeZone), lang),
      start: formatTime(s.start, lang, timeZone),
      end: formatTime(s.end, lang, timeZone),
    });
  const place = (m: Modality | undefined) =>
    m === 'in_person'
      ? therapist.address
        ? t('booking.modality.inPersonAt', { address: therapist.address })
        : t('booking.modality.in_person')
      : t('booking.modality.online');

  const zones = (at?: Slot) => {
    const instant = at ? new Date(at.start) : new Date();
    return (
      <>
        <p className="hint">{t('booking.zone.yours', { zone: zoneLabel(zone, lang, instant) })}</p>
        {zonesDiffer(zone, therapist.timeZone, instant) && (
          <p className="hint">
            {at
              ? t('booking.zone.forTherapist', {
                  name: therapist.name,
                  when: when(at, therapist.timeZone),
                  zone: zoneLabel(therapist.timeZone, lang, instant),
                })
              : t('booking.zone.therapist', {
                  name: therapist.name,
                  zone: zoneLabel(therapist.timeZone, lang, instant),
                })}
          </p>
        )}
      </>
    );
  };

  const stepHeading = (key: string, params: Record<string, string> = {}) => (
    <h2 ref={heading} tabIndex={-1}>
      {t(key, params)}
    </h2>
  );

  const radio = (
    name: string,
    value: string,
    checked: boolean,
    onPick: () => void,
    label: ReactNode,
    extra: { disabled?: boolean | undefined; describedBy?: string | undefined } = {},
  ) => (
    <div className="option" key={value}>
      <input
        type="radio"
        id={`${name}-${value}`}
        name={name}
        value={value}
        checked={checked}
        disabled={extra.disabled}
        aria-describedby={extra.describedBy}
        onChange={onPick}
      />
      <label htmlFor={`${name}-${value}`}>{label}</label>
    </div>
  );

  const renderService = () => (
    <fieldset className="question">
      <legend>{stepHeading('booking.service.title')}</legend>
      <div className="options options-column booking-choices">
        {services.map((s) => (
          <div key={s.id}>
            {radio(
              'booking-service',
              s.id,
              s.id === serviceId,
              () => {
                if (s.id === serviceId) return;
                setServiceId(s.id);
                if (s.modality !== 'both') setModality(undefined);
                resetTime();
              },
              <>
                <strong>{s.name}</strong>
                <span className="choice-facts">
                  {t('booking.service.duration', { minutes: s.durationMinutes })} · {t(`booking.service.${s.modality}`)}{' '}
                  · {price(s)}
                </span>
              </>,
              { describedBy: s.description ? `booking-service-${s.id}-about` : undefined },
            )}
            {s.description && (
              <p id={`booking-service-${s.id}-about`} className="hint choice-about">
                {s.description}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );

  const renderModality = () => (
    <fieldset className="question">
      <legend>{stepHeading('booking.modality.title')}</legend>
      <div className="options options-column">
        {(['online', 'in_person'] as const).map((m) =>
          radio(
            'booking-modality',
            m,
            modality === m,
            () => {
              if (m === modality) return;
              setModality(m);
              resetTime();
            },
            place(m),
          ),
        )}
      </div>
    </fieldset>
  );

  const renderTime = () => {
    const days = week ? weekFrom(week) : [];
    const loaded = week ? weeks[cacheKey(week)] : undefined;
    const grouped = Array.isArray(loaded) ? byDay(loaded, zone) : new Map<string, Slot[]>();
    const shownDay = day && grouped.has(day) ? day : days.find((d) => grouped.has(d));
    const range =
      days.length > 0
        ? new Intl.DateTimeFormat(lang, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).formatRange(new Date(`${days[0]}T12:00:00Z`), new Date(`${days[6]}T12:00:00Z`))
        : '';
    const count = (n: number) =>
      n === 0
        ? t('booking.time.dayNone')
        : t(
            new Intl.PluralRules(lang).select(n) === 'one'
              ? 'booking.time.dayCount.one'
              : 'booking.time.dayCount.other',
            {
              count: n,
            },
          );
    return (
      <>
        {stepHeading('booking.time.title')}
        {zones()}
        {fresh && fresh.length > 0 && (
          <fieldset className="question">
            <legend>{t('booking.time.fresh')}</legend>
            <div className="options slot-options">
              {fresh.map((s) =>
                radio(
                  'booking-fresh',
                  s.start,
                  slot?.start === s.start,
                  () => {
                    setSlot(s);
                    setProblem('');
                  },
                  `${formatDay(dateIn(s.start, zone), lang, 'short')}, ${formatTime(s.start, lang, zone)}`,
                ),
              )}
            </div>
          </fieldset>
        )}
        <div className="week-nav">
          <button
            type="button"
            className="button"
            disabled={!week || !today || week <= mondayOf(today)}
            onClick={() => {
              jumpWhenEmpty.current = false;
              setNoneAhead(false);
              if (week) setWeek(addDays(week, -7));
            }}
          >
            {t('booking.time.previousWeek')}
          </button>
          <p aria-live="polite" className="week-range">
            {range}
          </p>
          <button
            type="button"
            className="button"
            disabled={!week}
            onClick={() => {
              jumpWhenEmpty.current = false;
              setNoneAhead(false);
              if (week) setWeek(addDays(week, 7));
            }}
          >
            {t('booking.time.nextWeek')}
          </button>
        </div>
        <div aria-live="polite">
          {loaded === undefined || searching ? (
            <p>{t('booking.time.loading')}</p>
          ) : loaded === 'error' ? (
            <p className="notice notice-error">
              {t('booking.time.error')}{' '}
              <button
                type="button"
                className="button"
                onClick={() => {
                  if (!week) return;
                  const key = cacheKey(week);
                  setWeeks(({ [key]: _failed, ...rest }) => rest);
                }}
              >
                {t('booking.time.retry')}
              </button>
            </p>
          ) : null}
        </div>
        {Array.isArray(loaded) && !searching && (
          <>
            <fieldset className="question">
              <legend>{t('booking.time.days', { range })}</legend>
              <div className="options day-options">
                {days.map((d) =>
                  radio(
                    'booking-day',
                    d,
                    d === shownDay,
                    () => setDay(d),
                    <>
                      {formatDay(d, lang, 'short')}{' '}
                      <span className="choice-facts">{count(grouped.get(d)?.length ?? 0)}</span>
                    </>,
                    { disabled: !grouped.has(d) },
                  ),
                )}
              </div>
            </fieldset>
            {shownDay ? (
              <fieldset className="question">
                <legend>{t('booking.time.times', { day: formatDay(shownDay, lang) })}</legend>
                <div className="options slot-options">
                  {(grouped.get(shownDay) ?? []).map((s) =>
                    radio(
                      'booking-time',
                      s.start,
                      slot?.start === s.start,
                      () => {
                        setSlot(s);
                        setProblem('');
                      },
                      formatTime(s.start, lang, zone),
                    ),
                  )}
                </div>
              </fieldset>
            ) : noneAhead ? (
              <p className="notice">{t('booking.time.noneAhead', { name: therapist.name })}</p>
            ) : (
              <p>
                {t('booking.time.emptyWeek')}{' '}
                <button type="button" className="button" onClick={() => week && void nextFree(week)}>
                  {t('booking.time.nextFree')}
                </button>
              </p>
            )}
          </>
        )}
      </>
    );
  };

  const field = (
    name: Field,
    label: string,
    input: (props: {
      id: string;
      'aria-invalid': true | undefined;
      'aria-describedby': string | undefined;
    }) => ReactNode,
    hint?: string,
  ) => {
    const describedBy = [hint && `booking-${name}-hint`, errors[name] && `booking-${name}-error`]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={`booking-${name}`}>{label}</label>
        {hint && (
          <p id={`booking-${name}-hint`} className="hint">
            {hint}
          </p>
        )}
        {input({
          id: `booking-${name}`,
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {errors[name] && (
          <p id={`booking-${name}-error`} className="field-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  const edit = (name: keyof Details) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDetails((d) => ({ ...d, [name]: value }));
    setErrors(({ [name as Field]: _fixed, ...rest }) => rest);
  };

  const renderDetails = () => (
    <>
      {stepHeading('booking.details.title')}
      {me?.role === 'client' ? (
        <p className="hint">{t('booking.details.signedIn', { email: me.email })}</p>
      ) : me === null ? (
        <p className="hint">
          <a href={signInHref}>{t('booking.details.signIn')}</a>
        </p>
      ) : null}
      {field('name', t('booking.details.name'), (props) => (
        <input
          {...props}
          type="text"
          autoComplete="name"
          maxLength={120}
          value={details.name}
          onChange={edit('name')}
        />
      ))}
      {field('email', t('booking.details.email'), (props) => (
        <input
          {...props}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={details.email}
          onChange={edit('email')}
        />
      ))}
      {field('phone', t('booking.details.phone'), (props) => (
        <input {...props} type="tel" autoComplete="tel" maxLength={40} value={details.phone} onChange={edit('phone')} />
      ))}
      {field(
        'message',
        t('booking.details.message', { name: therapist.name }),
        (props) => (
          <textarea {...props} rows={5} maxLength={2000} value={details.message} onChange={edit('message')} />
        ),
        t('booking.details.messageHint', { name: therapist.name }),
      )}
      <div className="option checkbox-option">
        <input
          type="checkbox"
          id="booking-first"
          checked={details.firstSession}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setDetails((d) => ({ ...d, firstSession: checked }));
          }}
        />
        <label htmlFor="booking-first">{t('booking.details.firstSession', { name: therapist.name })}</label>
      </div>
    </>
  );

  const renderConfirm = () =>
    service &&
    slot && (
      <>
        {stepHeading('booking.confirm.title')}
        <dl className="summary">
          <dt>{t('booking.confirm.service')}</dt>
          <dd>
            {service.name} · {t('booking.service.duration', { minutes: service.durationMinutes })}
          </dd>
          <dt>{t('booking.confirm.when')}</dt>
          <dd>
            {when(slot, zone)}
            {zones(slot)}
          </dd>
          <dt>{t('booking.confirm.where')}</dt>
          <dd>{place(meet)}</dd>
          <dt>{t('booking.confirm.price')}</dt>
          <dd>{price(service)}</dd>
          <dt>{t('booking.confirm.you')}</dt>
          <dd>
            {details.name.trim()}
            <br />
            {details.email.trim()}
            {details.phone.trim() && (
              <>
                <br />
                {details.phone.trim()}
              </>
            )}
            {details.firstSession && (
              <>
                <br />
                {t('booking.details.firstSession', { name: therapist.name })}
              </>
            )}
          </dd>
          {details.message.trim() && (
            <>
              <dt>{t('booking.confirm.message')}</dt>
              <dd className="message-text">{details.message.trim()}</dd>
            </>
          )}
        </dl>
        {me?.role !== 'client' && <p>{t('booking.confirm.guest', { minutes: GUEST_HOLD_MINUTES })}</p>}
      </>
    );

  if (step === 'done' && result) {
    const status =
      result.status === 'pending_email' ? 'guest' : result.status === 'confirmed' ? 'confirmed' : 'requested';
    return (
      <section className="card booking-done" aria-labelledby="booking-done-heading">
        <h2 id="booking-done-heading" ref={heading} tabIndex={-1}>
          {t(`booking.done.title.${status}`)}
        </h2>
        <p>
          {t(`booking.done.${status}`, {
            email: details.email.trim(),
            minutes: GUEST_HOLD_MINUTES,
            name: therapist.name,
          })}
        </p>
        {status !== 'guest' && (
          <p>
            <a className="button button-primary" href={appointmentPath.replace('{uid}', result.uid)}>
              {t('booking.done.view')}
            </a>
          </p>
        )}
      </section>
    );
  }

  const at = steps.indexOf(step as StepName);
  return (
    <form className="booking" onSubmit={next} noValidate>
      <div className="booking-progress">
        <p className="step-count">
          <progress value={at + 1} max={steps.length} aria-hidden="true" />{' '}
          {t('booking.progress', { step: at + 1, steps: steps.length })}
        </p>
        <ol className="booking-steps" aria-label={t('booking.progress.label')}>
          {steps.map((s, i) => (
            <li key={s} aria-current={i === at ? 'step' : undefined} className={i < at ? 'done' : undefined}>
              {t(`booking.step.${s}`)}
            </li>
          ))}
        </ol>
      </div>
      {me && me.role !== 'client' && <p className="notice notice-error">{t('booking.notClient')}</p>}
      {step === 'service' && renderService()}
      {step === 'modality' && renderModality()}
      {step === 'time' && renderTime()}
      {step === 'details' && renderDetails()}
      {step === 'confirm' && renderConfirm()}
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="survey-buttons">
        {at > 0 && (
          <button type="button" className="button" onClick={back} disabled={sending}>
            {t('booking.back')}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={sending}>
          {step === 'confirm'
            ? sending
              ? t('booking.confirm.sending')
              : t('booking.confirm.submit')
            : t('booking.next')}
        </button>
      </div>
    </form>
  );
}
