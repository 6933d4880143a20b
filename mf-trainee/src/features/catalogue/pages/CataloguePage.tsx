import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { MESSAGES } from '@irt/shared-ui/messages';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { PaginationControl } from '@irt/shared-ui/components/PaginationControl';
import { useSession } from '@irt/shared-auth';
import { useCatalogue } from '../api/get-catalogue';
import { CatalogueCard } from '../components/CatalogueCard';
import { useLookup } from '@irt/shared-auth/query';
import { roleCan, TRAINEES } from '@irt/api/constants';

const ALL_CATEGORIES = '';

/** A positive integer from the address bar, or the fallback. */
function positiveInt(value: string | null, fallback: number | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * /catalogue-de-formations (spec 001 §2 'Catalogue'): the trainings open to trainees, 20 per page,
 * filtered by category. The page and the category live in the address, so the browser's back button
 * returns to the same page of the same category.
 */
export default function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1) ?? 1;
  const categoryId = positiveInt(params.get('categorie'), null);
  const isTrainee = useSession((state) => roleCan(TRAINEES, state.user?.role.slug));
  const categories = useLookup('training-categories');
  const catalogue = useCatalogue(page, categoryId);

  const show = (next: { page: number; categoryId: number | null }) => {
    const search = new URLSearchParams();
    if (next.categoryId) search.set('categorie', String(next.categoryId));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title="Catalogue de formations" />
      {/* The browser's own select: nothing more to download, and the phone's own picker. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: { xs: '100%', sm: 320 }, mb: 2 }}>
        <Typography component="label" htmlFor="catalogue-category" variant="body2" sx={{ fontWeight: 600 }}>
          Catégorie
        </Typography>
        <Box
          component="select"
          id="catalogue-category"
          value={categoryId === null ? ALL_CATEGORIES : String(categoryId)}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => show({ page: 1, categoryId: positiveInt(event.target.value, null) })}
          sx={{
            font: 'inherit',
            fontSize: '0.95rem',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          <option value={ALL_CATEGORIES}>Toutes les catégories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Box>
      </Box>
      {catalogue.isPending ? (
        <ListSkeleton rows={6} />
      ) : !catalogue.data?.data.length ? (
        <EmptyState title={MESSAGES.noTrainings.text} />
      ) : (
        <Box sx={{ opacity: catalogue.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Box
            component="ul"
            aria-label="Formations du catalogue"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {catalogue.data.data.map((training) => (
              <li key={training.id}>
                <CatalogueCard training={training} isTrainee={isTrainee} />
              </li>
            ))}
          </Box>
          <PaginationControl
            page={catalogue.data.current_page}
            lastPage={catalogue.data.last_page}
            onChange={(next) => show({ page: next, categoryId })}
            label="Pages du catalogue"
          />
        </Box>
      )}
    </Box>
  );
}
