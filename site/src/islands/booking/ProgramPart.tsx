import { type KeyboardEvent, useEffect, useState } from 'react';
import './program.css';
import { formatDay } from '../../lib/booking-time.ts';
import { languageName } from '../forms/fields.tsx';
import type { ProgramField } from './booking-state.ts';
import type { StepProps } from './step-parts.tsx';

const FIELDS = [
  { name: 'code', autoComplete: 'off', type: 'text', maxLength: 32 },
  { name: 'email', autoComplete: 'email', type: 'email', maxLength: 254 },
] as const;

/**
 * "Booking through your employer?": an optional part of the first step. An access code, a work
 * address or both are checked with the API; once covered, it says by whom and how many sessions are
 * left, and the services narrow to those the employer covers. Removing the cover leaves a normal
 * booking with everything chosen and typed still there.
 */
export default function ProgramPart({ booking, words }: Pick<StepProps, 'booking' | 'words'>) {
  const { t, lang, therapist } = words;
  const { code, email, checking, cover, error } = booking.state.program;
  const [open, setOpen] = useState(Boolean(cover || error || code || email));
  // A refusal opens the part again, so the field it names can take focus.
  useEffect(() => {
    if (error) setOpen(true);
  }, [error]);

  const check = async () => {
    const refused = await booking.checkCover();
    if (refused) document.getElementById(`booking-program-${refused}`)?.focus();
  };
  // Enter in a field checks the code rather than moving on to the next step.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void check();
  };
  const message = (field: ProgramField) => {
    if (error?.field !== field) return undefined;
    return t(error.key, {
      name: therapist.name,
      ...(error.resetsOn ? { date: formatDay(error.resetsOn, lang) } : {}),
    });
  };

  return (
    <details className="booking-program" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('booking.program.summary')}</summary>
      <div aria-live="polite">
        {cover && (
          <div className="notice booking-program-cover">
            <p>
              <strong>{t('booking.program.coveredBy', { company: cover.companyName })}</strong>{' '}
              {cover.sessionsLeft === null
                ? t(`booking.program.budget.${cover.period}`, { total: cover.sessionsPerEmployee })
                : t(`booking.program.left.${cover.period}`, {
                    left: cover.sessionsLeft,
                    total: cover.sessionsPerEmployee,
                  })}
            </p>
            <p>{t('booking.program.free')}</p>
            {cover.languages.length > 0 && (
              <p className="hint">
                {t('booking.program.languages', {
                  name: therapist.name,
                  languages: cover.languages.map((l) => languageName(lang, l)).join(', '),
                })}
              </p>
            )}
            <p className="hint">{t('booking.program.private')}</p>
            <button type="button" className="button" onClick={booking.removeCover}>
              {t('booking.program.remove')}
            </button>
          </div>
        )}
      </div>
      {!cover && (
        <div className="booking-program-fields">
          <p className="hint">{t('booking.program.lead')}</p>
          {FIELDS.map(({ name, ...input }) => {
            const id = `booking-program-${name}`;
            const problem = message(name);
            const describedBy = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
            return (
              <div className="field" key={name}>
                <label htmlFor={id}>{t(`booking.program.${name}`)}</label>
                <p id={`${id}-hint`} className="hint">
                  {t(`booking.program.${name}Hint`)}
                </p>
                <input
                  id={id}
                  {...input}
                  value={name === 'code' ? code : email}
                  spellCheck={false}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={describedBy}
                  onKeyDown={onKey}
                  onChange={(event) => booking.editProgram(name, event.currentTarget.value)}
                />
                {problem && (
                  <p id={`${id}-error`} className="field-error" role="alert">
                    {problem}
                  </p>
                )}
              </div>
            );
          })}
          <div className="button-row">
            <button type="button" className="button" disabled={checking} onClick={() => void check()}>
              {checking ? t('booking.program.checking') : t('booking.program.check')}
            </button>
            {(code || email) && (
              <button type="button" className="button" disabled={checking} onClick={booking.removeCover}>
                {t('booking.program.clear')}
              </button>
            )}
          </div>
        </div>
      )}
    </details>
  );
}
