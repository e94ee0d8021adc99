import { useApiCache, useApiMutation } from '../../lib/query.ts';

export type AppointmentAction = 'confirm' | 'decline' | 'cancel' | 'complete' | 'no-show' | 'reschedule';

/** What a change to an appointment makes stale: the sessions lists (the calendar's too), the home's figures, client records. */
export const APPOINTMENT_VIEWS = ['/api/v1/sessions', '/api/v1/dashboard/overview', '/api/v1/clients'];

/**
 * A therapist answers, cancels, moves or closes an appointment. Whatever the answer (a refusal may
 * mean it changed meanwhile), the screens showing appointments read them again.
 */
export function useAppointmentAction() {
  const cache = useApiCache();
  return useApiMutation(
    ({ uid, action, body }: { uid: string; action: AppointmentAction; body?: unknown }) => ({
      path: `/api/v1/appointments/${uid}/${action}`,
      method: 'POST',
      // Cancelling takes an optional reason; sending none is an empty one.
      body: body ?? (action === 'cancel' ? {} : undefined),
    }),
    { invalidates: APPOINTMENT_VIEWS, onError: () => void cache.invalidate(...APPOINTMENT_VIEWS) },
  );
}
