import { useForm, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffType, TeamMember, UpdateTeamMember } from '@irt/api/contract';
import { MESSAGES } from '@irt/shared-ui/messages';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { decimalText, parseDecimal } from '@irt/shared-ui/forms';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { FormCheckboxField } from '@irt/shared-ui/forms/FormCheckboxField';
import { FormNumberField } from '@irt/shared-ui/forms/FormNumberField';
import { choicesOf, FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useUpdateTeamMember } from '../api/update-team-member';
import { formatHours, hetd, HOURS_STEP } from './hours';
import { NEEDS_LABELS } from './NeedsDialog';
import { useLookup } from '@irt/shared-auth/query';
import { ROLE } from '@irt/api/constants';

/** Role id of an intervenant: only they may be remunerated. */
const INTERVENANT_ROLE_ID = ROLE.intervenant;

export const HOURS_MESSAGES = {
  expectedNull: 'Les heures prévisionnelles ne peuvent pas être nulles',
  actualNull: 'Les heures réalisées ne peuvent pas être nulles',
  notANumber: 'Veuillez saisir un nombre',
  negative: 'Les heures ne peuvent pas être négatives',
  tooMany: 'Pas plus de 1000 heures',
  step: 'Les heures se saisissent par quart d’heure (0,25)',
  expectedLocked: 'Le contrat Ares est validé : les heures prévisionnelles ne sont plus modifiables.',
} as const;

interface HoursValues {
  expected_lecture_hours: string;
  expected_tutorial_hours: string;
  actual_lecture_hours: string;
  actual_tutorial_hours: string;
  /** '' for no Ares status. */
  ares_status_id: number | '';
  needs_accommodation: boolean;
  reimbursed_transportation: boolean;
  is_remunerated: boolean;
}

type HourField = 'expected_lecture_hours' | 'expected_tutorial_hours' | 'actual_lecture_hours' | 'actual_tutorial_hours';

const asText = decimalText;
const asNumber = parseDecimal;

function hoursRule(nullMessage: string) {
  return (value: string) => {
    const hours = asNumber(value);
    if (hours === null) return nullMessage;
    if (Number.isNaN(hours)) return HOURS_MESSAGES.notANumber;
    if (hours < 0) return HOURS_MESSAGES.negative;
    if (hours > 1000) return HOURS_MESSAGES.tooMany;
    if (!Number.isInteger(hours / HOURS_STEP)) return HOURS_MESSAGES.step;
    return true;
  };
}

const SERVER_FIELDS: Partial<Record<string, keyof HoursValues>> = {
  expected_lecture_hours: 'expected_lecture_hours',
  expected_tutorial_hours: 'expected_tutorial_hours',
  actual_lecture_hours: 'actual_lecture_hours',
  actual_tutorial_hours: 'actual_tutorial_hours',
  ares_status_id: 'ares_status_id',
  is_remunerated: 'is_remunerated',
};

function HoursPair({
  control,
  kind,
  disabled,
}: {
  control: Control<HoursValues>;
  kind: 'expected' | 'actual';
  disabled: boolean;
}) {
  const lectureName: HourField = `${kind}_lecture_hours`;
  const tutorialName: HourField = `${kind}_tutorial_hours`;
  const [lecture, tutorial] = useWatch({ control, name: [lectureName, tutorialName] });
  const lectureHours = asNumber(lecture);
  const tutorialHours = asNumber(tutorial);
  const live = Number.isNaN(lectureHours) || Number.isNaN(tutorialHours) ? null : hetd(lectureHours, tutorialHours);
  const rule = { validate: hoursRule(kind === 'expected' ? HOURS_MESSAGES.expectedNull : HOURS_MESSAGES.actualNull) };
  const title = kind === 'expected' ? 'Heures prévisionnelles' : 'Heures réalisées';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormNumberField
          control={control}
          name={lectureName}
          rules={disabled ? undefined : rule}
          label={kind === 'expected' ? 'CM prévisionnels' : 'CM réalisés'}
          disabled={disabled}
        />
        <FormNumberField
          control={control}
          name={tutorialName}
          rules={disabled ? undefined : rule}
          label={kind === 'expected' ? 'TD prévisionnels' : 'TD réalisés'}
          disabled={disabled}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {`HETD ${kind === 'expected' ? 'prévisionnelles' : 'réalisées'} : ${formatHours(live)}`}
      </Typography>
    </Box>
  );
}

