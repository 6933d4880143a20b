import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchDialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  placeholder: string;
  term: string;
  onTermChange: (term: string) => void;
  loading: boolean;
  /** A search answered with nothing: shows 'Pas de résultats'. */
  empty: boolean;
  children: ReactNode;
}

/** The dialog both global searches share: a search field, a progress bar, results or the empty text. */
export function SearchDialogFrame({
  open,
  onClose,
  title,
  placeholder,
  term,
  onTermChange,
  loading,
  empty,
  children,
}: SearchDialogFrameProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = 'search-dialog-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <IconButton aria-label="Fermer" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: { sm: 320 } }}>
        <TextField
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog moves focus into itself (WAI-ARIA dialog pattern)
          autoFocus
          fullWidth
          type="search"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          placeholder={placeholder}
          slotProps={{
            htmlInput: { 'aria-label': placeholder.replace(/\.+$/, '') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{loading ? <LinearProgress aria-label="Recherche en cours" /> : null}</Box>
        {empty ? (
          <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
            <Typography sx={{ fontWeight: 600 }}>Pas de résultats</Typography>
            <Typography color="text.secondary">Veuillez réessayer.</Typography>
          </Box>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
