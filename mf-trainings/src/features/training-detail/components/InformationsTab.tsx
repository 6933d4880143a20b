import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { Fact } from '@irt/shared-ui/components/Fact';
import { TrainingTitle } from '@irt/shared-ui/components/TrainingTitle';
import { TrainingTimingBanner } from '@irt/shared-ui/components/TrainingTimingBanner';
import { formatDate, formatEuros } from '@irt/shared-ui/formatters';
import type { TrainingTabProps } from '../../../shared/training-tabs';
import { seesField } from '../informations-visibility';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

function Lines({ lines, empty }: { lines: string[]; empty: string }) {
  if (!lines.length) return <>{empty}</>;
  return (
    <>
      {lines.map((line, index) => (
        <Box component="span" key={`${index}-${line}`} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

export interface InformationsContentProps extends TrainingTabProps {
  role: RoleSlug;
  now?: Date;
}

/** The Informations tab for a given role: every field of the spec, some reserved to some roles. */
export function InformationsContent({ training, role, now }: InformationsContentProps) {
  const { place } = training;
  const placeLines = place
    ? [place.name, place.address ?? '', [place.zip_code ?? place.city?.zip_code, place.city?.name].filter(Boolean).join(' ')].filter(Boolean)
    : [];
  const price = training.paid_training
    ? training.amount !== null
      ? `Payante (${formatEuros(training.amount)})`
      : 'Payante'
    : 'Gratuite';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <TrainingTimingBanner training={training} now={now} />
      <TrainingTitle title={training.title} complement={training.complement} />
      <Box component="dl" sx={{ mt: 2, mb: 0 }}>
        <Fact labelWidth="14rem" label="Début">{formatDate(training.start_date)}</Fact>
        <Fact labelWidth="14rem" label="Fin">{formatDate(training.end_date)}</Fact>
        {seesField(role, 'deferrals') && training.deferrals.length > 0 && (
          <Fact labelWidth="14rem" label="Reports">
            <Lines
              empty=""
              lines={training.deferrals.map(
                (deferral) => `Dates initiales : du ${formatDate(deferral.initial_start_date)} au ${formatDate(deferral.initial_end_date)}`,
              )}
            />
          </Fact>
        )}
        {seesField(role, 'supervisors') && (
          <Fact labelWidth="14rem" label="Responsables pédagogiques">
            <Lines empty="Aucun responsable pédagogique associé" lines={training.pedagogical_supervisors.map((person) => person.name)} />
          </Fact>
        )}
        <Fact labelWidth="14rem" label="Catégorie">{training.category.name}</Fact>
        {seesField(role, 'type') && <Fact labelWidth="14rem" label="Type">{training.type.name}</Fact>}
        {seesField(role, 'theme') && <Fact labelWidth="14rem" label="Thème">{training.theme.name}</Fact>}
        <Fact labelWidth="14rem" label="Syndicats">{training.unions.length ? training.unions.map((union) => union.name).join(', ') : 'Tous'}</Fact>
        <Fact labelWidth="14rem" label="Lieu">
          <Lines empty="Non renseigné" lines={placeLines} />
        </Fact>
        <Fact labelWidth="14rem" label="Réservée">{yesNo(training.reserved)}</Fact>
        <Fact labelWidth="14rem" label="En visio">{yesNo(training.is_visio)}</Fact>
        {seesField(role, 'price') && <Fact labelWidth="14rem" label="Tarif">{price}</Fact>}
        <Fact labelWidth="14rem" label="Inscrits">{`${training.registered_count} / ${training.max_attendees}`}</Fact>
        <Fact labelWidth="14rem" label="Préinscrits">{training.pre_registered_count}</Fact>
        <Fact labelWidth="14rem" label="En attente">{training.waiting_count}</Fact>
        <Fact labelWidth="14rem" label="Statut">{training.status.name}</Fact>
        {training.dinners > 0 && <Fact labelWidth="14rem" label="Repas">{`Repas pris en charge (${training.dinners})`}</Fact>}
        <Fact labelWidth="14rem" label="Hébergement">{training.accommodation ? 'Hébergement possible' : 'Pas d’hébergement'}</Fact>
      </Box>
    </Paper>
  );
}

/** The Informations tab of the training page, for the logged-in user's role. */
export function InformationsTab({ training }: TrainingTabProps) {
  const role = useSession((state) => state.user?.role?.slug);
  return role ? <InformationsContent training={training} role={role} /> : null;
}
