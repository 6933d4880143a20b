import { usePublishedResults } from '@irt/shared-auth/endpoints';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PublishedResultsView } from '@irt/shared-ui/components/PublishedResultsView';

/** 'Nos résultats' under the catalogue (the same section as the visitors' page /nos-resultats). */
export function PublishedResults() {
  const results = usePublishedResults();
  if (results.isPending) return <ListSkeleton rows={2} />;
  if (!results.data) return null;
  return <PublishedResultsView results={results.data} />;
}
