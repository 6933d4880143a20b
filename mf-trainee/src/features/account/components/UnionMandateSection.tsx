import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { ACCOUNT_MESSAGES, ProfileDetail, ProfileMandate, ProfileUnion } from '@irt/api/contract';
import { useUpdateProfile } from '@irt/shared-auth/endpoints';
import { useUpdateMandate } from '../api/union-mandate-mutations';
import { MandateDialog } from './MandateDialog';
import { SectionCard } from './SectionCard';
import { unionPeriod, unionState } from './union-state';
import { UnionCreateDialog, UnionEditDialog } from './UnionDialogs';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';

const STILL_ACTIVE_TITLE: (typeof ACCOUNT_MESSAGES)['mandateStillActiveTitle'] = 'Impossible de désactiver le mandat';
const STILL_ACTIVE: (typeof ACCOUNT_MESSAGES)['mandateStillActive'] = 'Vous avez encore des mandats actifs. Supprimez-les avant de désactiver cette option.';

/** The section's two switches, each saved as soon as it is flipped. */
interface UnionSwitches {
  is_union_member: boolean;
  has_mandate: boolean;
}

const SWITCH_FIELDS: Partial<Record<string, keyof UnionSwitches>> = { is_union_member: 'is_union_member', has_mandate: 'has_mandate' };

function mandatePlace(mandate: ProfileMandate): string | null {
  return [mandate.council?.name, mandate.council_section?.name].filter(Boolean).join(' — ') || null;
}

/**
 * A row of a list of this section with its buttons after the text. Not MUI's `secondaryAction`: that
 * slot is placed over the row's right edge with room for one icon, so on a phone two text buttons
 * covered the council and section of a mandate. Here the buttons wrap under the text when it is long.
 */
function RowWithActions({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      {children}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>{actions}</Box>
    </ListItem>
  );
}

function UnionRow({ union, onEdit }: { union: ProfileUnion; onEdit: () => void }) {
  const state = unionState(union);
  return (
    <RowWithActions
      actions={
        <Button size="small" onClick={onEdit} aria-label={`Modifier le syndicat ${union.name}`}>
          Modifier
        </Button>
      }
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {union.name}
            <StatusBadge label={state.label} color={state.color} />
          </Box>
        }
        secondary={unionPeriod(union)}
      />
    </RowWithActions>
  );
}

/**
 * 'Syndicat et mandats': membership and mandates switches, the unions of the profile and its
 * mandates, each changed through its dialog (saved at once).
 */
