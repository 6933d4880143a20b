/**
 * PATCH /api/trainings-expenses/{trainingId}/profiles/{profileId}/calculate-transport-cost: the transport
 * the server computes for a vehicle category (nothing is saved, so it is read as a query), from the
 * communes or, when their positions are unknown, from the distance typed by the staff. The panel asks
 * only when it can be computed (the panel says whether the distance is known), so the usual screen sends
 * no request bound to fail; a refusal that still comes (400, 422) is answered here as `{ failure }` for
 * the panel's warning.
 */
import { useQuery } from '@tanstack/react-query';
import { api, readApiError } from '@irt/shared-auth';
import type { TransportCalculation } from '@irt/api/contract';
import { expensePanelKeys } from './get-expense-panel';

export type TransportPreview = { calculation: TransportCalculation; failure: null } | { calculation: null; failure: string };

export function useTransportPreview(
  trainingId: number,
  profileId: number,
  vehicleCategoryId: number | null,
  enabled: boolean,
  manualDistance: number | null = null,
) {
  return useQuery({
    queryKey: [...expensePanelKeys.transport(trainingId, profileId, vehicleCategoryId), manualDistance] as const,
    enabled,
    queryFn: async (): Promise<TransportPreview> => {
      try {
        const calculation = await api.patch('/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
          params: { trainingId, profileId },
          body: manualDistance === null ? { vehicle_category_id: vehicleCategoryId } : { vehicle_category_id: vehicleCategoryId, manual_distance: manualDistance },
        });
        return { calculation, failure: null };
      } catch (error) {
        const details = readApiError(error);
        if ((details.status === 400 || details.status === 422) && details.message) return { calculation: null, failure: details.message };
        throw error;
      }
    },
  });
}
