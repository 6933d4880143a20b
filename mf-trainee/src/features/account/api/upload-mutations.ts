/**
 * The vehicle's file, sent as multipart: POST /api/vehicle/profile (PDF ≤ 2048 KB); DELETE
 * /api/vehicle/delete removes the vehicle. The picture is `useUploadProfilePicture` of `@irt/shared-auth/endpoints`.
 * The server checks each file by its content and answers a French message when it refuses it.
 */
import { api } from '@irt/shared-auth';
import { useProfileWrite } from '@irt/shared-auth/endpoints';

function multipart(profileId: number, field: string, file: File): FormData {
  const form = new FormData();
  form.append('profile_id', String(profileId));
  form.append(field, file);
  return form;
}

export function useUploadVehicleRegistration(profileId: number) {
  return useProfileWrite((file: File) =>
    api.post('/vehicle/profile', { body: multipart(profileId, 'vehicle_registration_pdf', file) }), profileId);
}

export function useDeleteVehicle(profileId: number) {
  return useProfileWrite(() => api.delete('/vehicle/delete', { query: { profile_id: profileId } }), profileId);
}
