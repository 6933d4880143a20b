import { useId } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { MESSAGES } from '@irt/shared-ui/messages';
import { formatDate } from '@irt/shared-ui/formatters';

/** What the card needs of the trainee's current training (user.current_training). */
export interface CurrentTrainingSummary {
  id: number;
  title: string;
  start_date?: string | null;
  end_date?: string | null;
  place?: string | null;
  category?: string | null;
}

/** Summary of the training the trainee is following (or about to follow). */
export function CurrentTrainingCard({ training }: { training: CurrentTrainingSummary | null }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          Ma formation en cours
        </Typography>
        {training ? (
          <>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {training.title}
            </Typography>
            {training.start_date && training.end_date && (
              <Typography variant="body2" color="text.secondary">
                {`Du ${formatDate(training.start_date)} au ${formatDate(training.end_date)}`}
              </Typography>
            )}
            {training.category && <Typography variant="body2">{training.category}</Typography>}
            {training.place && <Typography variant="body2">{`Lieu : ${training.place}`}</Typography>}
            <Button component={Link} to={`/formations/${training.id}`} variant="outlined" sx={{ mt: 2 }}>
              Voir la formation
            </Button>
          </>
        ) : (
          <EmptyState title={MESSAGES.noCurrentTraining.text} />
        )}
      </CardContent>
    </Card>
  );
}
