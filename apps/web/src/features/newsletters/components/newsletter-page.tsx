import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSubscriber } from '../api/get-subscriber';
import { NewsletterList } from './newsletter-list';
import { SubscriberEmailForm } from './subscriber-email-form';

/** The page's width (spec 3 point 9). */
const MAX_WIDTH_PX = 900;

function TokenError() {
  const { t } = useTranslation(['newsletters']);
  const lang = useLang();
  return (
    <Alert severity="error">
      {t('newsletters:tokenError')}{' '}
      <Link component={RouterLink} to={pathFor('profile', lang)} color="inherit">
        {t('newsletters:openProfile')}
      </Link>
    </Alert>
  );
}

/**
 * The newsletter page, /boletin?params=… (spec 3 point 2, docs/decisions/022): reached through the
 * profile's link, whose signed token authorises each call. The subscriber's e-mail and a card per
 * newsletter; a save that leaves none removes the subscriber.
 */
export function NewsletterPage() {
  const { t } = useTranslation(['newsletters', 'common']);
  const [search] = useSearchParams();
  const token = search.get('params') || null;
  const subscriber = useSubscriber(token);
  const [removed, setRemoved] = useState(false);

  let content;
  if (token === null) content = <TokenError />;
  else if (removed) {
    content = (
      <Alert severity="success" role="status">
        {t('newsletters:list.removed')}
      </Alert>
    );
  } else if (subscriber.isError) {
    content =
      isApiError(subscriber.error) && subscriber.error.status === 401 ? (
        <TokenError />
      ) : (
        <RetryAlert onRetry={() => void subscriber.refetch()}>
          {t('newsletters:subscriberError')}
        </RetryAlert>
      );
  } else if (subscriber.isPending) content = <DelayedSpinner />;
  else {
    content = (
      <>
        <SubscriberEmailForm key={subscriber.data.id} token={token} subscriber={subscriber.data} />
        <NewsletterList
          token={token}
          subscriberId={subscriber.data.id}
          onRemoved={() => setRemoved(true)}
        />
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: MAX_WIDTH_PX, mx: 'auto', width: '100%' }}>
      <PageHeading>{t('newsletters:title')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('newsletters:intro')}</Typography>
      {content}
    </Box>
  );
}
