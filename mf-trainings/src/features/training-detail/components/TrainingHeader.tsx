import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RoleSlug, TrainingDetail } from '@irt/api/contract';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { trainingStatusColor } from '../status-colors';
import { EditTitleDialog } from './EditTitleDialog';
import { StatusPanel, statusButtonLabel } from './StatusPanel';

export interface TrainingHeaderProps {
  training: TrainingDetail;
  role: RoleSlug;
}

/**
 * The title of the training, its status badge (not for a stagiaire), and what the caller may do now
 * as the API tells in `allowed_actions`: 'Éditer' (status 1) or 'Modifier' (statuses 2 and 3), and the
 * status panel.
 */
export function TrainingHeader({ training, role }: TrainingHeaderProps) {
  const [statusOpen, setStatusOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const { edit } = training.allowed_actions;
  const statusLabel = statusButtonLabel(training);
  const actions = (
    <>
      {edit === 'full' ? (
        <Button variant="outlined" component={RouterLink} to={`/formations/editer-une-formation/${training.id}`}>
          Éditer
        </Button>
      ) : null}
      {edit === 'title' ? (
        <Button variant="outlined" onClick={() => setEditOpen(true)}>
          Modifier
        </Button>
      ) : null}
      {statusLabel ? (
        <Button variant="contained" onClick={() => setStatusOpen(true)}>
          {statusLabel}
        </Button>
      ) : null}
    </>
  );
  const hasActions = edit !== 'none' || statusLabel !== null;
  return (
    <>
      <PageHeader
        title={training.title}
        subtitle={
          role === 'stagiaire' ? undefined : (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="training-status">
              <StatusBadge label={training.status.name} color={trainingStatusColor(training.status.id)} />
            </Box>
          )
        }
        actions={hasActions ? actions : undefined}
      />
      {statusLabel ? <StatusPanel training={training} open={statusOpen} onClose={() => setStatusOpen(false)} /> : null}
      {edit === 'title' ? <EditTitleDialog training={training} open={editOpen} onClose={() => setEditOpen(false)} /> : null}
    </>
  );
}
