import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import { trainingQueryOptions, useProfile } from '@irt/shared-auth/endpoints';
import { useClashes } from '../api/get-clashes';
import { useRegistrationOptions } from '../api/get-registration-options';
import { ClashWarning } from '../components/ClashWarning';
import { FinalisationStep } from '../components/FinalisationStep';
import { ProfileStep } from './ProfileStep';
import { joinsWaitingList, registrationBlocked } from '../components/registration-form';
import { RegistrationSuccessDialog } from '../components/RegistrationSuccessDialog';
import { TrainingSummary } from '../components/TrainingSummary';
import { UnsavedSectionsContext, type UnsavedSections } from '../../account';

/** The three steps, freely clickable. */
export const WIZARD_STEPS = ['Intitulé de la formation', 'Vérifiez votre profil', 'Finalisation'] as const;

function StepNavigation({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
      {step > 0 ? (
        <Button variant="outlined" onClick={() => onStep(step - 1)}>
          Précédent
        </Button>
      ) : (
        <span />
      )}
      {step < WIZARD_STEPS.length - 1 && (
        <Button variant="contained" onClick={() => onStep(step + 1)}>
          Suivant
        </Button>
      )}
    </Box>
  );
}

const PROFILE_STEP = 1;

/**
 * The changes of the profile step not saved yet: a section with changes is named, and leaving the step
 * waits until they are saved or given up, since the registration only knows the profile as saved.
 */
function useUnsavedProfile() {
  const [unsaved, setUnsaved] = useState<ReadonlyMap<string, () => void>>(new Map());
  const registry = useMemo<UnsavedSections>(
    () => ({
      report: (section, isUnsaved, discard) =>
        setUnsaved((current) => {
          if (isUnsaved === current.has(section)) return current;
          const next = new Map(current);
          if (isUnsaved) next.set(section, discard);
          else next.delete(section);
          return next;
        }),
    }),
    [],
  );
  const discardAll = useCallback(() => unsaved.forEach((discard) => discard()), [unsaved]);
  return { registry, sections: [...unsaved.keys()], discardAll };
}

function UnsavedWarning({ sections, onDiscard }: { sections: string[]; onDiscard: () => void }) {
  return (
    <Alert
      // Shown under the long form, it is brought into view where 'Suivant' was pressed.
      ref={(node: HTMLDivElement | null) => node?.scrollIntoView?.({ block: 'nearest' })}
      severity="warning"
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Continuer sans enregistrer
        </Button>
      }
    >
      {sections.length > 1 ? 'Ces sections de votre profil ont' : 'Cette section de votre profil a'} des modifications non enregistrées :{' '}
      <strong>{sections.join(', ')}</strong>. Enregistrez-les avec le bouton « Enregistrer » de chaque section avant de passer à l&apos;étape
      suivante.
    </Alert>
  );
}

/**
 * /inscription/:id, the trainee's registration wizard: the training, the profile to
 * check, then the finalisation that sends the pre-registration (on a full training still open, the request
 * for a place on its waiting list). Every step stays mounted, so going back
 * to the profile keeps what the last step holds.
 */
export default function RegistrationPage() {
  const { id } = useParams();
  const trainingId = Number(id);
  const navigate = useNavigate();
  const profileId = useSession((state) => state.profile?.id);
  const [step, setStep] = useState(0);
  const unsaved = useUnsavedProfile();
  // The step the trainee asked for while the profile held unsaved changes.
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const goTo = (next: number) => {
    if (step === PROFILE_STEP && next !== PROFILE_STEP && unsaved.sections.length > 0) setWaitingFor(next);
    else {
      setWaitingFor(null);
      setStep(next);
    }
  };
  const [registered, setRegistered] = useState(false);
  const [waitingPosition, setWaitingPosition] = useState<number | null>(null);
  const training = useQuery(trainingQueryOptions(trainingId));
  const profile = useProfile(profileId ?? null);
  const options = useRegistrationOptions(trainingId);
  // A warning only: the wizard does not wait for it, and a failed read shows nothing.
  const clashes = useClashes(trainingId);

  if (training.isError || options.isError) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="M'inscrire à la formation" />
        <EmptyState title="Formation introuvable" detail="Cette formation n'existe pas ou ne vous est pas accessible." />
      </Box>
    );
  }
  if (training.isPending || options.isPending || (profile.isPending && profileId !== undefined)) return <ListSkeleton rows={5} />;
  if (!profile.isSuccess) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="M'inscrire à la formation" subtitle={training.data.title} />
        <Alert severity="error">Votre profil n&apos;a pas pu être chargé. Veuillez réessayer.</Alert>
      </Box>
    );
  }

  const detail = training.data;
  const waitingList = joinsWaitingList(options.data);
  const blocked = registered ? null : registrationBlocked(options.data, detail.own_registration !== null, { waitingList: true });
  const title = waitingList ? "M'inscrire sur la liste d'attente" : "M'inscrire à la formation";
  const panelId = (index: number) => `registration-step-${index}`;

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={title} subtitle={detail.title} />
      {blocked && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={Link} to={`/formations/${detail.id}`}>
              Voir la formation
            </Button>
          }
        >
          {blocked}
        </Alert>
      )}
      <Stepper nonLinear activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {WIZARD_STEPS.map((label, index) => (
          <Step key={label} completed={false}>
            <StepButton id={`${panelId(index)}-tab`} onClick={() => goTo(index)} aria-controls={panelId(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Box id={panelId(0)} role="tabpanel" aria-labelledby={`${panelId(0)}-tab`} hidden={step !== 0}>
          {clashes.data ? <ClashWarning clashes={clashes.data} /> : null}
          <TrainingSummary training={detail} />
        </Box>
        <Box id={panelId(1)} role="tabpanel" aria-labelledby={`${panelId(1)}-tab`} hidden={step !== 1}>
          <UnsavedSectionsContext.Provider value={unsaved.registry}>
            <ProfileStep profile={profile.data} />
          </UnsavedSectionsContext.Provider>
        </Box>
        <Box id={panelId(2)} role="tabpanel" aria-labelledby={`${panelId(2)}-tab`} hidden={step !== 2}>
          <FinalisationStep
            training={detail}
            profile={profile.data}
            options={options.data}
            blocked={blocked}
            onEditMandates={() => setStep(1)}
            onRegistered={(_message, registration) => {
              setWaitingPosition(registration.waiting_list?.position ?? null);
              setRegistered(true);
            }}
            waitingList={waitingList}
          />
        </Box>
        {waitingFor !== null && step === PROFILE_STEP && unsaved.sections.length > 0 && (
          <UnsavedWarning
            sections={unsaved.sections}
            onDiscard={() => {
              unsaved.discardAll();
              setStep(waitingFor);
              setWaitingFor(null);
            }}
          />
        )}
        <StepNavigation step={step} onStep={goTo} />
      </Paper>
      <RegistrationSuccessDialog open={registered} onClose={() => navigate('/')} waitingPosition={waitingPosition} />
    </Box>
  );
}
