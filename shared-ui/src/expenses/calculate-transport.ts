/**
 * PATCH /api/trainings-expenses/{trainingId}/profiles/{profileId}/calculate-transport-cost: the transport
 * the server computes for a vehicle category (nothing is saved, so it is read as a query). A 400 carries
 * why it cannot be computed: answered here as `{ failure }` for the panel's warning.
 */
import { useQuery } from '@tanstack/react-query';
import { api, readApiError } from '@irt/shared-auth';
import type { TransportCalculation } from '@irt/api/contract';
import { expensePanelKeys } from './get-expense-panel';

export type TransportPreview = { calculation: TransportCalculation; failure: null } | { calculation: null; failure: string };

export function useTransportPreview(trainingId: number, profileId: number, vehicleCategoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: expensePanelKeys.transport(trainingId, profileId, vehicleCategoryId),
    enabled,
    queryFn: async (): Promise<TransportPreview> => {
      try {
        const calculation = await api.patch('/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
          params: { trainingId, profileId },
          body: { vehicle_category_id: vehicleCategoryId },
        });
        return { calculation, failure: null };
      } catch (error) {
        const details = readApiError(error);
        if (details.status === 400 && details.message) return { calculation: null, failure: details.message };
        throw error;
      }
    },
  });
}
