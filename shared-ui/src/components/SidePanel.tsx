import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { ConfirmDialog } from './ConfirmDialog';

export interface SidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Width on screens wider than a phone; a phone always gets the full width. */
  width?: number;
  /**
   * What was typed and not saved yet, when there is some: closing the panel (its button, Escape, a
   * click beside it) then asks first whether to keep editing or discard it.
   */
  unsavedChanges?: string | null;
}

/**
 * A panel sliding in from the right (details, filters, quick forms); Escape closes it, after asking
 * when the panel holds changes not saved.
 */
export function SidePanel({ open, title, onClose, children, width = 480, unsavedChanges = null }: SidePanelProps) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsavedChanges ? setAsking(true) : onClose());
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={requestClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width }, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1, fontSize: '1.2rem' }}>
          {title}
        </Typography>
        <IconButton aria-label="Fermer" onClick={requestClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>{children}</Box>
      <ConfirmDialog
        open={asking && !!unsavedChanges}
        title="Modifications non enregistrées"
        message={unsavedChanges}
        cancelLabel="Continuer la saisie"
        confirmLabel="Abandonner les modifications"
        confirmColor="error"
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </Drawer>
  );
}
