import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requiredChoice } from '@irt/shared-ui/forms';
import { choicesOf, FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm, type SaveFailure } from '@irt/shared-ui/forms/useSaveForm';
import { readApiError } from '@irt/shared-auth';
import type { OwnRegistration, ProfileDetail, RegistrationOptions, TrainingDetail } from '@irt/api/contract';
import { useRegister } from '../api/register';
import { activeMandates, mandateText } from './mandates';
import {
  CERTIFY_MANDATES_TEXT,
  EMPTY_FINALISATION,
  FIELD_REQUIRED,
  MISSING_FIELDS_TEXT,
  MISSING_FIELDS_TITLE,
  REGISTRATION_FAILED_TITLE,
  registrationPayload,
  type FinalisationValues,
} from './registration-form';
import { TrainingSummary } from './TrainingSummary';
import { useLookup } from '@irt/shared-auth/query';
import { LeaveCheckSummary } from '@irt/shared-ui/components/LeaveCheckSummary';
import { MESSAGES } from '@irt/shared-ui/messages';

/** The overlay while the registration is sent ('Insccription' in the spec: typo corrected). */
export const REGISTERING_TITLE = 'Inscription en cours';
export const REGISTERING_TEXT = 'Préparation de votre inscription';

/** The wizard of a full training: the request goes onto its waiting list. */
export const WAITING_LIST_SUBMIT = "M'inscrire sur la liste d'attente";
export const WAITING_LIST_NOTE =
  "La formation est complète : votre demande sera placée sur sa liste d'attente. Si une place se libère, elle revient à la première personne de la liste et vous serez prévenu·e par email.";

/** The leave choice's empty option. */
export const NO_LEAVE = 'Aucun congé de formation';

/** The step's words: the trainee's own (the wizard), or about the trainee the administrator registers. */
const WORDING = {
  own: {
    mandates: 'Mes mandats en cours',
    noMandate: "Je n'ai pas de mandat en cours",
    editMandates: 'Modifier mes mandats',
    reimbursed: 'Je demande le remboursement de mes frais de déplacement',
    accommodation: 'Je souhaite être hébergé·e',
    referral: "Comment avez-vous connu l'IRT ?",
    submit: "Je m'inscris",
    registering: REGISTERING_TEXT,
    leave: 'Le congé de formation que j’utilise',
    leaveHelp: 'Seuls les congés ouverts par vos mandats en cours sont proposés. Le solde est calculé sur vos formations validées.',
  },
  other: {
    mandates: 'Mandats en cours du stagiaire',
    noMandate: "Le stagiaire n'a pas de mandat en cours",
    editMandates: 'Modifier ses mandats',
    reimbursed: 'Le stagiaire demande le remboursement de ses frais de déplacement',
    accommodation: 'Le stagiaire souhaite être hébergé·e',
    referral: "Comment le stagiaire a-t-il connu l'IRT ?",
    submit: 'Inscrire le stagiaire',
    registering: "Préparation de l'inscription du stagiaire",
    leave: 'Le congé de formation utilisé par le stagiaire',
    leaveHelp: 'Seuls les congés ouverts par ses mandats en cours sont proposés. Le solde est calculé sur ses formations validées.',
  },
} as const;

const SERVER_FIELDS = {
  mandates_certified: 'mandates_certified',
  referral_source_id: 'referral_source_id',
  seniority_id: 'seniority_id',
  training_duration_id: 'training_duration_id',
  needs_accommodation: 'needs_accommodation',
  leave_kind: 'leave_kind',
} as const;

/** The banner of answers missing (the form's own check, or the server's on these fields). */
function missingFields(mandatesUncertified: boolean): SaveFailure {
  return { title: MISSING_FIELDS_TITLE, message: MISSING_FIELDS_TEXT, details: mandatesUncertified ? [CERTIFY_MANDATES_TEXT] : [] };
}

/** The reference lists of the step are all required. */
const required = { validate: requiredChoice(FIELD_REQUIRED) };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Why accommodation cannot be asked, when the switch is not offered. */
function accommodationNote(training: TrainingDetail, options: RegistrationOptions): string {
  if (!training.accommodation) return 'Cette formation ne propose pas d’hébergement.';
  if (options.distance_km === null)
    return 'La distance entre votre commune et le lieu de la formation est inconnue : l’hébergement ne peut pas être demandé.';
  return 'L’hébergement n’est proposé qu’au-delà de 50 km du lieu de la formation.';
}

export interface FinalisationStepProps {
  training: TrainingDetail;
  profile: ProfileDetail;
  options: RegistrationOptions;
  /** Why no registration can be sent now (the page says it; the button is then disabled), or null. */
  blocked: string | null;
  /** 'Modifier mes mandats': back to the profile step. */
  onEditMandates: () => void;
  /** Called with the server's message and the registration made. */
  onRegistered: (message: string, registration: OwnRegistration) => void;
  /** The training is full: the trainee asks for a place on its waiting list. */
  waitingList?: boolean;
  /** The administrator registers this profile's trainee (not themself): the words speak of the trainee. */
  forOther?: boolean;
}

/**
 * Step 3, 'Finalisation': the mandates to certify, the councillor block of a CPH
 * training, the training again, reimbursement and accommodation (as the server's options allow), how
 * the trainee heard of the institute, and 'Je m'inscris'.
 */
