import type { RoleSlug } from '@irt/api/contract';
import { useListController } from '@irt/shared-auth/query';
import { ListPanel } from '@irt/shared-ui/components/ListPanel';
import { DASHBOARD_PANELS, DASHBOARD_PANELS_BY_ROLE, type DashboardPanel } from '../panels';
import { PanelGrid } from './DashboardLayout';

/** One panel of the table: its page in the address under its own prefix, so panels never share a key. */
function DashboardPanelView({ panel }: { panel: DashboardPanel<unknown> }) {
  const list = useListController({ prefix: `${panel.id}-` });
  const query = panel.usePage(list.page);
  return (
    <ListPanel
      title={panel.title}
      query={query}
      page={list.page}
      onPageChange={list.setPage}
      emptyText={panel.emptyText}
      getKey={panel.getKey}
      renderItem={panel.renderItem}
    />
  );
}

/** The panels of a staff role's dashboard, side by side on a wide screen. */
export function DashboardPanels({ role }: { role: Exclude<RoleSlug, 'stagiaire'> }) {
  return (
    <PanelGrid>
      {DASHBOARD_PANELS_BY_ROLE[role].map((id) => (
        <DashboardPanelView key={id} panel={DASHBOARD_PANELS[id]} />
      ))}
    </PanelGrid>
  );
}