export function UnionMandateSection({ profile, disabled }: { profile: ProfileDetail | null; disabled: boolean }) {
  const profileId = profile?.id ?? 0;
  const update = useUpdateProfile(profile?.id ?? null);
  const updateMandate = useUpdateMandate(profileId);
  const [addingUnion, setAddingUnion] = useState(false);
  const [editedUnion, setEditedUnion] = useState<ProfileUnion | null>(null);
  const [mandateDialog, setMandateDialog] = useState<{ mandate?: ProfileMandate } | null>(null);
  const [removing, setRemoving] = useState<ProfileMandate | null>(null);
  const [blocked, setBlocked] = useState(false);
  // The switches show the profile as saved: they follow it when it is loaded again after a save.
  const { control, setError } = useForm<UnionSwitches>({
    values: { is_union_member: profile?.is_union_member ?? false, has_mandate: profile?.has_mandate ?? false },
  });

  const unions = profile?.unions ?? [];
  const mandates = profile?.mandates ?? [];
  const active = mandates.filter((mandate) => mandate.active);
  const inactive = mandates.filter((mandate) => !mandate.active);

  // Each switch is saved at once: its value is the form's, its refusal shows under it.
  const switches = useSaveForm({
    setError,
    fields: SWITCH_FIELDS,
    save: (body: Partial<UnionSwitches>) => update.mutateAsync(body),
    success: MESSAGES.profileUpdated,
  });
  const saveSwitch = switches.submit;
  const removal = useSaveForm({
    title: MESSAGES.mandateSaveFailed.text,
    save: (mandate: ProfileMandate) => updateMandate.mutateAsync({ pivotId: mandate.id, is_valid: false }),
    success: MESSAGES.mandateUpdated,
  });
  const failure = switches.failure ?? removal.failure;

  const toggleMandates = (checked: boolean) => {
    if (!checked && active.length > 0) setBlocked(true);
    else void saveSwitch({ has_mandate: checked });
  };

  const removeMandate = async () => {
    if (!removing) return;
    await removal.submit(removing);
    setRemoving(null);
  };

  return (
    <SectionCard anchor="syndicat-et-mandats" title="Syndicat et mandats" disabled={disabled}>
      {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
      <Stack spacing={2}>
        <Box>
          <FormSwitchField
            control={control}
            name="is_union_member"
            label="Je suis adhérent à un syndicat"
            disabled={disabled || update.isPending}
            onToggle={(checked) => void saveSwitch({ is_union_member: checked })}
          />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Mes syndicats
          </Typography>
          {unions.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
              {MESSAGES.noUnion.text}
            </Typography>
          ) : (
            <List dense aria-label="Mes syndicats">
              {unions.map((union) => (
                <UnionRow key={union.id} union={union} onEdit={() => setEditedUnion(union)} />
              ))}
            </List>
          )}
          <Button variant="outlined" onClick={() => setAddingUnion(true)} disabled={disabled}>
            Ajouter un syndicat
          </Button>
        </Box>
        <Divider />
        <Box>
          <FormSwitchField control={control} name="has_mandate" label="J'exerce un mandat" disabled={disabled || update.isPending} onToggle={toggleMandates} />
          {profile?.has_mandate && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                Mandats actifs
              </Typography>
              {active.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                  {MESSAGES.noActiveMandate.text}
                </Typography>
              ) : (
                <List dense aria-label="Mandats actifs">
                  {active.map((mandate) => (
                    <RowWithActions
                      key={mandate.id}
                      actions={
                        <>
                          {mandate.is_cph && (
                            <Button size="small" onClick={() => setMandateDialog({ mandate })} aria-label={`Modifier le mandat ${mandate.name}`}>
                              Modifier
                            </Button>
                          )}
                          <Button size="small" color="error" onClick={() => setRemoving(mandate)} aria-label={`Supprimer le mandat ${mandate.name}`}>
                            Supprimer
                          </Button>
                        </>
                      }
                    >
                      <ListItemText primary={mandate.name} secondary={mandatePlace(mandate)} />
                    </RowWithActions>
                  ))}
                </List>
              )}
              <Button variant="outlined" onClick={() => setMandateDialog({})} disabled={disabled}>
                Ajouter un mandat
              </Button>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                Mandats inactifs
              </Typography>
              {inactive.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                  {MESSAGES.noInactiveMandate.text}
                </Typography>
              ) : (
                <List dense aria-label="Mandats inactifs">
                  {inactive.map((mandate) => (
                    <ListItem key={mandate.id} divider>
                      <ListItemText
                        primary={
                          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                            {mandate.name}
                            <StatusBadge label={mandate.deleted ? 'supprimé' : 'inactif'} />
                          </Box>
                        }
                        secondary={mandatePlace(mandate)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </>
          )}
        </Box>
      </Stack>
      {profile && <UnionCreateDialog profileId={profileId} open={addingUnion} onClose={() => setAddingUnion(false)} />}
      {profile && editedUnion && <UnionEditDialog key={editedUnion.id} profileId={profileId} union={editedUnion} onClose={() => setEditedUnion(null)} />}
      {profile && mandateDialog && <MandateDialog profileId={profileId} mandate={mandateDialog.mandate} onClose={() => setMandateDialog(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Supprimer le mandat"
        message={removing ? `Voulez-vous supprimer le mandat ${removing.name} ?` : ''}
        confirmLabel="supprimer"
        cancelLabel="annuler"
        confirmColor="error"
        pending={updateMandate.isPending}
        onConfirm={() => void removeMandate()}
        onClose={() => setRemoving(null)}
      />
      <Dialog open={blocked} onClose={() => setBlocked(false)} aria-labelledby="mandates-still-active">
        <DialogTitle id="mandates-still-active">{STILL_ACTIVE_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{STILL_ACTIVE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBlocked(false)} variant="contained">
            J&apos;ai compris
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
