import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AlertIcon, isAlertResolved } from './AlertIcon';
import type { TrainingAlert } from '@irt/api/contract';

/** The to-dos of a training row (pre-registrations, convocations, certificates, expenses). */
export function TrainingAlerts({ alerts }: { alerts: readonly TrainingAlert[] | undefined }) {
  if (!alerts || alerts.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Alertes"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, m: 0, p: 0, listStyle: 'none', width: '100%' }}
    >
      {alerts.map((alert) => (
        <Box component="li" key={alert.kind} data-status={alert.status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <AlertIcon status={alert.status} />
          <Typography component="span" variant="caption" color={isAlertResolved(alert.status) ? 'text.secondary' : 'text.primary'}>
            {isAlertResolved(alert.status) ? alert.label : `${alert.label} : ${alert.count}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
