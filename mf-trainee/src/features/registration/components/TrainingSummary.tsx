import Box from '@mui/material/Box';
import { Fact } from '@irt/shared-ui/components/Fact';
import { TrainingTitle } from '@irt/shared-ui/components/TrainingTitle';
import { formatDate } from '@irt/shared-ui/formatters';
import type { TrainingDetail } from '@irt/api/contract';

/** 'Gratuit' when the training is free, otherwise 'Payant' (the wizard's first step). */
export const pricingOf = (training: Pick<TrainingDetail, 'paid_training'>) => (training.paid_training ? 'Payant' : 'Gratuit');

/**
 * The training as the wizard recalls it (steps 1 and 3): dates, category, unions, place and pricing.
 * `headingLevel` lets the last step nest it under its own heading.
 */
export function TrainingSummary({ training, headingLevel = 'h2' }: { training: TrainingDetail; headingLevel?: 'h2' | 'h3' }) {
  const { place } = training;
  const placeLines = place ? [place.name, place.address, [place.zip_code, place.city?.name].filter(Boolean).join(' ')].filter(Boolean) : [];
  return (
    <Box>
      <TrainingTitle title={training.title} complement={training.complement} component={headingLevel} />
      <Box component="dl" sx={{ mt: 1.5, mb: 0 }}>
        <Fact labelWidth="13rem" label="Début">{formatDate(training.start_date)}</Fact>
        <Fact labelWidth="13rem" label="Fin">{formatDate(training.end_date)}</Fact>
        <Fact labelWidth="13rem" label="Catégorie">{training.category.name}</Fact>
        <Fact labelWidth="13rem" label="Syndicats">{training.unions.length ? training.unions.map((union) => union.name).join(', ') : 'Tous'}</Fact>
        <Fact labelWidth="13rem" label="Lieu">
          {training.is_visio && placeLines.length === 0
            ? 'En visio'
            : placeLines.length
              ? placeLines.map((line) => (
                  <Box component="span" key={line} sx={{ display: 'block' }}>
                    {line}
                  </Box>
                ))
              : 'Non renseigné'}
        </Fact>
        <Fact labelWidth="13rem" label="Tarif">{pricingOf(training)}</Fact>
      </Box>
    </Box>
  );
}
