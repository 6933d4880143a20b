import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { validateEmail, validatePhone } from '@irt/shared-ui/forms';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useSession } from '@irt/shared-auth';
import type { ACCOUNT_MESSAGES, ProfileDetail } from '@irt/api/contract';
import { MAX_SECONDARY_EMAILS } from '@irt/api/constants';
import { useUpdateProfile } from '@irt/shared-auth/endpoints';
import { useCreateProfile } from '../api/profile-mutations';
import { useOwnAccount } from './account-owner';
import { AccountTextField } from './fields';
import { idValue, textValue, toId, toText } from './form-values';
import { EmailChangeDialog } from './EmailChangeDialog';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { PictureUpload } from './PictureUpload';
import { SectionCard } from './SectionCard';
import { useReportUnsaved } from './unsaved-sections';
import { useLookup } from '@irt/shared-auth/query';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

/** The server's message for a one-word name, checked here before sending. */
const TWO_WORD_NAME: (typeof ACCOUNT_MESSAGES)['twoWordName'] = 'Erreur dans la saisie du nom. Veuillez entrer un prénom et un nom';
const MAX_EMAILS = MAX_SECONDARY_EMAILS;
const CREATE_ERROR_TITLE = MESSAGES.profileCreationFailed.text;

interface ProfileValues {
  genre_id: string;
  name: string;
  birth_year: string;
  phone: string;
  emails: { value: string }[];
}

const SERVER_FIELDS = { genre_id: 'genre_id', name: 'name', birth_year: 'birth_year', phone: 'phone', emails: 'emails' } as const;

function valuesOf(profile: ProfileDetail | null, userName: string): ProfileValues {
  return {
    genre_id: idValue(profile?.genre_id),
    name: profile?.name ?? userName,
    birth_year: textValue(profile?.birth_year),
    phone: textValue(profile?.phone),
    emails: (profile?.emails ?? []).map((value) => ({ value })),
  };
}

const thisYear = new Date().getFullYear();

function validateBirthYear(value: string): true | string {
  if (value.trim() === '') return true;
  const year = Number(value);
  return (/^\d{4}$/.test(value.trim()) && year >= 1900 && year <= thisYear) || 'Veuillez saisir une année de naissance valide.';
}

/**
 * Section 'Profil': creates the profile (gender and phone needed), then saves its fields. The main email
 * is changed by its owner only: an administrator editing another account reads it.
 */
