import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrainingStaffSummary } from '@irt/api/contract';

export const TEAM_TITLE = 'Équipe pédagogique';
export const TEAM_AFTER_CREATION = 'Disponible après la création de la formation.';

function Members({ title, members, empty }: { title: string; members: TrainingStaffSummary[]; empty: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {members.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {members.map((member) => (
            <li key={member.profile_id}>{member.name}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

export interface TeamSectionProps {
  /** The training being edited; absent while creating. */
  training?: { id: number; pedagogical_supervisors: TrainingStaffSummary[]; teachers: TrainingStaffSummary[] };
}

/**
 * The team of the training: dimmed until the training exists; then who is on it and a
 * link to the Équipe tab of the training, where it is managed.
 */
export function TeamSection({ training }: TeamSectionProps) {
  const id = 'training-form-team';
  if (!training) {
    return (
      <Paper component="section" variant="outlined" aria-labelledby={id} aria-disabled="true" sx={{ p: { xs: 2, sm: 3 }, opacity: 0.55, bgcolor: 'action.hover' }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
          {TEAM_TITLE}
        </Typography>
        <Typography color="text.secondary">{TEAM_AFTER_CREATION}</Typography>
      </Paper>
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
        {TEAM_TITLE}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        <Members title="Responsables pédagogiques" members={training.pedagogical_supervisors} empty="Aucun responsable pédagogique associé" />
        <Members title="Intervenants" members={training.teachers} empty="Aucun intervenant associé" />
      </Box>
      <Button component={RouterLink} to={`/formations/${training.id}?tab=equipe`} variant="outlined">
        Gérer l&apos;équipe
      </Button>
    </Paper>
  );
}
