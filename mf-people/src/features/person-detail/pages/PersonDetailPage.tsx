import { Link, useParams, useSearchParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ProfileDetail, RoleSlug } from '@irt/api/contract';
import { canAccess, isRouteBuilt, matchRoute, useSession } from '@irt/shared-auth';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { TabPanelHeading } from '@irt/shared-ui/components/TabPanelHeading';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { initials } from '@irt/shared-ui/formatters';
import { useProfile } from '@irt/shared-auth/endpoints';
import { BankDetails } from '../components/BankDetails';
import { CloseAccountButton } from '../components/CloseAccountButton';
import { ReopenAccountButton } from '../components/ReopenAccountButton';
import { PersonalInformation } from '../components/PersonalInformation';
import { PersonExpenses } from '../components/PersonExpenses';
import { PersonTrainings } from '../components/PersonTrainings';
import { ProfessionalInformation } from '../components/ProfessionalInformation';
import { accountActions, accountFormPath, tabsFor, type PersonTabKey } from '../components/person-tabs';
import { ofName } from '@irt/api/constants';

/** Which page this is: a trainee's (/stagiaires/{id}) or a trainer's (/formateurs/{id}). */
export type PersonKind = 'trainee' | 'teacher';

const KINDS: Record<PersonKind, { title: string; roles: readonly RoleSlug[]; missing: string }> = {
  trainee: { title: 'Stagiaire', roles: ['stagiaire'], missing: "Ce stagiaire n'existe pas ou ne vous est pas accessible." },
  teacher: { title: 'Formateur', roles: ['intervenant', 'responsable-pedagogique'], missing: "Ce formateur n'existe pas ou ne vous est pas accessible." },
};

const TAB_PARAM = 'onglet';
const tabId = (key: string) => `personne-onglet-${key}`;
const panelId = (key: string) => `personne-panneau-${key}`;

/** Whether the reader may open this address: its page exists and their role is on its route. */
function mayOpen(address: string, role: RoleSlug | null): boolean {
  const route = matchRoute(address);
  return role !== null && route !== undefined && canAccess(route, role) && isRouteBuilt(address, role);
}

/**
 * A trainee's or a trainer's page: the person's header, the
 * tabs their role and the reader's allow (`PERSON_TABS`, the tab in the address), 'Modifier le compte'
 * and 'Clôturer le compte' while the account is active.
 */
export default function PersonDetailPage({ kind }: { kind: PersonKind }) {
  const { id } = useParams();
  const profileId = Number(id);
  const valid = Number.isInteger(profileId) && profileId > 0;
  const person = useProfile(valid ? profileId : null);
  const config = KINDS[kind];

  if (!person.data || !config.roles.includes(person.data.role.slug)) {
    const missing = !valid || person.isError || (person.data !== undefined && !config.roles.includes(person.data.role.slug));
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title={config.title} />
        {missing ? <EmptyState title="Profil introuvable" detail={config.missing} /> : <ListSkeleton rows={6} />}
      </Box>
    );
  }
  return <PersonView person={person.data} />;
}

function PersonView({ person }: { person: ProfileDetail }) {
  const viewer = useSession((state) => state.user?.role.slug ?? null);
  const ownProfileId = useSession((state) => state.profile?.id ?? null);
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(person.role.slug, viewer);
  const asked = params.get(TAB_PARAM);
  const current: PersonTabKey = tabs.find((tab) => tab.key === asked)?.key ?? tabs[0]?.key ?? 'personnel';
  const actions = accountActions({ role: person.role.slug, active: person.is_active, own: ownProfileId === person.id }, viewer);
  const editPath = accountFormPath(person.role.slug, person.id);
  const showEdit = actions.edit && mayOpen(editPath, viewer);

  const select = (key: PersonTabKey) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === tabs[0]?.key) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, key);
        return next;
      },
      { replace: false },
    );

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={person.name}
        subtitle={`${person.role.name} · n° ${person.profile_number}`}
        actions={
          showEdit || actions.close || actions.reopen ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {showEdit ? (
                <Button component={Link} to={editPath} variant="contained">
                  Modifier le compte
                </Button>
              ) : null}
              {actions.close ? <CloseAccountButton profileId={person.id} name={person.name} /> : null}
              {actions.reopen ? <ReopenAccountButton profileId={person.id} name={person.name} /> : null}
            </Box>
          ) : undefined
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar src={person.temporary_profile_picture_url ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials(person.name)}
        </Avatar>
        <Box>
          <Typography variant="body2">{person.user.email}</Typography>
          <Box sx={{ mt: 0.5 }}>
            <StatusBadge label={person.is_active ? 'Actif' : 'Inactif'} color={person.is_active ? 'success' : 'default'} />
          </Box>
        </Box>
      </Box>
      <Tabs
        value={current}
        onChange={(_, next: PersonTabKey) => select(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={`Onglets du profil ${ofName(person.name)}`}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={tabId(tab.key)} aria-controls={panelId(tab.key)} />
        ))}
      </Tabs>
      <Paper variant="outlined" role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} sx={{ p: { xs: 2, sm: 3 } }}>
        <TabPanelHeading>{tabs.find((tab) => tab.key === current)?.label ?? ''}</TabPanelHeading>
        {current === 'personnel' ? <PersonalInformation person={person} /> : null}
        {current === 'professionnel' ? <ProfessionalInformation person={person} /> : null}
        {current === 'remboursements' ? <PersonExpenses profileId={person.id} /> : null}
        {current === 'bancaire' ? <BankDetails person={person} /> : null}
        {current === 'formations' ? <PersonTrainings profileId={person.id} /> : null}
      </Paper>
    </Box>
  );
}
