import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** 'Enregistrer' of a section. */
export function SaveButton({ pending, disabled = false }: { pending: boolean; disabled?: boolean }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={disabled || pending}>
        Enregistrer
      </Button>
    </Box>
  );
}
