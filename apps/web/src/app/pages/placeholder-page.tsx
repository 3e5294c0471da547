import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

/** The shell with the route's title only, for screens whose issue has not landed yet. */
export function placeholderPage(routeId: string): ComponentType {
  function PlaceholderPage() {
    const { t } = useTranslation();
    return <PageHeading>{t(`routes.${routeId}` as 'routes.home')}</PageHeading>;
  }
  PlaceholderPage.displayName = `PlaceholderPage(${routeId})`;
  return PlaceholderPage;
}
