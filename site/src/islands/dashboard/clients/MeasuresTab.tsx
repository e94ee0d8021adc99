import { type ClientMeasures, type MeasureAssignment, plural } from '@calma/api/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { type ApiError, useApiMutation } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import LabelledInput from '../LabelledInput.tsx';
import {
  INSTRUMENT_LABELS,
  type InstrumentTexts,
  MEASURE_TESTS,
  TEST_NAMES,
  useInstrumentTexts,
} from '../measures/instrument-texts.ts';
import ScoreChart from '../measures/ScoreChart.tsx';
import { Table } from '../parts/DataTable.tsx';
import { LiveNotice, type Notice } from '../parts/LiveNotice.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

type Schedule = MeasureAssignment['schedule'];
type Series = ClientMeasures['series'][number];

/**
 * Questionnaires (decision 036): risk answers to act on, sending one (once, before each session or
 * every N weeks), each instrument's scores over time as a chart with its bands and as a table, the
 * reliable change from the first score to the latest, the latest answers, and what was sent.
 */
export default function MeasuresTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = encodeURIComponent(params.id ?? '');
  const path = `/api/v1/clients/${id}/measures`;
  const query = useRecord<ClientMeasures>(path);
  const texts = useInstrumentTexts(locale).data;
  const data = query.data;
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const day = (iso: string) => date.format(new Date(iso));
  const [message, setMessage] = useState<Notice | undefined>(undefined);

  const stopping = useApiMutation<MeasureAssignment, string>(
    (assignmentId) => ({ path: `${path}/${assignmentId}/stop`, method: 'POST' }),
    { invalidates: [path] },
  );
  const revoking = useApiMutation<MeasureAssignment, string>(
    (requestId) => ({ path: `${path}/requests/${requestId}/revoke`, method: 'POST' }),
    { invalidates: [path] },
  );
  const seeing = useApiMutation<null, void>(() => ({ path: `${path}/alerts/seen`, method: 'POST' }), {
    invalidates: [path, '/api/v1/measures/alerts'],
  });

  const titleOf = (slug: string) => texts?.tests[slug]?.title ?? slug;
  const labelOf = (slug: string) => INSTRUMENT_LABELS[TEST_NAMES[slug] ?? ''] ?? slug;
  const failed = () => setMessage({ text: t('dashboard.measures.error'), error: true });

  return (
    <RecordLayout params={params} tab="measures" name={data?.client.name} query={query}>
      {data && (
        <div className="measures">
          {data.alerts.length > 0 && (
            <section className="notice notice-error measure-alert" aria-labelledby="measure-alert-title">
              <h2 id="measure-alert-title">{t('dashboard.measures.alert.title')}</h2>
              <ul>
                {data.alerts.map((alert) => (
                  <li key={alert.requestId}>
                    {t('dashboard.measures.alert.item', { test: labelOf(alert.test), date: day(alert.answeredAt) })}
                  </li>
                ))}
              </ul>
              <p>{t('dashboard.measures.alert.advice')}</p>
              <ChangeButton change={seeing} value={undefined} onError={failed}>
                {t('dashboard.measures.alert.seen')}
              </ChangeButton>
            </section>
          )}

          <LiveNotice message={message} />
          <AssignForm path={path} labelOf={labelOf} titleOf={titleOf} />

          {data.series.length === 0 ? (
            <p>{t('dashboard.measures.none')}</p>
          ) : (
            data.series.map((series) => (
              <SeriesView key={series.test} series={series} texts={texts} label={labelOf(series.test)} day={day} />
            ))
          )}

          <section aria-labelledby="measure-sent-title">
            <h2 id="measure-sent-title">{t('dashboard.measures.sent.title')}</h2>
            {data.assignments.length === 0 ? (
              <p>{t('dashboard.measures.sent.none')}</p>
            ) : (
              <ul className="measure-assignments">
                {data.assignments.map((assignment) => (
                  <li key={assignment.id} className="card">
                    <h3>
                      {labelOf(assignment.test)} –{' '}
                      {assignment.schedule === 'every_weeks'
                        ? t(`dashboard.measures.schedule.everyN.${plural(locale, assignment.intervalWeeks ?? 1)}`, {
                            weeks: assignment.intervalWeeks ?? 1,
                          })
                        : t(`dashboard.measures.schedule.${assignment.schedule}`)}
                    </h3>
                    <p>
                      {assignment.stoppedAt
                        ? t(`dashboard.measures.stopped.${assignment.stopReason ?? 'therapist'}`, {
                            date: day(assignment.stoppedAt),
                          })
                        : t('dashboard.measures.running', { date: day(assignment.createdAt) })}
                    </p>
                    {assignment.requests.length > 0 && (
                      <ul>
                        {assignment.requests.map((request) => (
                          <li key={request.id}>
                            {t(`dashboard.measures.request.${request.state}`, {
                              sent: day(request.sentAt),
                              date: day(request.answeredAt ?? request.expiresAt),
                            })}{' '}
                            {request.state === 'open' && (
                              <ChangeButton change={revoking} value={request.id} onError={failed} small>
                                {t('dashboard.measures.revoke', { date: day(request.sentAt) })}
                              </ChangeButton>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                    {!assignment.stoppedAt && (
                      <ChangeButton change={stopping} value={assignment.id} onError={failed}>
                        {t('dashboard.measures.stop', { test: labelOf(assignment.test) })}
                      </ChangeButton>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </RecordLayout>
  );
}

/** A button that sends one change to the record; it waits while a change of its kind is on the way. */
function ChangeButton<V>({
  change,
  value,
  onError,
  small = false,
  children,
}: {
  change: Pick<UseMutationResult<unknown, ApiError, V>, 'mutate' | 'isPending'>;
  value: V;
  onError: () => void;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={small ? 'button button-small' : 'button'}
      disabled={change.isPending}
      onClick={() => change.mutate(value, { onError })}
    >
      {children}
    </button>
  );
}

function SeriesView({
  series,
  texts,
  label,
  day,
}: {
  series: Series;
  texts: InstrumentTexts | undefined;
  label: string;
  day: (iso: string) => string;
}) {
  const { t } = useWords();
  const words = texts?.tests[series.test];
  const bandTitle = (key: string) => words?.bands[key] ?? key;
  const heading = `series-${series.test}`;
  const change = series.change;
  const latest = series.latest;
  return (
    <section className="card measure-series" aria-labelledby={heading}>
      <h2 id={heading}>{`${label} – ${words?.title ?? series.test}`}</h2>
      <ScoreChart
        series={series}
        label={t('dashboard.measures.chart.label', { test: label })}
        description={t('dashboard.measures.chart.description', { count: series.scores.length, max: series.max })}
        bandTitle={bandTitle}
        dateLabel={day}
      />
      <Table
        caption={t('dashboard.measures.table.caption', { test: label })}
        rows={series.scores}
        rowKey={(score) => score.requestId}
        rowHeaders={false}
        columns={[
          { head: t('dashboard.measures.table.date'), cell: (score) => day(score.answeredAt) },
          {
            head: t('dashboard.measures.table.score'),
            cell: (score) => t('dashboard.measures.table.of', { score: score.score, max: series.max }),
          },
          {
            head: t('dashboard.measures.table.band'),
            cell: (score) => (
              <>
                {bandTitle(score.band)}
                {score.risk && <strong> {t('dashboard.measures.table.risk')}</strong>}
              </>
            ),
          },
        ]}
      />
      <p className="measure-change">
        {change
          ? t(`dashboard.measures.change.${change.verdict}`, {
              first: change.first,
              latest: change.latest,
              index: change.index,
              criterion: change.criterion,
            })
          : t(series.test === 'adhd' ? 'dashboard.measures.change.screen' : 'dashboard.measures.change.fewer')}
      </p>
      {latest && words && (
        <details>
          <summary>{t('dashboard.measures.latest.title', { date: day(latest.answeredAt) })}</summary>
          <Table
            caption={t('dashboard.measures.latest.title', { date: day(latest.answeredAt) })}
            captionClassName="visually-hidden"
            rows={latest.answers.map((answer, index) => ({ ...answer, index }))}
            rowKey={(answer) => String(answer.item)}
            rowHeaders={false}
            columns={[
              {
                head: t('dashboard.measures.latest.question'),
                cell: (answer) => `${answer.index + 1}. ${words.items[answer.index] ?? ''}`,
              },
              {
                head: t('dashboard.measures.latest.answer'),
                cell: (answer) => words.options[answer.position] ?? answer.position,
              },
              { head: t('dashboard.measures.latest.points'), cell: (answer) => answer.points },
            ]}
          />
        </details>
      )}
    </section>
  );
}

/** Sending a questionnaire: which one, and once, before each session or every N weeks. */
function AssignForm({
  path,
  labelOf,
  titleOf,
}: {
  path: string;
  labelOf: (slug: string) => string;
  titleOf: (slug: string) => string;
}) {
  const { t } = useWords();
  const [test, setTest] = useState<string>('depression');
  const [schedule, setSchedule] = useState<Schedule>('before_session');
  const [weeks, setWeeks] = useState('2');
  const [message, setMessage] = useState<Notice | undefined>(undefined);
  const assigning = useApiMutation<MeasureAssignment, object>((body) => ({ path, method: 'POST', body }), {
    invalidates: [path],
  });
  const assign = (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const body = { test, schedule, ...(schedule === 'every_weeks' ? { intervalWeeks: Number(weeks) } : {}) };
    assigning.mutate(body, {
      onSuccess: () =>
        setMessage({ text: t(`dashboard.measures.assigned.${schedule}`, { test: labelOf(test) }), error: false }),
      onError: () => setMessage({ text: t('dashboard.measures.error'), error: true }),
    });
  };
  return (
    <section className="card" aria-labelledby="measure-assign-title">
      <h2 id="measure-assign-title">{t('dashboard.measures.assign.title')}</h2>
      <form onSubmit={assign}>
        <div className="field">
          <label htmlFor="measure-test">{t('dashboard.measures.assign.test')}</label>
          <select id="measure-test" value={test} onChange={(event) => setTest(event.currentTarget.value)}>
            {MEASURE_TESTS.map((slug) => (
              <option key={slug} value={slug}>
                {`${labelOf(slug)} – ${titleOf(slug)}`}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend>{t('dashboard.measures.assign.schedule')}</legend>
          {(['once', 'before_session', 'every_weeks'] as const).map((each) => (
            <div className="option" key={each}>
              <input
                type="radio"
                id={`measure-schedule-${each}`}
                name="measure-schedule"
                checked={schedule === each}
                onChange={() => setSchedule(each)}
              />
              <label htmlFor={`measure-schedule-${each}`}>{t(`dashboard.measures.schedule.${each}`)}</label>
            </div>
          ))}
        </fieldset>
        {schedule === 'every_weeks' && (
          <LabelledInput
            id="measure-weeks"
            label={t('dashboard.measures.assign.weeks')}
            type="number"
            min={1}
            max={52}
            required
            value={weeks}
            onValue={setWeeks}
          />
        )}
        <button type="submit" className="button button-primary" disabled={assigning.isPending}>
          {t('dashboard.measures.assign.submit')}
        </button>
      </form>
      <LiveNotice message={message} />
    </section>
  );
}