export function ProfileSection({ profile }: { profile: ProfileDetail | null }) {
  const own = useOwnAccount();
  const sessionUser = useSession((state) => state.user);
  const user = own ? sessionUser : (profile?.user ?? null);
  const genres = useLookup('genres');
  const create = useCreateProfile();
  const update = useUpdateProfile(profile?.id ?? null);
  const [emailDialog, setEmailDialog] = useState(false);
  const [passwordDialog, setPasswordDialog] = useState(false);
  // A new picture keeps its URL: a version makes the browser fetch it again.
  const [pictureVersion, setPictureVersion] = useState(0);
  const picture = profile?.temporary_profile_picture_url ?? null;
  const userName = user?.name ?? '';
  const { control, handleSubmit, setError, watch, reset, formState } = useForm<ProfileValues>({ defaultValues: valuesOf(profile, userName) });
  useReportUnsaved('Profil', formState.isDirty, () => reset(valuesOf(profile, userName)));
  // A newer profile updates the fields the user has not touched.
  useEffect(() => reset(valuesOf(profile, userName), { keepDirtyValues: true }), [profile, userName, reset]);
  const emails = useFieldArray({ control, name: 'emails' });
  const creating = profile === null;
  const pending = create.isPending || update.isPending;
  const [genre, phone] = watch(['genre_id', 'phone']);

  const { submit, failure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: creating ? CREATE_ERROR_TITLE : MESSAGES.saveFailed.text,
    save: async (values: ProfileValues) => {
      const body = {
        name: values.name.trim(),
        birth_year: values.birth_year.trim() === '' ? null : Number(values.birth_year),
        emails: values.emails.map((email) => email.value.trim()).filter(Boolean),
      };
      if (creating) {
        await create.mutateAsync({ ...body, genre_id: Number(values.genre_id), phone: values.phone.trim() });
        return null;
      }
      return update.mutateAsync({ ...body, genre_id: toId(values.genre_id), phone: toText(values.phone) });
    },
    success: (answer) => (answer ? MESSAGES.profileUpdated : MESSAGES.profileCreated),
    onSuccess: (answer) => {
      if (answer) reset(valuesOf(answer.profile, answer.profile.name));
    },
  });

  return (
    <SectionCard anchor="profil" title="Profil">
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Avatar src={picture ? (pictureVersion ? `${picture}?v=${pictureVersion}` : picture) : undefined} alt="Photo de profil" sx={{ width: 64, height: 64 }}>
              {(profile?.name ?? user?.name ?? '?').slice(0, 1).toUpperCase()}
            </Avatar>
            {profile ? (
              <PictureUpload profileId={profile.id} onUploaded={() => setPictureVersion(Date.now())} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Vous pourrez ajouter une photo une fois votre profil créé.
              </Typography>
            )}
          </Box>
          <Controller
            control={control}
            name="genre_id"
            rules={{ required: 'Veuillez indiquer votre genre.' }}
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error}>
                <FormLabel id="account-genre">Genre</FormLabel>
                <RadioGroup row aria-labelledby="account-genre" name={field.name} value={field.value} onChange={field.onChange}>
                  {(genres.data ?? []).map((item) => (
                    <FormControlLabel key={item.id} value={String(item.id)} control={<Radio />} label={item.name} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <AccountTextField
            control={control}
            name="name"
            label="Nom complet"
            autoComplete="name"
            rules={{ validate: (value: string) => value.trim().split(/\s+/).filter(Boolean).length >= 2 || TWO_WORD_NAME }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <AccountTextField control={control} name="birth_year" label="Année de naissance" inputMode="numeric" rules={{ validate: validateBirthYear }} />
            <AccountTextField
              control={control}
              name="phone"
              label="Téléphone"
              type="tel"
              autoComplete="tel"
              rules={{ validate: (value: string) => (value.trim() === '' ? 'Veuillez renseigner votre numéro de téléphone.' : validatePhone(value)) }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
            <TextField
              label="Email principal"
              value={user?.email ?? ''}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
              helperText={own ? 'Un lien de confirmation est envoyé à la nouvelle adresse.' : 'Seul le titulaire du compte peut modifier son email principal.'}
            />
            {own && (
              <Button variant="outlined" onClick={() => setEmailDialog(true)} sx={{ mt: { xs: 0, sm: 1 }, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
                Modifier l&apos;email
              </Button>
            )}
          </Box>
          {own && (
            <Box>
              <Button variant="outlined" onClick={() => setPasswordDialog(true)}>
                Changer mon mot de passe
              </Button>
            </Box>
          )}
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Emails secondaires
            </Typography>
            <Stack spacing={1}>
              {emails.fields.map((item, index) => (
                <Box key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <AccountTextField control={control} name={`emails.${index}.value`} label={`Email secondaire ${index + 1}`} type="email" rules={{ validate: validateEmail }} />
                  <IconButton aria-label={`Retirer l'email secondaire ${index + 1}`} onClick={() => emails.remove(index)} sx={{ mt: 1 }}>
                    <DeleteOutline />
                  </IconButton>
                </Box>
              ))}
              {emails.fields.length < MAX_EMAILS && (
                <Button onClick={() => emails.append({ value: '' })} sx={{ alignSelf: 'flex-start' }}>
                  Ajouter un email secondaire
                </Button>
              )}
            </Stack>
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={pending || (creating && (genre === '' || phone.trim() === ''))}>
              {creating ? 'Créer mon profil' : 'Enregistrer'}
            </Button>
          </Box>
        </Stack>
      </Box>
      {own && <EmailChangeDialog open={emailDialog} currentEmail={user?.email ?? ''} onClose={() => setEmailDialog(false)} />}
      {own && <PasswordChangeDialog open={passwordDialog} onClose={() => setPasswordDialog(false)} />}
    </SectionCard>
  );
}
