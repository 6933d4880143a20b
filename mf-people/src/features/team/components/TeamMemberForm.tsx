import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readApiError } from '@irt/shared-auth';
import { useLookup } from '@irt/shared-auth/query';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { FormTextField, validateEmail, validatePhone } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { SaveFailureAlert, SAVE_FAILED_TITLE } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { useCities, ZIP_CODE_PATTERN } from '@irt/shared-auth/endpoints';
import { OwnEmailChange } from './OwnEmailChange';
import { PictureField, pictureError } from './PictureField';
import { isTeachingRole, SERVER_FIELDS, showsRemuneration, type TeamMemberFormValues } from './team-form-values';

/** A full name has at least two words. */
export const TWO_WORD_NAME = 'Erreur dans la saisie du nom. Veuillez entrer un prénom et un nom';

function validateName(value: string): true | string {
  if (value.trim() === '') return 'Le nom est requis.';
  return value.trim().split(/\s+/).length >= 2 || TWO_WORD_NAME;
}

function validateEmails(value: string): true | string {
  const emails = value.split(/[\s,;]+/).filter(Boolean);
  return emails.every((email) => validateEmail(email) === true) || "Une des adresses email secondaires n'est pas valide.";
}

function Section({ id, title, children, intro }: { id: string; title: string; children: ReactNode; intro?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-titre`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-titre`} component="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Paper>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

/** Why a manager of the role sees the bank details masked and cannot change them. */
export const BANK_READ_ONLY = "Seuls le titulaire du compte et l'administrateur peuvent modifier les coordonnées bancaires : chaque modification est tracée et signalée au titulaire par email.";

export interface TeamMemberFormProps {
  mode: 'create' | 'edit';
  /** The role of the member created or edited (1 to 4). */
  roleId: number;
  defaultValues: TeamMemberFormValues;
  /** The caller manages this role: function and remuneration status editable. */
  manages: boolean;
  /** Edit of one's own profile. */
  own: boolean;
  /** The IBAN as the server masked it for this reader (edit, when not sent in clear). */
  ibanMasked?: string | null;
  /** The caller may change the bank details (creation, their holder, the administrateur); otherwise they are shown masked and read-only. */
  bankEditable?: boolean;
  /** The stored picture (edit). */
  pictureUrl?: string | null;
  submitLabel: string;
  back: { to: string; label: string };
  /**
   * Sends the form; a rejection with the API's 400/422 answer puts its messages under the fields. The
   * picture chosen (create) goes with it; in edit mode the picture is sent as soon as chosen (`onPicture`).
   */
  onSubmit: (values: TeamMemberFormValues, picture: File | null) => Promise<unknown>;
  onPicture?: (file: File) => Promise<unknown>;
}

/** Said when no answer (or one without words) came back. */
const NO_ANSWER = 'Le serveur ne répond pas. Vos saisies sont conservées : réessayez.';

/**
 * The team member form: Identifiants (creation only),
 * Profil, and for roles 3 and 4 Adresse personnelle, Coordonnées bancaires and Véhicule personnel; the
 * remuneration status for an intervenant. No password field: the server generates one, never shown,
 * and emails the new member a link to choose theirs. A refusal keeps everything typed.
 */
export function TeamMemberForm(props: TeamMemberFormProps) {
  const { mode, roleId, defaultValues, manages, own, ibanMasked = null, bankEditable = true, pictureUrl = null, submitLabel, back, onSubmit, onPicture } = props;
  const teaching = isTeachingRole(roleId);
  const genres = useLookup('genres');
  const vehicleCategories = useLookup('vehicle-categories', teaching);
  const statuses = useLookup('employment-statuses', showsRemuneration(roleId));
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureFailure, setPictureFailure] = useState<string | null>(null);
  const [pictureSending, setPictureSending] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = useForm<TeamMemberFormValues>({ defaultValues });
  const [name, email, zip, hasVehicle] = useWatch({ control, name: ['name', 'email', 'profile_zip_code', 'has_vehicle'] });
  const zipCode = zip.trim();
  const zipComplete = ZIP_CODE_PATTERN.test(zipCode);
  const cities = useCities(teaching ? zipCode : '');

  // A complete postal code looks its communes up, one is chosen at once; emptying clears the town.
  useEffect(() => {
    if (!teaching) return;
    if (!zipComplete) {
      if (getValues('city_id') !== '') setValue('city_id', '', { shouldDirty: true });
      return;
    }
    const found = cities.data;
    if (!found) return;
    const chosen = getValues('city_id');
    if (found.length === 1 && chosen !== String(found[0].id)) setValue('city_id', String(found[0].id), { shouldDirty: true });
    else if (chosen !== '' && !found.some((city) => String(city.id) === chosen)) setValue('city_id', '', { shouldDirty: true });
  }, [teaching, zipComplete, cities.data, getValues, setValue]);

  // A team profile is created once it has a name and an email.
  const ready = mode === 'edit' || (name.trim() !== '' && email.trim() !== '');

  const { submit, failure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: mode === 'create' ? 'Erreur lors de la création du profil' : SAVE_FAILED_TITLE,
    unreachable: NO_ANSWER,
    fallback: NO_ANSWER,
    save: (values: TeamMemberFormValues) => onSubmit(values, picture),
  });

  const choosePicture = async (file: File | null) => {
    if (!file) return;
    const tooBig = pictureError(file);
    setPictureFailure(tooBig);
    if (tooBig) return;
    if (mode === 'create' || !onPicture) {
      setPicture(file);
      return;
    }
    setPictureSending(true);
    try {
      await onPicture(file);
    } catch (error) {
      setPictureFailure(readApiError(error).message ?? "Erreur lors de l'enregistrement");
    } finally {
      setPictureSending(false);
    }
  };

  if (genres.isPending || (teaching && vehicleCategories.isPending) || (showsRemuneration(roleId) && statuses.isPending)) {
    return <ListSkeleton rows={6} />;
  }

  const genreOptions = (genres.data ?? []).map((genre) => ({ value: String(genre.id), label: genre.name }));
  const cityOptions = zipComplete ? (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name })) : [];
  const noCity = zipComplete && cities.data?.length === 0;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label="Formulaire du membre de l'équipe">
      {failure ? (
        <SaveFailureAlert {...failure} />
      ) : null}

      {mode === 'create' ? (
        <Section
          id="identifiants"
          title="Identifiants"
          intro="Aucun mot de passe à saisir : un mot de passe provisoire est généré, et la personne reçoit par email un lien pour choisir le sien."
        >
          <Box sx={wide}>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label="Adresse email (identifiant)"
              autoComplete="off"
              required
              rules={{ validate: (value: string) => (value.trim() === '' ? "L'adresse email est requise." : validateEmail(value.trim())) }}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </Box>
        </Section>
      ) : null}

      <Section id="profil" title="Profil">
        <Box sx={wide}>
          <PictureField
            currentUrl={picture ? null : pictureUrl}
            chosen={picture}
            name={name}
            error={pictureFailure}
            pending={pictureSending}
            onChoose={(file) => void choosePicture(file)}
          />
        </Box>
        <FormSelectField control={control} name="genre_id" label="Genre" options={genreOptions} emptyLabel="Non déclaré" />
        <FormTextField control={control} name="name" label="Prénom et nom" required autoComplete="off" rules={{ validate: validateName }} slotProps={{ htmlInput: { maxLength: 255 } }} />
        {mode === 'edit' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <FormTextField
              control={control}
              name="email"
              label="Email principal"
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText={own ? 'Votre adresse de connexion.' : 'Seul le titulaire du compte peut modifier son email principal.'}
            />
            {own ? <OwnEmailChange /> : null}
          </Box>
        ) : null}
        <FormTextField control={control} name="phone" label="Téléphone" type="tel" inputMode="tel" rules={{ validate: (value: string) => value.trim() === '' || validatePhone(value) }} slotProps={{ htmlInput: { maxLength: 30 } }} />
        <FormTextField
          control={control}
          name="emails"
          label="Emails secondaires"
          multiline
          minRows={2}
          helperText="Une adresse par ligne (5 au plus)."
          rules={{ validate: validateEmails }}
        />
        <FormTextField
          control={control}
          name="title"
          label="Fonction"
          slotProps={{ htmlInput: { maxLength: 255, readOnly: !manages } }}
          helperText={manages ? undefined : 'Fixée par la personne qui gère votre compte.'}
        />
        {showsRemuneration(roleId) && manages ? (
          <FormSelectField
            control={control}
            name="employment_status_id"
            label="Statut de rémunération"
            options={(statuses.data ?? []).map((status) => ({ value: String(status.id), label: status.name }))}
            emptyLabel="Non renseigné"
          />
        ) : null}
        {showsRemuneration(roleId) && !manages ? (
          <TextField
            label="Statut de rémunération"
            value={statuses.data?.find((status) => String(status.id) === defaultValues.employment_status_id)?.name ?? 'Non renseigné'}
            helperText="Fixé par la personne qui gère votre compte."
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ) : null}
      </Section>

      {teaching ? (
        <>
          <Section id="adresse" title="Adresse personnelle" intro="Nécessaire au calcul des remboursements de frais de déplacement.">
            <FormTextField control={control} name="street_number" label="Numéro" slotProps={{ htmlInput: { maxLength: 20 } }} />
            <FormTextField control={control} name="street_name" label="Voie" slotProps={{ htmlInput: { maxLength: 255 } }} />
            <FormTextField
              control={control}
              name="profile_zip_code"
              label="Code postal"
              inputMode="numeric"
              slotProps={{ htmlInput: { maxLength: 5 } }}
              rules={{ validate: (value: string) => value.trim() === '' || ZIP_CODE_PATTERN.test(value.trim()) || 'Le code postal doit comporter 5 chiffres.' }}
            />
            <FormSelectField
              control={control}
              name="city_id"
              label="Ville"
              options={cityOptions}
              disabled={!zipComplete || cityOptions.length === 0}
              helperText={noCity ? 'Aucune commune ne correspond à ce code postal.' : undefined}
            />
          </Section>

          {bankEditable ? (
          <Section id="coordonnees-bancaires" title="Coordonnées bancaires">
            {ibanMasked ? (
              <Alert severity="info" sx={wide}>
                {`IBAN enregistré : ${ibanMasked}. Saisissez un nouvel IBAN pour le remplacer ; laissé vide, il reste inchangé.`}
              </Alert>
            ) : null}
            <FormTextField control={control} name="iban" label="IBAN" autoComplete="off" slotProps={{ htmlInput: { maxLength: 42 } }} />
            <FormTextField control={control} name="bic" label="BIC" autoComplete="off" slotProps={{ htmlInput: { maxLength: 11 } }} />
          </Section>
          ) : (
            <Section id="coordonnees-bancaires" title="Coordonnées bancaires" intro={BANK_READ_ONLY}>
              <TextField label="IBAN" value={ibanMasked ?? 'Non renseigné'} fullWidth multiline slotProps={{ htmlInput: { readOnly: true } }} sx={wide} />
            </Section>
          )}

          <Section id="vehicule" title="Véhicule personnel">
            <FormSwitchField control={control} name="has_vehicle" label="Utilise son véhicule personnel" />
            {hasVehicle ? (
              <FormSelectField
                control={control}
                name="vehicle_category_id"
                label="Puissance fiscale"
                options={(vehicleCategories.data ?? []).map((category) => ({ value: String(category.id), label: category.category }))}
                emptyLabel="Non renseignée"
              />
            ) : (
              <Box />
            )}
          </Section>
        </>
      ) : null}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={!ready || isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
