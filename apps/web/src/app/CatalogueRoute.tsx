import { useParams } from 'react-router';
import { catalogueManifest } from '../features/admin/catalogues/catalogueManifest.ts';
import { CataloguePage } from '../features/admin/catalogues/components/CataloguePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * Every catalogue shares one route, `admin/:catalogue`, so the router need not load the manifest (and its
 * forms) before the login page. The key gives each catalogue its own page state (search, page, dialog).
 */
export function CatalogueRoute() {
  const { catalogue } = useParams();
  const def = catalogueManifest.find((item) => item.route === `/admin/${catalogue}`);
  return def ? <CataloguePage key={def.key} def={def} /> : <NotFoundPage />;
}
