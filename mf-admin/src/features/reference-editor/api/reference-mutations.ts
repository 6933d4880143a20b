/**
 * The reference editor's writes: add or rename an item (POST /api/{type}, PUT /api/{type}/{id}) and
 * soft-delete a mandate (DELETE /api/mandates/{id}). Each refreshes, through `referenceSaved`, the
 * lookups every form picks from and the pages that show the items' names.
 */
import { useMutation } from '@tanstack/react-query';
import type {
  ReferenceItem,
  ReferenceItemPayload,
  ReferenceType,
  TrainingCategoryPayload,
  TrainingPlacePayload,
  TrainingThemePayload,
} from '@irt/api/contract';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { EditorItem } from './reference-items';

type NamedType = Exclude<ReferenceType, 'training-themes' | 'training-categories' | 'training-places'>;

/** The simple lists share one body and one answer: their calls are checked once for all of them. */
const postNamed: (path: `/${NamedType}`, options: { body: ReferenceItemPayload }) => Promise<ReferenceItem> = api.post;
const putNamed: (path: `/${NamedType}/:id`, options: { params: { id: number }; body: ReferenceItemPayload }) => Promise<ReferenceItem> = api.put;

/** What the dialog sends: the body of the list's kind. */
export type ReferencePayload =
  | { kind: 'named'; body: ReferenceItemPayload }
  | { kind: 'theme'; body: TrainingThemePayload }
  | { kind: 'category'; body: TrainingCategoryPayload }
  | { kind: 'place'; body: TrainingPlacePayload };

function isNamed(type: ReferenceType): type is NamedType {
  return type !== 'training-themes' && type !== 'training-categories' && type !== 'training-places';
}

async function save(type: ReferenceType, id: number | null, payload: ReferencePayload): Promise<EditorItem> {
  switch (payload.kind) {
    case 'theme':
      return id === null
        ? api.post('/training-themes', { body: payload.body })
        : api.put('/training-themes/:id', { params: { id }, body: payload.body });
    case 'category':
      if (id === null) throw new Error("Les catégories de formation ne s'ajoutent pas.");
      return api.put('/training-categories/:id', { params: { id }, body: payload.body });
    case 'place':
      return id === null
        ? api.post('/training-places', { body: payload.body })
        : api.put('/training-places/:id', { params: { id }, body: payload.body });
    case 'named':
      if (!isNamed(type)) throw new Error(`La liste ${type} demande d'autres champs.`);
      return id === null ? postNamed(`/${type}`, { body: payload.body }) : putNamed(`/${type}/:id`, { params: { id }, body: payload.body });
  }
}

/** Adds (`id` null) or renames an item of `type`. */
export function useSaveReferenceItem(type: ReferenceType) {
  const refresh = useInvalidateAfter('referenceSaved');
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: ReferencePayload }) => save(type, id, payload),
    onSuccess: refresh,
  });
}

/** Soft-deletes a mandate: it leaves the lists users pick from and stays on the profiles. */
export function useDeleteMandate() {
  const refresh = useInvalidateAfter('referenceSaved');
  return useMutation({
    mutationFn: (id: number) => api.delete('/mandates/:id', { params: { id } }),
    onSuccess: refresh,
  });
}
