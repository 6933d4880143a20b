import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { ProfileDetail, ProfileUpdate } from '@irt/api/contract';
import { useUpdateProfile } from '@irt/shared-auth/endpoints';
import { useReportUnsaved } from './unsaved-sections';

export interface SectionFormOptions<V extends FieldValues> {
  /** The section's title, naming it when it holds changes not saved. */
  section: string;
  profile: ProfileDetail | null;
  /** The section's values read from the profile (empty ones before it exists). */
  toValues: (profile: ProfileDetail | null) => V;
  /** The fields of PUT /api/profiles/{id} the section saves; the others are left as they are. */
  toBody: (values: V) => ProfileUpdate;
  /** Server field name → form field (errors of 400/422 answers). */
  serverFields: Partial<Record<string, FieldPath<V>>>;
}

/**
 * One section of the account form saved on its own (docs/decisions.md): its values follow the
 * profile as loaded, keep what the user is typing, and a refused save keeps every value typed.
 */
export function useSectionForm<V extends FieldValues>({ section, profile, toValues, toBody, serverFields }: SectionFormOptions<V>) {
  const update = useUpdateProfile(profile?.id ?? null);
  const form = useForm<V>({ defaultValues: toValues(profile) as DefaultValues<V> });
  const { reset } = form;

  // A newer profile (another section saved, a reload) updates the fields the user has not touched.
  useEffect(() => {
    reset(toValues(profile), { keepDirtyValues: true });
    // `toValues` is a module-level function of each section: the profile alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile, reset]);

  useReportUnsaved(section, form.formState.isDirty, () => reset(toValues(profile)));

  const { submit, failure } = useSaveForm({
    setError: form.setError,
    fields: serverFields,
    save: (values: V) => update.mutateAsync(toBody(values)),
    onSuccess: (answer) => form.reset(toValues(answer.profile)),
    success: MESSAGES.profileUpdated,
  });

  return { form, submit: form.handleSubmit(submit), failure, pending: update.isPending };
}
