import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SearchScreen } from '../../../features/search/SearchScreen.tsx';

interface SearchParams {
  q?: string;
}

/** /{referenceId}/{type}/search: the query lives in the URL (?q=), so back and reload keep it. */
export const Route = createFileRoute('/$referenceId/$type/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams =>
    typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {},
  loader: async ({ context: { stores } }) => {
    void stores.fetchShifts();
    await stores.menu.ensureLoaded();
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { sellingType } = Route.useRouteContext();
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <SearchScreen
      sellingType={sellingType}
      initialQuery={q ?? ''}
      onQueryChange={(query) => void navigate({ search: query ? { q: query } : {}, replace: true })}
    />
  );
}
