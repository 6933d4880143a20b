import Typography from '@mui/material/Typography';

export interface TrainingTitleProps {
  title: string;
  complement: string | null;
  /** Heading level: h2 on a page, h3 inside a step that has its own heading. */
  component?: 'h2' | 'h3';
}

/** A training's title with its complement under it, as every view of a training opens. */
export function TrainingTitle({ title, complement, component = 'h2' }: TrainingTitleProps) {
  return (
    <>
      <Typography component={component} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {complement && (
        <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {complement}
        </Typography>
      )}
    </>
  );
}
