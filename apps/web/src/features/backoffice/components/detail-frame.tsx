import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { type BuiltRouteId, pathFor } from '@/lib/paths';
import { useBackofficeTexts } from '../utils/texts';

/**
 * Where a detail page leads back to: a list, with the filters it was left with (the list's link
 * kept its query in the link's state under `stateKey`).
 */
export interface BackTo {
  routeId: BuiltRouteId;
  stateKey: string;
  label: string;
}

export function BackLink({ routeId, stateKey, label }: BackTo) {
  const lang = useLang();
  const location = useLocation();
  const kept = (location.state as Record<string, unknown> | null)?.[stateKey];
  const search = typeof kept === 'string' && kept.startsWith('?') ? kept : '';
  return (
    <Button
      component={RouterLink}
      to={`${pathFor(routeId, lang)}${search}`}
      startIcon={<ArrowBackIcon aria-hidden />}
      sx={{ mb: 1, ml: -1 }}
    >
      {label}
    </Button>
  );
}

/**
 * A back-office record's page around its loading: the way back always, then "not found" for an id
 * that cannot be one or that the server does not know, a placeholder while it loads, the failure
 * with a retry, and the record itself (`children`) once it has come.
 */
export function DetailFrame<T>({
  back,
  valid,
  shown,
  texts,
  children,
}: {
  back: BackTo;
  /** The address's id has the form of one: a malformed one is not asked for. */
  valid: boolean;
  shown: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  texts: { notFound: string; loadError: string };
  children: (record: T) => ReactNode;
}) {
  const t = useBackofficeTexts();
  const backLink = <BackLink {...back} />;
  if (!valid || (isApiError(shown.error) && shown.error.status === 404)) {
    return (
      <>
        {backLink}
        <PageHeading>{texts.notFound}</PageHeading>
      </>
    );
  }
  if (shown.data === undefined) {
    return (
      <>
        {backLink}
        {shown.isError ? (
          <RetryAlert onRetry={() => void shown.refetch()}>
            {texts.loadError} {requestErrorText(t, shown.error)}
          </RetryAlert>
        ) : (
          <ContentPlaceholder />
        )}
      </>
    );
  }
  return (
    <>
      {backLink}
      {children(shown.data)}
    </>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An address's id has the form of a record's UUID. */
export const isUuid = (id: string) => UUID.test(id);

/** A record's title and, under it, what it is and its state. */
export function DetailHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -2, mb: 3 }}>
        {children}
      </Box>
    </>
  );
}

/**
 * A record's page in two columns on wide screens: what it holds, and narrower beside it what staff
 * do with it. `sideFirst`: on a phone the side comes first (the actions before the long data).
 */
export function DetailColumns({
  main,
  side,
  sideFirst = false,
}: {
  main: ReactNode;
  side: ReactNode;
  sideFirst?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{main}</Box>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0, order: sideFirst ? { xs: -1, md: 0 } : 0 }}>
        {side}
      </Box>
    </Box>
  );
}
