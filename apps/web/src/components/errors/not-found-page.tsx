import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { ErrorPage } from './error-page';

/**
 * Unknown paths, and routes their settings switch off or whose screen is not built yet (spec 1
 * point 2).
 */
export function NotFoundPage() {
  const lang = useLang();
  return <ErrorPage status={404} homePath={pathFor('home', lang)} />;
}
