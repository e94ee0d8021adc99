import { zonedClock } from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import { dateIn, instantOf, zonedFormat } from '../../../lib/booking-time.ts';
import { useWords } from '../../words.tsx';
import { useAppointmentAction } from '../appointment-actions.ts';
import { ConfirmDialog } from '../billing/invoice-parts.tsx';
import { clientPath } from '../clients/paths-and-money.ts';
import LabelledInput from '../LabelledInput.tsx';
import { useShell } from '../shell.tsx';
import type { Session } from './TimeGrid.tsx';

/** A session's day and start time (in five-minute steps), as moving one and booking one ask for them. */
export function SessionStart(props: {
  id: string;
  required?: boolean;
  date: string;
  time: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) {
  const { t } = useWords();
  const { id, required = false } = props;
  return (
    <>
      <LabelledInput
        id={`${id}-date`}
        label={t('dashboard.calendarSettings.exceptions.date')}
        type="date"
        required={required}
        value={props.date}
        onValue={props.onDate}
      />
      <LabelledInput
        id={`${id}-time`}
        label={t('dashboard.calendar.time')}
        type="time"
        step={300}
        required={required}
        value={props.time}
        onValue={props.onTime}
      />
    </>
  );
}

/** The chosen session: its details, its client's record, and moving or cancelling it. */
export default function SessionPanel({
  session,
  zone,
  onDone,
}: {
  session: Session;
  zone: string;
  onDone: (message: string) => void;
}) {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const start = new Date(session.start);
  const [date, setDate] = useState(dateIn(start, zone));
  const [clock, setClock] = useState(zonedClock(start, zone));
  const [error, setError] = useState('');
  const action = useAppointmentAction();
  const cancelling = action.isPending && action.variables.action === 'cancel';
  const cancelDialog = useRef<HTMLDialogElement>(null);
  const active = ['requested', 'confirmed'].includes(session.status) && start.getTime() > Date.now();
  const { clientId } = session;
  const when = zonedFormat(locale, zone, { dateStyle: 'full', timeStyle: 'short' });
  const cancel = () =>
    action.mutate(
      { uid: session.uid, action: 'cancel' },
      {
        onSettled: () => cancelDialog.current?.close(),
        onSuccess: () => onDone(t('dashboard.sessions.done.cancel', { client: session.clientName })),
        onError: () => setError(t('dashboard.sessions.actionFailed')),
      },
    );
  const move = (event: SyntheticEvent) => {
    event.preventDefault();
    action.mutate(
      { uid: session.uid, action: 'reschedule', body: { start: instantOf(date, clock, zone).toISOString() } },
      {
        onSuccess: () => onDone(t('dashboard.calendar.moved', { client: session.clientName })),
        onError: (problem) =>
          setError(
            problem.code === 'SLOT_UNAVAILABLE' ? t('dashboard.calendar.taken') : t('dashboard.calendar.moveFailed'),
          ),
      },
    );
  };
  return (
    <section className="card calendar-panel" aria-labelledby="panel-heading">
      <h2 id="panel-heading" tabIndex={-1} ref={(el) => el?.focus()}>
        {session.clientName}
      </h2>
      <p>
        {when.format(start)} · {session.serviceName} · {t(`dashboard.sessions.modality.${session.modality}`)} ·{' '}
        {t(`dashboard.sessions.status.${session.status}`)}
      </p>
      {session.program && (
        <p>
          <span className="badge badge-verified">
            {t('dashboard.sessions.program', { company: session.program.companyName })}
          </span>
        </p>
      )}
      {clientId !== null && (
        // A guest who has not confirmed their address has no client record to open yet.
        <p>
          <a
            href={clientPath(clientId)}
            onClick={(e) => {
              e.preventDefault();
              navigate(clientPath(clientId));
            }}
          >
            {t('dashboard.calendar.openClient')}
          </a>
        </p>
      )}
      {active && (
        <>
          <form onSubmit={move} noValidate>
            <fieldset>
              <legend>{t('dashboard.calendar.move')}</legend>
              <SessionStart id="move" date={date} time={clock} onDate={setDate} onTime={setClock} />
              {error && (
                <p className="notice notice-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="button button-primary">
                {t('dashboard.calendar.moveSubmit')}
              </button>
            </fieldset>
          </form>
          <button type="button" className="button" onClick={() => cancelDialog.current?.showModal()}>
            {t('dashboard.sessions.cancel')}
          </button>
          <ConfirmDialog
            dialogRef={cancelDialog}
            title={t('dashboard.sessions.cancel')}
            confirmLabel={t('dashboard.sessions.cancel')}
            cancelLabel={t('dashboard.calendar.keep')}
            busy={cancelling}
            onConfirm={cancel}
          >
            <p>{t('dashboard.sessions.cancelConfirm', { client: session.clientName })}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
