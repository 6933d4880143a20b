import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export interface EmptyStateProps {
  title: string;
  detail?: string;
}

/** What a list shows when it has nothing: the spec's empty text, and an optional second line. */
export function EmptyState({ title, detail }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 0.5, py: 4, px: 2 }}
    >
      <InboxOutlined aria-hidden="true" sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
