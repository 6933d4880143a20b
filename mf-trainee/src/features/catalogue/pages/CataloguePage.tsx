import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { MESSAGES } from '@irt/shared-ui/messages';
import { PagedList } from '@irt/shared-ui/components/PagedList';
import { useSession } from '@irt/shared-auth';
import { useCatalogue } from '../api/get-catalogue';
import { CatalogueCard } from '../components/CatalogueCard';
import { useListController, useLookup } from '@irt/shared-auth/query';
import { roleCan, TRAINEES } from '@irt/api/constants';
import { PublishedResults } from '../../published-results';

const ALL_CATEGORIES = '';

/** A positive integer from the address bar, or the fallback. */
function positiveInt(value: string | null, fallback: number | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * /catalogue-de-formations: the trainings open to trainees, 20 per page,
 * filtered by category. The page and the category live in the address, so the browser's back button
 * returns to the same page of the same category.
 */
export default function CataloguePage() {
  const list = useListController({ filters: { categorie: ALL_CATEGORIES } });
  const { page } = list;
  const categoryId = positiveInt(list.filters.categorie, null);
  const isTrainee = useSession((state) => roleCan(TRAINEES, state.user?.role.slug));
  const categories = useLookup('training-categories');
  const catalogue = useCatalogue(page, categoryId);

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
          onChange={(event: ChangeEvent<HTMLSelectElement>) => list.setFilter('categorie', event.target.value)}
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
      <PagedList
        label="Formations du catalogue"
        layout="grid"
        query={catalogue}
        page={page}
        onPageChange={list.setPage}
        emptyText={MESSAGES.noTrainings.text}
        getKey={(training) => training.id}
        renderItem={(training) => (
          <li>
            <CatalogueCard training={training} isTrainee={isTrainee} />
          </li>
        )}
        skeletonRows={6}
        paginationLabel="Pages du catalogue"
      />
      <PublishedResults />
    </Box>
  );
}
