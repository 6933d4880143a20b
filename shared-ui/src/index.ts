/**
 * @irt/shared-ui — the portal's design package: theme, providers, shared components and French
 * formatters. No HTTP here (that is @irt/shared-auth). MUI is imported by path only.
 */
export { theme } from './theme';
export { AppProviders } from './AppProviders';
export { formatDate, formatDay, formatEuros, formatPercent, initials, DEFAULT_DATE_PATTERN } from './formatters';
export { PaginationControl, type PaginationControlProps } from './components/PaginationControl';
export { pageWindow, type PageWindowItem } from './components/pageWindow';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { StatusBadge, type StatusBadgeProps, type PaletteStatusColor } from './components/StatusBadge';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { ListSkeleton, type ListSkeletonProps } from './components/ListSkeleton';
export {
  notify,
  NotificationsHost,
  NOTIFICATION_DURATION_MS,
  type NotificationSeverity,
} from './components/notifications';
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './components/RemoteErrorPanel';
export { SidePanel, type SidePanelProps } from './components/SidePanel';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ListPanel, type ListPanelProps } from './components/ListPanel';
export {
  usePagedList,
  useClientPagedList,
  paginateLocally,
  DASHBOARD_PAGE_SIZE,
  type PageFetcher,
  type PagedListState,
} from './hooks/usePagedList';
