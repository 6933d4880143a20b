import Typography from '@mui/material/Typography';
import { usePublishedResults } from '@irt/shared-auth/endpoints';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PublishedResultsView } from '@irt/shared-ui/components/PublishedResultsView';
import { PublicLayout } from './PublicLayout';

/** 'Nos résultats', open to anyone: the satisfaction and completion results the institute publishes. */
export default function PublishedResultsPage() {
  const results = usePublishedResults();
  return (
    <PublicLayout title="Nos résultats" width="wide">
      {results.isPending ? <ListSkeleton rows={2} /> : null}
      {results.isError ? <Typography role="alert">Les résultats n’ont pas pu être chargés. Veuillez réessayer plus tard.</Typography> : null}
      {results.data ? <PublishedResultsView results={results.data} title={false} /> : null}
    </PublicLayout>
  );
}
