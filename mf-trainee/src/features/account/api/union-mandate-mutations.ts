/**
 * Unions and mandates of a profile: POST /api/profiles/{id}/unions, PUT …/unions/pivot/{pivotId},
 * POST /api/profiles/{id}/mandates, PUT …/mandates/{pivotId} (is_valid false withdraws a mandate).
 */
import { http } from '@irt/shared-auth';
import type { MandateCreate, MandateSaved, MandateUpdate, UnionCreate, UnionSaved, UnionUpdate } from '@irt/api/contract';
import { useProfileWrite } from './use-profile-write';

export function useAddUnion(profileId: number) {
  return useProfileWrite((body: UnionCreate) => http.post(`profiles/${profileId}/unions`, { json: body }).json<UnionSaved>(), profileId);
}

export function useUpdateUnion(profileId: number) {
  return useProfileWrite(({ pivotId, ...body }: UnionUpdate & { pivotId: number }) =>
    http.put(`profiles/${profileId}/unions/pivot/${pivotId}`, { json: body }).json<UnionSaved>(), profileId);
}

export function useAddMandate(profileId: number) {
  return useProfileWrite((body: MandateCreate) => http.post(`profiles/${profileId}/mandates`, { json: body }).json<MandateSaved>(), profileId);
}

export function useUpdateMandate(profileId: number) {
  return useProfileWrite(({ pivotId, ...body }: MandateUpdate & { pivotId: number }) =>
    http.put(`profiles/${profileId}/mandates/${pivotId}`, { json: body }).json<MandateSaved>(), profileId);
}
