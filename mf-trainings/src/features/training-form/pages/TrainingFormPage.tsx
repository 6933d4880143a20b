import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSession } from '@irt/shared-auth';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import type { TrainingDetail } from '@irt/api/contract';
import { useCreateTraining } from '../api/create-training';
import { useTraining } from '@irt/shared-auth/endpoints';
import { useUpdateTraining } from '../api/update-training';
import { referencesOf } from '../components/lookups';
import { TeamSection } from '../components/TeamSection';
import { TrainingForm } from '../components/TrainingForm';
import { EMPTY_TRAINING_FORM, showsFees, valuesOfTraining } from '../form-values';

export const CREATE_TITLE = 'Créer une formation';
export const EDIT_TITLE = 'Modifier une formation';
/** What statuses 2 and 3 allow (the 'Modifier' dialog of the training's page). */
export const TITLE_ONLY = "Vous pouvez uniquement modifier l'intitulé de la formation.";
export const NOT_EDITABLE = 'Le statut de la formation ne permet plus de la modifier.';

const detailPath = (id: number) => `/formations/${id}`;
const editPath = (id: number) => `/formations/editer-une-formation/${id}`;

function useRole() {
  return useSession((state) => state.user?.role?.slug);
}

function CreateTraining() {
  const navigate = useNavigate();
  const role = useRole();
  const create = useCreateTraining();
  const save = async (payload: Parameters<typeof create.mutateAsync>[0]) => {
    const created = await create.mutateAsync(payload);
    notify(MESSAGES.itemCreated);
    // After creation, the edit screen of the new training (its team can now be formed).
    navigate(editPath(created.id));
  };
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={CREATE_TITLE} />
      <TrainingForm
        defaultValues={EMPTY_TRAINING_FORM}
        showFees={showsFees(role)}
        submitLabel="Créer la formation"
        onSubmit={save}
        team={<TeamSection />}
        back={{ to: '/formations', label: 'Retour aux formations' }}
      />
    </Box>
  );
}

function EditForm({ training }: { training: TrainingDetail }) {
  const navigate = useNavigate();
  const role = useRole();
  const update = useUpdateTraining(training.id);
  const save = async (payload: Parameters<typeof update.mutateAsync>[0]) => {
    await update.mutateAsync(payload);
    notify(MESSAGES.itemUpdated);
    // After an edit, 'Détails de la formation'.
    navigate(detailPath(training.id));
  };
  return (
    <TrainingForm
      defaultValues={valuesOfTraining(training)}
      current={referencesOf(training)}
      trainingId={training.id}
      showFees={showsFees(role)}
      submitLabel="Enregistrer les modifications"
      onSubmit={save}
      team={<TeamSection training={training} />}
      back={{ to: detailPath(training.id), label: 'Retour à la formation' }}
    />
  );
}

function EditTraining({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const training = useTraining(id, { enabled: valid });

  if (valid && training.isPending) return <ListSkeleton rows={6} />;
  if (!valid || training.isError || !training.data) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title={EDIT_TITLE} />
        <EmptyState title="Formation introuvable" detail="Cette formation n'existe pas ou ne vous est pas accessible." />
      </Box>
    );
  }
  const detail = training.data;
  const mode = detail.allowed_actions.edit;
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={EDIT_TITLE} subtitle={detail.title} />
      {mode === 'full' ? (
        <EditForm training={detail} />
      ) : (
        // A validated or published training keeps its form closed: its page offers the 'Modifier' dialog.
        <Alert
          severity={mode === 'title' ? 'info' : 'warning'}
          action={
            <Button color="inherit" component={RouterLink} to={detailPath(detail.id)}>
              Retour à la formation
            </Button>
          }
        >
          {mode === 'title' ? `${TITLE_ONLY} Utilisez « Modifier » sur la page de la formation.` : NOT_EDITABLE}
        </Alert>
      )}
    </Box>
  );
}

/**
 * /formations/creer-une-formation and /formations/editer-une-formation/:idTraining: the
 * same form; the parameter tells an edit from a creation.
 */
export default function TrainingFormPage() {
  const { idTraining } = useParams();
  if (idTraining === undefined) return <CreateTraining />;
  return <EditTraining key={idTraining} id={Number(idTraining)} />;
}
