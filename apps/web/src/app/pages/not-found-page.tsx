import { ErrorPage } from '@/components/errors/error-page';
import { useLang } from '@/lib/i18n';
import { pathFor } from '../routes';

/** Unknown paths and routes their settings switch off (spec 1 point 2). */
export function NotFoundPage() {
  const lang = useLang();
  return <ErrorPage status={404} homePath={pathFor('home', lang)} />;
}
