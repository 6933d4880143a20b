import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';
import { useLookup, useProfileSearch } from '@irt/shared-auth/query';
import { formatDate } from '@irt/shared-ui/formatters';
import { DayTextField } from '@irt/shared-ui/components/DayTextField';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { aresToAddress, type StaffHoursFilterKey, type StaffHoursFilters } from '../api/filters';
import { useStaffTrainingSearch } from '@irt/shared-auth/endpoints';

/** A training or a person chosen in a filter: its id and what the field shows. */
export interface ChosenItem {
  id: number;
  label: string;
}

export const DATES_IN_WRONG_ORDER = 'La date de début doit être antérieure à la date de fin.';

export interface StaffHoursFilterPanelProps {
  open: boolean;
  onClose: () => void;
  filters: StaffHoursFilters;
  /** What the training and person fields show for the filters in force. */
  training: ChosenItem | null;
  person: ChosenItem | null;
  /** Applies one filter (the list controller's: back to page 1, kept in the address). */
  setFilter: (key: StaffHoursFilterKey, value: string) => void;
  /** Remembers what a chosen training or person is called. */
  onChoose: (kind: 'training' | 'person', item: ChosenItem | null) => void;
  onReset: () => void;
}

/**
 * The report's filter side panel: a training, a person (trainers:
 * roles 3 and 4), the period and the Ares statuses. Each field applies as soon as it changes; a period
 * ending before it starts is not applied and says so.
 */
export function StaffHoursFilterPanel({ open, onClose, filters, training, person, setFilter, onChoose, onReset }: StaffHoursFilterPanelProps) {
  const [trainingInput, setTrainingInput] = useState('');
  const [personInput, setPersonInput] = useState('');
  const trainings = useStaffTrainingSearch(trainingInput);
  const people = useProfileSearch(personInput, PROFILE_SEARCH_ROLE_IDS.teachers);
  const aresStatuses = useLookup('ares-statuses', open);
  const [dateError, setDateError] = useState<'du' | 'au' | null>(null);

  const trainingOptions: ChosenItem[] = trainings.results.map((t) => ({ id: t.id, label: `${t.title} (${formatDate(t.start_date, 'DD/MM/YYYY')})` }));
  const personOptions: ChosenItem[] = people.results.map((p) => ({ id: p.id, label: `${p.user.name} (${p.role.name})` }));

  const setDay = (key: 'du' | 'au', value: string) => {
    const from = key === 'du' ? value : filters.from;
    const to = key === 'au' ? value : filters.to;
    if (from && to && from > to) {
      setDateError(key);
      return;
    }
    setDateError(null);
    setFilter(key, value);
  };

  const toggleAres = (id: number, checked: boolean) => {
    const next = checked ? [...filters.aresStatusIds, id] : filters.aresStatusIds.filter((other) => other !== id);
    setFilter('ares', aresToAddress(next));
  };

  return (
    <SidePanel open={open} onClose={onClose} title="Filtrer les heures" width={420}>
      <Stack spacing={3}>
        <Autocomplete<ChosenItem>
          options={training && !trainingOptions.some((o) => o.id === training.id) ? [training, ...trainingOptions] : trainingOptions}
          value={training}
          onChange={(_, item) => {
            onChoose('training', item);
            setFilter('formation', item ? String(item.id) : '');
          }}
          inputValue={trainingInput}
          onInputChange={(_, text) => setTrainingInput(text)}
          filterOptions={(options) => options}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={trainings.loading}
          loadingText="Recherche…"
          noOptionsText={trainingInput.trim() ? 'Aucune formation trouvée' : 'Tapez le titre d’une formation'}
          renderInput={(params) => <TextField {...params} label="Formation" />}
        />
        <Autocomplete<ChosenItem>
          options={person && !personOptions.some((o) => o.id === person.id) ? [person, ...personOptions] : personOptions}
          value={person}
          onChange={(_, item) => {
            onChoose('person', item);
            setFilter('personne', item ? String(item.id) : '');
          }}
          inputValue={personInput}
          onInputChange={(_, text) => setPersonInput(text)}
          filterOptions={(options) => options}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={people.loading}
          loadingText="Recherche…"
          noOptionsText={personInput.trim() ? 'Aucun formateur trouvé' : 'Tapez le nom d’un formateur'}
          renderInput={(params) => <TextField {...params} label="Formateur ou responsable pédagogique" />}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 1.5 }}>
            Formations commençant
          </FormLabel>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <DayTextField label="Du" value={filters.from} onChange={(day) => setDay('du', day)} error={dateError === 'du' ? DATES_IN_WRONG_ORDER : undefined} />
            <DayTextField label="Au" value={filters.to} onChange={(day) => setDay('au', day)} error={dateError === 'au' ? DATES_IN_WRONG_ORDER : undefined} />
          </Box>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">Statuts Ares</FormLabel>
          <FormGroup>
            {(aresStatuses.data ?? []).map((status) => (
              <FormControlLabel
                key={status.id}
                label={status.name}
                control={<Checkbox checked={filters.aresStatusIds.includes(status.id)} onChange={(event) => toggleAres(status.id, event.target.checked)} />}
              />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => {
              setDateError(null);
              setTrainingInput('');
              setPersonInput('');
              onReset();
            }}
          >
            Réinitialiser les filtres
          </Button>
          <Button variant="contained" onClick={onClose}>
            Voir les résultats
          </Button>
        </Box>
      </Stack>
    </SidePanel>
  );
}
