import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Fact } from '@irt/shared-ui/components/Fact';
import { TrainingTitle } from '@irt/shared-ui/components/TrainingTitle';
import { TrainingTimingBanner } from '@irt/shared-ui/components/TrainingTimingBanner';
import { formatDate } from '@irt/shared-ui/formatters';
import type { TrainingDetail } from '@irt/api/contract';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/**
 * The Informations tab as a trainee reads it: no postponements, supervisors, theme,
 * type nor price conditions.
 */
export function TrainingInformation({ training, now }: { training: TrainingDetail; now?: Date }) {
  const { place } = training;
  const placeLines = place ? [place.name, place.address, [place.zip_code, place.city?.name].filter(Boolean).join(' ')].filter(Boolean) : [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <TrainingTimingBanner training={training} now={now} />
      <TrainingTitle title={training.title} complement={training.complement} />
      <Box component="dl" sx={{ mt: 2, mb: 0 }}>
        <Fact label="Début">{formatDate(training.start_date)}</Fact>
        <Fact label="Fin">{formatDate(training.end_date)}</Fact>
        <Fact label="Catégorie">{training.category.name}</Fact>
        <Fact label="Syndicats">{training.unions.length ? training.unions.map((union) => union.name).join(', ') : 'Tous'}</Fact>
        <Fact label="Lieu">
          {placeLines.length ? (
            placeLines.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))
          ) : (
            'Non renseigné'
          )}
        </Fact>
        <Fact label="Réservée">{yesNo(training.reserved)}</Fact>
        <Fact label="En visio">{yesNo(training.is_visio)}</Fact>
        <Fact label="Inscrits">{`${training.registered_count} / ${training.max_attendees}`}</Fact>
        <Fact label="Statut">{training.status.name}</Fact>
        {training.dinners > 0 && <Fact label="Repas">{`Repas pris en charge (${training.dinners})`}</Fact>}
        <Fact label="Hébergement">{training.accommodation ? 'Hébergement possible' : 'Pas d’hébergement'}</Fact>
      </Box>
    </Paper>
  );
}
