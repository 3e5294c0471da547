import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import type { CreatedRequestState } from '../utils/navigation-state';
import { useRequestTexts } from '../utils/texts';
import { CaseForm } from './case-form';

/**
 * A new request, /solicitudes/crear (spec 2 point 2); `?contract=` chooses the contract. Once sent,
 * the request's page opens and announces its reference.
 */
export function RequestCreatePage() {
  const t = useRequestTexts();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading>{t('common:routes.requestCreate')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('requests:create.intro')}</Typography>
      <CaseForm
        variant="request"
        contractName={params.get('contract') ?? undefined}
        onCreated={(created) => {
          const state: CreatedRequestState = { createdReference: created.reference };
          void navigate(pathFor('requestDetail', lang, { id: String(created.id) }), { state });
        }}
      />
      <Link
        component={RouterLink}
        to={pathFor('requests', lang)}
        sx={{ display: 'inline-block', mt: 3 }}
      >
        {t('requests:create.backToList')}
      </Link>
    </Box>
  );
}
