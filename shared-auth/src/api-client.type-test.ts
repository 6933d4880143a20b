/**
 * Compile-time checks of the typed client (checked by `tsc -b`, never run): paths, params, query and
 * answers come from the contract's endpoint table.
 */
import type { Paged, RegistrationListItem, TraineesPerYear } from '@irt/api/contract';
import { api } from './api-client';
import { downloadFile } from './download';

export async function typedCallsAreChecked(): Promise<void> {
  const years: TraineesPerYear[] = await api.get('/trainees-per-year');
  const page: Paged<RegistrationListItem> = await api.get('/registrations', { query: { status: 'preinscription', page: 2 } });
  void years;
  void page;
  // @ts-expect-error a path the contract does not have
  await api.get('/no-such-endpoint');
  // @ts-expect-error a query value outside the endpoint's schema
  await api.get('/registrations', { query: { status: 'inconnu' } });
  // @ts-expect-error a GET path asked with POST
  await api.post('/registrations');
}

export async function typedDownloadsAreChecked(): Promise<void> {
  await downloadFile('/trainings/:id/export-attendees', { params: { id: 3 } }, 'stagiaires_3.xlsx');
  // @ts-expect-error an endpoint that answers JSON, not a file
  await downloadFile('/trainees-per-year', {}, 'x.pdf');
  // @ts-expect-error the endpoint's params missing
  await downloadFile('/trainings/:id/export-attendees', {}, 'stagiaires.xlsx');
}