export function FinalisationStep({ training, profile, options, blocked, onEditMandates, onRegistered, forOther = false, waitingList = false }: FinalisationStepProps) {
  const { control, handleSubmit, setError, watch } = useForm<FinalisationValues>({ defaultValues: EMPTY_FINALISATION });
  const words = forOther ? WORDING.other : WORDING.own;
  const register = useRegister(training.id, { own: !forOther });
  const referralSources = useLookup('referral-sources');
  const councillor = options.councillor_block_required;
  const seniorities = useLookup('seniorities', councillor);
  const durations = useLookup('training-durations', councillor);
  const mandates = activeMandates(profile);
  const accommodationAsked = watch('needs_accommodation');
  const leaves = options.leaves ?? [];
  const chosenKind = watch('leave_kind');
  const chosenLeave = leaves.find((leave) => leave.kind === chosenKind);
  // The server's field messages go under their fields; a refusal of a required answer reads as the
  // form's own 'fields missing' banner, any other as the registration's failure with the server's message.
  const save = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: REGISTRATION_FAILED_TITLE,
    fallback: MESSAGES.genericFailure.text,
    save: (values: FinalisationValues) => register.mutateAsync(registrationPayload(values, profile, options, waitingList)),
    onSuccess: (answer) => onRegistered(answer.message, answer.registration),
    onFailure: (error) => {
      const { errors } = readApiError(error);
      if (errors.mandates_certified || errors.referral_source_id || errors.seniority_id || errors.training_duration_id) {
        save.setFailure(missingFields(Boolean(errors.mandates_certified)));
      }
    },
  });
  const { setFailure } = save;
  // The banner speaks of the last attempt: it goes as soon as the trainee changes an answer.
  useEffect(() => {
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [watch, setFailure]);

  const onInvalid = (errors: FieldErrors<FinalisationValues>) => setFailure(missingFields(Boolean(errors.mandates_certified)));

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save.submit, onInvalid)} aria-label="Finalisation">
      <Stack spacing={3}>
        <Typography component="h2" variant="h6">
          Finalisation
        </Typography>
        {waitingList && (
          <Alert severity="info" role="note">
            {WAITING_LIST_NOTE}
          </Alert>
        )}

        <Section title={words.mandates}>
          {mandates.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {mandates.map((mandate) => (
                <li key={mandate.id}>
                  <Typography variant="body2">{mandateText(mandate)}</Typography>
                </li>
              ))}
            </Box>
          ) : (
            <Alert severity="info" role="note">
              {words.noMandate}
            </Alert>
          )}
          <FormSwitchField
            control={control}
            name="mandates_certified"
            rules={{ validate: (checked) => checked || CERTIFY_MANDATES_TEXT }}
            label="Je certifie que la liste des mandats déclarés ci-dessus est à jour"
            sx={{ mt: 1 }}
          />
          <Button variant="text" onClick={onEditMandates} sx={{ mt: 0.5 }}>
            {words.editMandates}
          </Button>
        </Section>

        {councillor && (
          <Section title="Mandat de conseiller prud’hommes">
            <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
              <FormSelectField control={control} name="seniority_id" label="Ancienneté" required rules={required} options={choicesOf(seniorities.data)} />
              <FormSelectField
                control={control}
                name="training_duration_id"
                label="Nombre de formations suivies"
                required
                rules={required}
                options={choicesOf(durations.data)}
              />
            </Stack>
          </Section>
        )}

        {leaves.length > 0 && (
          <Section title="Congé de formation">
            <Stack spacing={1.5}>
              <FormSelectField
                control={control}
                name="leave_kind"
                label={words.leave}
                emptyLabel={NO_LEAVE}
                options={leaves.map((leave) => ({ value: leave.kind, label: leave.label }))}
                helperText={words.leaveHelp}
                sx={{ maxWidth: 640 }}
              />
              {chosenLeave && <LeaveCheckSummary leave={chosenLeave} moment="choice" />}
            </Stack>
          </Section>
        )}

        <Paper variant="outlined" sx={{ p: 2 }}>
          <TrainingSummary training={training} headingLevel="h3" />
        </Paper>

        <Section title="Défraiement et hébergement">
          <Stack>
            <FormSwitchField control={control} name="reimbursed" label={words.reimbursed} />
            {options.accommodation_allowed ? (
              <FormSwitchField control={control} name="needs_accommodation" label={words.accommodation} />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {accommodationNote(training, options)}
              </Typography>
            )}
            {options.dinners_allowed && accommodationAsked && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`Les repas du soir sont pris en charge (${training.dinners}).`}
              </Typography>
            )}
          </Stack>
        </Section>

        <FormSelectField
          control={control}
          name="referral_source_id"
          label={words.referral}
          required
          rules={required}
          options={choicesOf(referralSources.data)}
          sx={{ maxWidth: 480 }}
        />

        {save.failure && <SaveFailureAlert {...save.failure} />}

        <Box>
          <Button type="submit" variant="contained" size="large" disabled={blocked !== null || register.isPending}>
            {waitingList ? WAITING_LIST_SUBMIT : words.submit}
          </Button>
        </Box>
      </Stack>

      <Backdrop open={register.isPending} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
        <CircularProgress color="inherit" aria-hidden="true" />
        <Box role="status" sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {REGISTERING_TITLE}
          </Typography>
          <Typography component="p">{words.registering}</Typography>
        </Box>
      </Backdrop>
    </Box>
  );
}
