import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export interface ListSkeletonProps {
  rows?: number;
}

/** Grey placeholder rows while a list loads; announced once to screen readers. */
export function ListSkeleton({ rows = 5 }: ListSkeletonProps) {
  return (
    <Box role="progressbar" aria-label="Chargement en cours" aria-busy="true" sx={{ py: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} data-testid="list-skeleton-row" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="35%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