export interface HoursPanelProps {
  trainingId: number;
  type: StaffType;
  /** The member whose hours are entered; the panel is open while one is given. */
  member: TeamMember | null;
  /** The Ares status selector is the administrateur's. */
  canSetAresStatus: boolean;
  onClose: () => void;
}

/**
 * 'Entrer les heures pour {name}': expected CM and
 * TD while the Ares contract is not validated, actual ones once the training has ended, HETD shown as
 * typed, the Ares status (administrateur), the needs, and remuneration for an intervenant.
 */
export function HoursPanel({ member, ...props }: HoursPanelProps) {
  return (
    <SidePanel open={member !== null} title={member ? `Entrer les heures pour ${member.name}` : ''} onClose={props.onClose}>
      {member ? <HoursForm key={member.profile_id} member={member} {...props} /> : null}
    </SidePanel>
  );
}

function HoursForm({ trainingId, type, member, canSetAresStatus, onClose }: Omit<HoursPanelProps, 'member'> & { member: TeamMember }) {
  const update = useUpdateTeamMember(trainingId);
  const aresStatuses = useLookup('ares-statuses', canSetAresStatus);
  const isIntervenant = member.role.id === INTERVENANT_ROLE_ID;
  const { control, handleSubmit, setError } = useForm<HoursValues>({
    defaultValues: {
      expected_lecture_hours: asText(member.expected_lecture_hours),
      expected_tutorial_hours: asText(member.expected_tutorial_hours),
      actual_lecture_hours: asText(member.actual_lecture_hours),
      actual_tutorial_hours: asText(member.actual_tutorial_hours),
      ares_status_id: member.ares_status_id ?? '',
      needs_accommodation: member.needs_accommodation,
      reimbursed_transportation: member.reimbursed_transportation,
      is_remunerated: member.is_remunerated,
    },
  });

  const changesOf = (values: HoursValues): UpdateTeamMember => {
    const changes: UpdateTeamMember = {
      needs_accommodation: values.needs_accommodation,
      reimbursed_transportation: values.reimbursed_transportation,
    };
    if (member.can_edit_expected_hours) {
      changes.expected_lecture_hours = asNumber(values.expected_lecture_hours);
      changes.expected_tutorial_hours = asNumber(values.expected_tutorial_hours);
    }
    if (member.can_edit_actual_hours) {
      changes.actual_lecture_hours = asNumber(values.actual_lecture_hours);
      changes.actual_tutorial_hours = asNumber(values.actual_tutorial_hours);
    }
    if (canSetAresStatus) changes.ares_status_id = values.ares_status_id === '' ? null : values.ares_status_id;
    if (isIntervenant) changes.is_remunerated = values.is_remunerated;
    return changes;
  };
  const { submit, failure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    quietWhenPlaced: true,
    save: (values: HoursValues) => update.mutateAsync({ type, profileId: member.profile_id, changes: changesOf(values) }),
    success: MESSAGES.itemUpdated,
    onSuccess: () => onClose(),
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)}>
      {failure ? <SaveFailureAlert {...failure} /> : null}
      <Typography variant="body2" color="text.secondary">
        HETD = 1,5 × CM + TD. Les heures se saisissent par quart d’heure.
      </Typography>
      {member.can_edit_expected_hours ? null : <Alert severity="info">{HOURS_MESSAGES.expectedLocked}</Alert>}
      <HoursPair control={control} kind="expected" disabled={!member.can_edit_expected_hours} />
      {member.can_edit_actual_hours ? <HoursPair control={control} kind="actual" disabled={false} /> : null}
      {canSetAresStatus ? (
        <FormSelectField control={control} name="ares_status_id" label="Statut Ares" emptyLabel="Aucun" options={choicesOf(aresStatuses.data)} />
      ) : member.ares_status ? (
        <Typography variant="body2">{`Statut Ares : ${member.ares_status.name}`}</Typography>
      ) : null}
      <Box>
        <FormCheckboxField control={control} name="needs_accommodation" label={NEEDS_LABELS.needs_accommodation} />
        <FormCheckboxField control={control} name="reimbursed_transportation" label={NEEDS_LABELS.reimbursed_transportation} />
        {isIntervenant ? <FormSwitchField control={control} name="is_remunerated" label="Intervention rémunérée" /> : null}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={update.isPending}>
          Annuler
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Enregistrer
        </Button>
      </Stack>
    </Stack>
  );
}
