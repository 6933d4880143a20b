import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { readApiError } from '@irt/shared-auth';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useOwnEvaluation } from '../api/get-own-evaluation';
import { EvaluationForm } from './EvaluationForm';

export interface EvaluationPanelProps {
  trainingId: number;
  profileId: number;
  /** Whether the training has ended: only then can it be evaluated. */
  ended: boolean;
  /** Open the form at once (the link of the satisfaction email), when the training can still be evaluated. */
  openOnArrival?: boolean;
}

const TITLE = 'Évaluation de la formation';

/**
 * The trainee's evaluation of a training they took part in: 'évaluation effectuée' once done; 'évaluation à
 * effectuer à la fin' before the end; after the end, the seven scores and a comment in a side panel,
 * opened at once when the trainee arrives from the email asking for their opinion.
 */
export function EvaluationPanel({ trainingId, profileId, ended, openOnArrival = false }: EvaluationPanelProps) {
  const [open, setOpen] = useState(false);
  const evaluation = useOwnEvaluation(trainingId, profileId);
  const arrived = useRef(false);
  const canEvaluate = ended && evaluation.isSuccess && evaluation.data.id === null;
  useEffect(() => {
    if (!openOnArrival || arrived.current || !canEvaluate) return;
    arrived.current = true;
    setOpen(true);
  }, [openOnArrival, canEvaluate]);
  const create = useCreateEvaluation(trainingId, profileId);
  const [error, setError] = useState<string | null>(null);

  const submit = (payload: Parameters<typeof create.mutate>[0]) => {
    setError(null);
    create.mutate(payload, {
      onSuccess: () => {
        notify(MESSAGES.evaluationCreated);
        setOpen(false);
      },
      onError: (failure) => setError(readApiError(failure).message ?? MESSAGES.genericFailure.text),
    });
  };

  let body;
  if (evaluation.isPending) body = null;
  else if (evaluation.data?.id) body = <Typography>évaluation effectuée</Typography>;
  else if (!ended) body = <Typography>évaluation à effectuer à la fin</Typography>;
  else {
    body = (
      <Button variant="contained" onClick={() => setOpen(true)}>
        Évaluer la formation
      </Button>
    );
  }

  return (
    <Paper component="section" aria-labelledby="evaluation-panel-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="evaluation-panel-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {TITLE}
      </Typography>
      {body}
      <SidePanel open={open} title={TITLE} onClose={() => setOpen(false)}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {MESSAGES.saveFailedShort.withDetail(error)}
          </Alert>
        )}
        <EvaluationForm submitting={create.isPending} onSubmit={submit} />
      </SidePanel>
    </Paper>
  );
}
