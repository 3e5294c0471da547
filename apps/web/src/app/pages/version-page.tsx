import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';
import { DescriptionList } from '@/components/ui/description-list';
import { formatDisplayDateTime } from '@portal/domain/format/dates';

/** GET /healthz: answers 200 `{ status: 'ok', database }` only when the API and its database work. */
async function getApiHealth(): Promise<{ ok: boolean; database: string | null }> {
  try {
    const response = await fetch('/healthz', { headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, database: null };
    const body = (await response.json()) as { status?: unknown; database?: unknown };
    return {
      ok: body.status === 'ok',
      database: typeof body.database === 'string' ? body.database : null,
    };
  } catch {
    return { ok: false, database: null };
  }
}

/** About / version (spec 1 point 2): the build of the web app and the state of the API. */
export function VersionPage() {
  const { t } = useTranslation();
  const health = useQuery({ queryKey: ['healthz'], queryFn: getApiHealth, staleTime: 0 });
  const builtText = formatDisplayDateTime(__BUILD_DATE__, 'UTC') || __BUILD_DATE__;

  return (
    <>
      <PageHeading>{t('routes.version')}</PageHeading>
      <DescriptionList
        items={[
          { label: t('versionPage.app'), value: __APP_VERSION__ },
          {
            label: t('versionPage.built'),
            value: <time dateTime={__BUILD_DATE__}>{builtText} UTC</time>,
          },
          {
            label: t('versionPage.api'),
            value: (
              <span role="status">
                {health.isPending
                  ? t('versionPage.checking')
                  : health.data?.ok
                    ? t('versionPage.apiOk', { database: health.data.database ?? '—' })
                    : t('versionPage.apiDown')}
              </span>
            ),
          },
        ]}
      />
      <Button sx={{ mt: 3 }} variant="outlined" onClick={() => void health.refetch()}>
        {t('versionPage.recheck')}
      </Button>
    </>
  );
}
