import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readApiError } from '@irt/shared-auth';
import { useListController } from '@irt/shared-auth/query';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { notify } from '@irt/shared-ui/components/notifications';
import { formatDay } from '@irt/shared-ui/formatters';
import { MESSAGES } from '@irt/shared-ui/messages';
import { CPH_MANDATE_NAME } from '@irt/api/constants';
import { useReferenceItems, type EditorItem } from '../api/reference-items';
import { useDeleteMandate } from '../api/reference-mutations';
import { EXCLUSIVE_PLACE, ReferenceItemDialog } from '../components/ReferenceItemDialog';
import { FIRST_LIST, REFERENCE_GROUPS, referenceListOf, type ReferenceListDefinition } from '../reference-lists';

/** The mandates shown: the active ones (default) or the deleted ones, in the address (`?mandats=supprimes`). */
const DELETED = 'supprimes';

/** The councillor mandate is recognised by its name (it asks a council and a section): it may be neither renamed nor deleted. */
function isProtected(type: string, name: string): boolean {
  return type === 'mandates' && name === CPH_MANDATE_NAME;
}

function itemDates(item: EditorItem): string {
  const created = `Créé le ${formatDay(item.created_at)}`;
  return item.deleted_at ? `${created} · supprimé le ${formatDay(item.deleted_at)}` : created;
}

function itemDetail(item: EditorItem): string | null {
  if ('numerotation' in item) return [`Numérotation ${item.numerotation}`, item.nsf_code ? `NSF ${item.nsf_code}` : 'NSF non renseigné'].join(' · ');
  if ('type' in item) return [item.type, item.address, item.city ? `${item.city.zip_code} ${item.city.name}` : null].filter(Boolean).join(' · ');
  if ('irt_link' in item) return item.irt_link;
  return null;
}

/**
 * 'Éditer le référentiel' (/referentiel, administrateur): the three menu groups of the reference lists,
 * the items of the list chosen (name, creation and deletion dates), 'modifier' on each, 'supprimer' on
 * the mandates (a soft delete), the toggle between the active and the deleted mandates, and the add
 * button on every list but the training categories. The list chosen is in the address.
 */
export default function ReferenceEditorPage() {
  const controller = useListController<'liste' | 'mandats'>({ filters: { liste: FIRST_LIST.slug, mandats: 'actifs' } });
  const list = referenceListOf(controller.filters.liste);
  const showDeleted = list.canDelete && controller.filters.mandats === DELETED;
  const { items, isPending, isError } = useReferenceItems(list.type, showDeleted);
  const [editing, setEditing] = useState<{ item: EditorItem | null } | null>(null);
  const [deleting, setDeleting] = useState<EditorItem | null>(null);
  const remove = useDeleteMandate();

  const choose = (next: ReferenceListDefinition) => {
    controller.setFilter('liste', next.slug);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(MESSAGES.itemDeleted);
    } catch (error) {
      notify(MESSAGES.referenceDeletionFailed, readApiError(error).message);
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader title="Éditer le référentiel" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
        {/* On a phone the twelve lists are one grouped drop-down, so the items come first on the screen. */}
        <TextField
          select
          label="Liste"
          value={list.slug}
          onChange={(event) => choose(referenceListOf(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ display: { xs: 'flex', md: 'none' } }}
        >
          {REFERENCE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.lists.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {entry.label}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <Paper variant="outlined" component="nav" aria-label="Listes du référentiel" sx={{ display: { xs: 'none', md: 'block' } }}>
          {REFERENCE_GROUPS.map((group) => {
            const headingId = `reference-group-${group.lists[0].slug}`;
            return (
              <Box key={group.label} sx={{ pt: 1 }}>
                <Typography id={headingId} component="h2" variant="overline" sx={{ px: 2, color: 'text.secondary' }}>
                  {group.label}
                </Typography>
                <List dense disablePadding aria-labelledby={headingId}>
                  {group.lists.map((entry) => (
                    <ListItem key={entry.slug} disablePadding>
                      <ListItemButton
                        selected={entry.slug === list.slug}
                        aria-current={entry.slug === list.slug ? 'page' : undefined}
                        onClick={() => choose(entry)}
                      >
                        <ListItemText primary={entry.label} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Box>
            );
          })}
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="reference-list-title" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
            <Typography id="reference-list-title" variant="h6" component="h2">
              {showDeleted ? 'Mandats supprimés' : list.label}
            </Typography>
            <Stack direction="row" spacing={1}>
              {list.canDelete && (
                <Button onClick={() => controller.setFilter('mandats', showDeleted ? 'actifs' : DELETED)}>
                  {showDeleted ? 'voir les mandats actifs' : 'voir les mandats supprimés'}
                </Button>
              )}
              {list.canAdd && !showDeleted && (
                <Button variant="contained" onClick={() => setEditing({ item: null })}>
                  Ajouter
                </Button>
              )}
            </Stack>
          </Stack>

          {isPending ? (
            <Stack spacing={1} role="progressbar" aria-busy="true" aria-label="Chargement de la liste">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : isError ? (
            <EmptyState title="La liste n'a pas pu être chargée." detail="Veuillez recharger la page." />
          ) : items?.length === 0 ? (
            <EmptyState title={showDeleted ? 'Aucun mandat supprimé.' : 'Aucun élément dans cette liste.'} />
          ) : (
            <List aria-labelledby="reference-list-title">
              {items?.map((item) => (
                <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', columnGap: 2, px: 1 }}>
                  <ListItemText
                    primary={item.name}
                    secondary={[itemDetail(item), itemDates(item)].filter(Boolean).join(' — ')}
                    sx={{ flex: '1 1 16rem' }}
                  />
                  {/* Beside the name on a wide screen, below it on a phone. */}
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {'exclusive' in item && item.exclusive ? <Chip size="small" color="warning" variant="outlined" label={EXCLUSIVE_PLACE} /> : null}
                    {!item.deleted_at && !isProtected(list.type, item.name) && (
                      <Button size="small" onClick={() => setEditing({ item })} aria-label={`modifier ${item.name}`}>
                        modifier
                      </Button>
                    )}
                    {list.canDelete && !item.deleted_at && !isProtected(list.type, item.name) && (
                      <Button size="small" color="error" onClick={() => setDeleting(item)} aria-label={`supprimer ${item.name}`}>
                        supprimer
                      </Button>
                    )}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Box>

      <ReferenceItemDialog list={list} item={editing?.item ?? null} open={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer cet item ?"
        message={deleting ? `Le mandat « ${deleting.name} » ne sera plus proposé ; il reste sur les profils qui le portent.` : ''}
        confirmLabel="supprimer"
        cancelLabel="annuler"
        confirmColor="error"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
