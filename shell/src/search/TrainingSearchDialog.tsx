import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@irt/shared-ui/formatters';
import type { TrainingSearchItem } from '@irt/api/contract';
import { useTrainingSearch, type TrainingSearchSource } from './api/search-trainings';
import { SearchDialogFrame } from './SearchDialogFrame';
import { searchView, useDebouncedTerm } from '@irt/shared-auth/query';

export interface TrainingSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'catalog' for trainees and the catalogue page, 'staff' for the others. */
  source: TrainingSearchSource;
}

/** Training search: title, dates and category per result; choosing one opens /formations/{id}. */
export function TrainingSearchDialog({ open, onClose, source }: TrainingSearchDialogProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedTerm(term);
  const { results, loading, empty } = searchView(term, debounced, useTrainingSearch(source, debounced.term));

  const choose = (training: TrainingSearchItem) => {
    onClose();
    navigate(`/formations/${training.id}`);
  };

  return (
    <SearchDialogFrame
      open={open}
      onClose={onClose}
      title={source === 'catalog' ? 'Rechercher dans le catalogue' : 'Rechercher une formation'}
      placeholder="Rechercher une formation..."
      term={term}
      onTermChange={setTerm}
      loading={loading}
      empty={empty}
    >
      <List aria-label="Formations trouvées">
        {results.map((training) => (
          <ListItemButton key={training.id} onClick={() => choose(training)} divider>
            <ListItemText
              primary={training.title}
              secondary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                  <span>
                    Du {formatDate(training.start_date)} au {formatDate(training.end_date)}
                  </span>
                  {training.category ? (
                    <Typography component="span" variant="body2" color="primary">
                      {training.category.name}
                    </Typography>
                  ) : null}
                </Box>
              }
            />
          </ListItemButton>
        ))}
      </List>
    </SearchDialogFrame>
  );
}
