import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RoleSlug, TrainingDetail } from '@irt/api/contract';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { TrainingStatusBadge } from '../../../shared/TrainingStatusBadge';
import { statusButtonLabel } from '../status-actions';
import { roleCan, TRAINEES } from '@irt/api/constants';

// Downloaded on first opening: reading a training needs neither the forms nor their lookups.
const StatusPanel = lazy(() => import('./StatusPanel').then((m) => ({ default: m.StatusPanel })));
const EditTitleDialog = lazy(() => import('./EditTitleDialog').then((m) => ({ default: m.EditTitleDialog })));

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
  // Once opened, a panel stays mounted so that it can slide out when closed.
  const [statusUsed, setStatusUsed] = useState(false);
  const [editUsed, setEditUsed] = useState(false);
  const openStatus = () => {
    setStatusUsed(true);
    setStatusOpen(true);
  };
  const openEdit = () => {
    setEditUsed(true);
    setEditOpen(true);
  };
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
        <Button variant="outlined" onClick={openEdit} aria-haspopup="dialog">
          Modifier
        </Button>
      ) : null}
      {statusLabel ? (
        <Button variant="contained" onClick={openStatus} aria-haspopup="dialog">
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
          roleCan(TRAINEES, role) ? undefined : (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="training-status">
              <TrainingStatusBadge status={training.status} />
            </Box>
          )
        }
        actions={hasActions ? actions : undefined}
      />
      <Suspense fallback={null}>
        {statusLabel && statusUsed ? <StatusPanel training={training} open={statusOpen} onClose={() => setStatusOpen(false)} /> : null}
        {edit === 'title' && editUsed ? <EditTitleDialog training={training} open={editOpen} onClose={() => setEditOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
