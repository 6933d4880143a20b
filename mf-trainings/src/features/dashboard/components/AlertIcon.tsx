import CheckCircle from '@mui/icons-material/CheckCircle';
import Warning from '@mui/icons-material/Warning';

/** An alert whose status is 'resolved' is done; any other status still needs someone. */
export function isAlertResolved(status: string | null | undefined): boolean {
  return status === 'resolved';
}

/** Green check for a resolved alert, red warning for any other status. */
export function AlertIcon({ status }: { status: string | null | undefined }) {
  return isAlertResolved(status) ? (
    <CheckCircle color="success" sx={{ fontSize: 18 }} titleAccess="Fait" data-testid="alert-resolved" />
  ) : (
    <Warning color="error" sx={{ fontSize: 18 }} titleAccess="À faire" data-testid="alert-pending" />
  );
}
