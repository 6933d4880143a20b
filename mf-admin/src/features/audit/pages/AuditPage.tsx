import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { AuditAction, AuditChain, AuditEvent } from '@irt/api/contract';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import { useListController } from '@irt/shared-auth/query';
import { useAuditChain, useAuditEvents } from '../api/get-audit';

/** The institute's clock, whatever the zone of the device. */
const at = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'medium', timeStyle: 'medium' });
const when = (iso: string) => at.format(new Date(iso));

const ROLE_LABELS: Readonly<Record<string, string>> = {
  administrateur: 'Administrateur',
  gestionnaire: 'Gestionnaire',
  responsable_pedagogique: 'Responsable pédagogique',
  intervenant: 'Intervenant',
  stagiaire: 'Stagiaire',
  systeme: 'Système',
  anonyme: 'Anonyme',
};

/** Every action of the trail has its label: a new action without one fails the typecheck. */
const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'coordonnees_bancaires.lecture': 'Lecture des coordonnées bancaires',
  'coordonnees_bancaires.modification': 'Modification des coordonnées bancaires',
  'defraiement.statut': 'Statut d’un défraiement',
  'defraiement.montant': 'Montant d’un défraiement',
  'paiement.creation': 'Paiement',
  'paiement.annulation': 'Annulation d’un paiement',
  'inscription.statut': 'Statut d’une inscription',
  'compte.cloture': 'Clôture d’un compte',
  'compte.reactivation': 'Réactivation d’un compte',
  'compte.role': 'Rôle d’un compte',
  'compte.anonymisation': 'Anonymisation d’un compte',
  'compte.suppression': 'Suppression d’un compte',
  'presence.correction': 'Correction de présence',
  'heures.modification': 'Heures modifiées après contrat validé',
  'conflit.confirmation': 'Conflit de réservation confirmé',
};

const OBJECT_LABELS: Readonly<Record<string, string>> = {
  profil: 'Profil',
  defraiement: 'Défraiement',
  inscription: 'Inscription',
  compte: 'Compte',
  formation: 'Formation',
};

const columns: readonly ListColumn<AuditEvent>[] = [
  { key: 'id', header: 'N°', render: (e) => e.id, nowrap: true, card: 'labelled' },
  { key: 'created_at', header: 'Date', render: (e) => when(e.created_at), nowrap: true, card: 'labelled' },
  { key: 'action', header: 'Action', render: (e) => ACTION_LABELS[e.action as AuditAction] ?? e.action, title: true },
  {
    key: 'actor',
    header: 'Auteur',
    render: (e) => `${ROLE_LABELS[e.actor_role] ?? e.actor_role}${e.actor_profile_id === null ? '' : ` (profil n° ${e.actor_profile_id})`}`,
    card: 'labelled',
  },
  { key: 'object', header: 'Objet', render: (e) => `${OBJECT_LABELS[e.object_type] ?? e.object_type} n° ${e.object_id}`, card: 'labelled' },
  {
    key: 'change',
    header: 'Changement',
    render: (e) => (e.from_value === null && e.to_value === null ? '—' : `${e.from_value ?? '—'} → ${e.to_value ?? '—'}`),
    card: 'labelled',
  },
  { key: 'ip', header: 'Adresse IP', render: (e) => e.ip ?? '—', nowrap: true, card: 'labelled' },
];

function chainText(chain: AuditChain): string {
  const count = chain.events === 1 ? '1 événement' : `${chain.events} événements`;
  if (chain.intact || !chain.broken) return `Chaîne intègre : ${count} vérifiés le ${when(chain.checked_at)}, chacun lié au précédent par son empreinte.`;
  if (chain.broken.missing) {
    return `Chaîne rompue : l’événement n° ${chain.broken.id}, le dernier enregistré, a disparu du journal (vérifié le ${when(chain.checked_at)}).`;
  }
  return `Chaîne rompue à l’événement n° ${chain.broken.id}${chain.broken.created_at ? ` du ${when(chain.broken.created_at)}` : ''} : il a été modifié, ou un événement qui le précédait supprimé, en dehors du portail (vérifié le ${when(chain.checked_at)}).`;
}

/**
 * 'Journal d'audit' (administrateur): the result of the check of the trail's hash chain — intact, or
 * the first broken link — and the events, newest first. The page lives in the address.
 */
export default function AuditPage() {
  const list = useListController();
  const events = useAuditEvents(list.page);
  const chain = useAuditChain();
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Journal d’audit" />
      <Box aria-live="polite" sx={{ mb: 2 }}>
        {chain.data ? (
          <Alert
            severity={chain.data.intact ? 'success' : 'error'}
            action={
              <Button color="inherit" size="small" onClick={() => void chain.refetch()} disabled={chain.isFetching}>
                Vérifier à nouveau
              </Button>
            }
          >
            {chainText(chain.data)}
          </Alert>
        ) : chain.isError ? (
          <Alert severity="error">La chaîne du journal n’a pas pu être vérifiée. Réessayez dans un instant.</Alert>
        ) : (
          <Alert severity="info">Vérification de la chaîne du journal…</Alert>
        )}
      </Box>
      {events.isError ? (
        <Alert severity="error">Le journal n’a pas pu être chargé. Réessayez dans un instant.</Alert>
      ) : (
        <Paper variant="outlined">
          <PagedTable
            label="Événements du journal d’audit"
            query={events}
            page={list.page}
            onPageChange={list.setPage}
            columns={columns}
            getKey={(e) => e.id}
            emptyText="Aucun événement pour le moment"
            tableMinWidth={900}
            paginationLabel="Pages du journal d’audit"
          />
        </Paper>
      )}
    </Box>
  );
}
