import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi.ts';

describe('operationIdOf', () => {
  it('names an operation in camelCase after its method and path, parameters as "by"', () => {
    expect(operationIdOf('GET', '/api/health')).toBe('getHealth');
    expect(operationIdOf('POST', '/api/v1/auth/sign-out-everywhere')).toBe('postAuthSignOutEverywhere');
    expect(operationIdOf('GET', '/api/v1/therapists/:slug/slots')).toBe('getTherapistsBySlugSlots');
    expect(operationIdOf('GET', '/api/v1/appointments/:uid/calendar.ics')).toBe('getAppointmentsByUidCalendarIcs');
    expect(operationIdOf('PUT', '/api/v1/clients/:id/notes/:noteId')).toBe('putClientsByIdNotesByNoteId');
  });

  it('tells apart the same path under different methods', () => {
    expect(operationIdOf('PUT', '/api/v1/favourites/:slug')).not.toBe(
      operationIdOf('DELETE', '/api/v1/favourites/:slug'),
    );
  });
});
