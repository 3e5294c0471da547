import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { useDynamicRoutes } from '../api/get-dynamic-routes';
import { usePageElements } from '../api/get-dynamic-elements';
import { HtmlBlocks } from './html-blocks';

const pageIdPattern = /^[1-9]\d{0,9}$/;

/** A server-defined page, `/d/{routePath}/{pageId}` (spec 1 point 2): its HTML blocks, sanitised. */
export function DynamicPage() {
  const { pageId = '' } = useParams();
  return pageIdPattern.test(pageId) ? <DynamicPageContent pageId={Number(pageId)} /> : <Missing />;
}

function Missing() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('routes.notFound')}</PageHeading>
      <Typography>{t('notFound.message')}</Typography>
    </>
  );
}

function DynamicPageContent({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  const elements = usePageElements(pageId);
  // The navigation has already loaded the routes: the page takes its title from its button.
  const routes = useDynamicRoutes(true);
  const route = routes.data?.find((candidate) => candidate.id === pageId);

  if (elements.isError) {
    return (
      <>
        <PageHeading>{route?.btn_title ?? t('routes.dynamicPage')}</PageHeading>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void elements.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('dynamicPage.loadError')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading>{route?.btn_title ?? t('routes.dynamicPage')}</PageHeading>
      {route?.btn_description && (
        <Typography sx={{ mb: 3 }} color="text.secondary">
          {route.btn_description}
        </Typography>
      )}
      {elements.isPending ? (
        <DelayedSpinner />
      ) : elements.data.length === 0 ? (
        <Typography>{t('dynamicPage.empty')}</Typography>
      ) : (
        <HtmlBlocks elements={elements.data} />
      )}
    </>
  );
}
