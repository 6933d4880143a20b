/**
 * Unions and mandates of a profile: POST /api/profiles/{id}/unions, PUT …/unions/pivot/{pivotId},
 * POST /api/profiles/{id}/mandates, PUT …/mandates/{pivotId} (is_valid false withdraws a mandate).
 */
import { api } from '@irt/shared-auth';
import type { MandateCreate, MandateUpdate, UnionCreate, UnionUpdate } from '@irt/api/contract';
import { useProfileWrite } from '@irt/shared-auth/endpoints';

export function useAddUnion(profileId: number) {
  return useProfileWrite((body: UnionCreate) => api.post('/profiles/:id/unions', { params: { id: profileId }, body }), profileId);
}

export function useUpdateUnion(profileId: number) {
  return useProfileWrite(({ pivotId, ...body }: UnionUpdate & { pivotId: number }) =>
    api.put('/profiles/:id/unions/pivot/:pivotId', { params: { id: profileId, pivotId }, body }), profileId);
}

export function useAddMandate(profileId: number) {
  return useProfileWrite((body: MandateCreate) => api.post('/profiles/:id/mandates', { params: { id: profileId }, body }), profileId);
}

export function useUpdateMandate(profileId: number) {
  return useProfileWrite(({ pivotId, ...body }: MandateUpdate & { pivotId: number }) =>
    api.put('/profiles/:id/mandates/:pivotId', { params: { id: profileId, pivotId }, body }), profileId);
}
