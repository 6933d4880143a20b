/**
 * Compile-time checks of the typed network fake (checked by `tsc -b`, never run): an answer must be a
 * body of its endpoint's type, and a key must be one of the contract's endpoints.
 */
import { emptyAnswer, fileAnswer, json, mockApi, networkError } from './network';

export function typedFakeAnswersAreChecked(): void {
  mockApi({
    'GET /api/trainees-per-year': () => json([{ year: 2025, count: 3 }]),
    'GET /api/admin-dashboard-stats': () => json({ message: 'Accès refusé' }, 403),
    'GET /api/registrations': () => emptyAnswer(500),
    'GET /api/trainee/trainings/past': () => networkError(),
    'GET /api/trainings/:id/export-attendees': () => fileAnswer('PK', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'stagiaires_3.xlsx' }),
  });
  mockApi({
    // @ts-expect-error a file where the endpoint answers JSON
    'GET /api/trainees-per-year': () => fileAnswer('%PDF-1.7', { type: 'application/pdf' }),
  });
  mockApi({
    // @ts-expect-error a body that is not the endpoint's answer
    'GET /api/trainees-per-year': () => json([{ year: '2025', count: 3 }]),
  });
  mockApi({
    // @ts-expect-error an untyped body
    'GET /api/trainees-per-year': () => json(JSON.parse('[]') as unknown),
  });
  mockApi({
    // @ts-expect-error a path the contract does not have
    'GET /api/no-such-endpoint': () => json({}),
  });
}
