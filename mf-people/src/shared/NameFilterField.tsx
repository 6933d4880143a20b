import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import type { ListController } from '@irt/shared-auth/query';

/**
 * The name filter of a people list: the typed text applies 600 ms after the last keystroke (the list
 * controller's search, kept in the address), every word must appear in the name, case and accents aside.
 */
export function NameFilterField<F extends string>({ list, label }: { list: ListController<F>; label: string }) {
  return (
    <Box component="form" role="search" aria-label={label} onSubmit={(event) => { event.preventDefault(); list.submitSearch(); }} sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={label}
        size="small"
        value={list.searchText}
        onChange={(event) => list.setSearchText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ width: { xs: '100%', sm: '22rem' } }}
      />
    </Box>
  );
}
