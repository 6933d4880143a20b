import { Fragment, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import AccessibilityNewOutlined from '@mui/icons-material/AccessibilityNewOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { RoleSlug } from '@irt/api/contract';
import { ACCESSIBILITY_STATEMENT_PATH, sidebarGroupsFor, type AccessibilityLinkState, type SidebarEntry, type SidebarIcon } from '@irt/shared-auth';
import { preloadRoute } from '../federation/runtime';

export const DRAWER_WIDTH = 264;

const ICONS: Record<SidebarIcon, ComponentType<SvgIconProps>> = {
  dashboard: DashboardOutlined,
  profile: AccountCircleOutlined,
  trainings: SchoolOutlined,
  trainees: GroupsOutlined,
  calendar: CalendarMonthOutlined,
  trainers: CoPresentOutlined,
  hours: ScheduleOutlined,
  team: BadgeOutlined,
  regie: AccountBalanceOutlined,
  exports: FileDownloadOutlined,
  'reference-data': TuneOutlined,
  emails: MailOutlined,
  audit: FactCheckOutlined,
  jobs: PendingActionsOutlined,
  quality: ThumbUpAltOutlined,
  complaints: FeedbackOutlined,
  'improvement-actions': TrendingUpOutlined,
  catalogue: MenuBookOutlined,
  legal: GavelOutlined,
  accessibility: AccessibilityNewOutlined,
};

/** The entry to highlight: the one whose path is the longest prefix of the current page's path. */
export function activeEntryPath(entries: readonly SidebarEntry[], pathname: string): string | null {
  let best: string | null = null;
  for (const { path } of entries) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

function SidebarContent({ role, onNavigate }: { role: RoleSlug; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const groups = sidebarGroupsFor(role);
  const active = activeEntryPath(
    groups.flatMap((group) => group.entries),
    pathname,
  );
  return (
    <Box component="nav" aria-label="Menu principal" sx={{ overflowY: 'auto', flex: 1 }}>
      <SidebarHeader />
      <Divider />
      {groups.map(({ group, title, entries }, index) => (
        <Fragment key={group}>
          {index > 0 ? <Divider sx={{ my: 1 }} /> : null}
          <List
            dense
            aria-label={title ?? undefined}
            subheader={
              title ? (
                <ListSubheader component="li" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                  {title}
                </ListSubheader>
              ) : undefined
            }
          >
            {entries.map((entry) => {
              const Icon = ICONS[entry.icon];
              const selected = entry.path === active;
              return (
                <ListItem key={entry.path} disablePadding>
                  <ListItemButton
                    // Link, not NavLink: NavLink would also mark /formateurs current on /formateurs/heures.
                    component={Link}
                    to={entry.path}
                    // The statement's feedback form names the page the visitor was on.
                    state={entry.path === ACCESSIBILITY_STATEMENT_PATH ? ({ from: pathname } satisfies AccessibilityLinkState) : undefined}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    onClick={onNavigate}
                    // The page's code is fetched on intent (pointer over, focus, touch), not in advance.
                    onMouseEnter={() => preloadRoute(entry.path)}
                    onFocus={() => preloadRoute(entry.path)}
                    onTouchStart={() => preloadRoute(entry.path)}
                    sx={{ mx: 1, borderRadius: 2, '&.Mui-selected': { color: 'primary.main', fontWeight: 600 } }}
                  >
                    <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : 'inherit' }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={entry.label} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Fragment>
      ))}
    </Box>
  );
}

function SidebarHeader() {
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', gap: 0 }}>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main', lineHeight: 1.2 }}>
        IRT
      </Typography>
      <Typography component="p" variant="caption" color="text.secondary">
        Institut Régional du Travail
      </Typography>
    </Toolbar>
  );
}

export interface SidebarProps {
  role: RoleSlug;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * The side menu of the role: a permanent drawer from 900 px up, a temporary one opened
 * by the top bar's menu button below.
 */
export function Sidebar({ role, mobileOpen, onMobileClose }: SidebarProps) {
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const, display: 'flex', flexDirection: 'column' as const };
  return (
    <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
      >
        <SidebarContent role={role} onNavigate={onMobileClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paper }}
      >
        <SidebarContent role={role} />
      </Drawer>
    </Box>
  );
}
