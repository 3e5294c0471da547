import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type { ChangeSignature } from '@portal/domain/schemas/contract-changes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { DescriptionList } from '@/components/ui/description-list';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useChangeSignature, useSignChange } from '../api/change-signature';

/** A link that is unknown, expired or already used: said as such, with nothing to retry. */
const isFinal = (error: unknown) =>
  isApiError(error) &&
  ['signature_link_invalid', 'change_already_signed', 'contract_already_signed'].includes(
    error.code,
  );

/**
 * The page the e-mailed signing link opens (decision 014): the change the customer asked for, or
 * their new contract (decision 029), and the button that signs it, with or without a session.
 */
export function ChangeSignaturePage() {
  const { t } = useTranslation(['contracts', 'errors', 'validation', 'common']);
  const token = useParams().token ?? '';
  const signature = useChangeSignature(token);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <PageHeading>
        {signature.data?.kind === 'contract'
          ? t('contracts:signature.contractTitle')
          : t('common:routes.changeSignature')}
      </PageHeading>
      {signature.isPending ? (
        <DelayedSpinner />
      ) : signature.isError ? (
        <Alert
          severity={isFinal(signature.error) ? 'info' : 'error'}
          action={
            isFinal(signature.error) ? undefined : (
              <Button color="inherit" size="small" onClick={() => void signature.refetch()}>
                {t('common:retry')}
              </Button>
            )
          }
        >
          {requestErrorText(t, signature.error)}
        </Alert>
      ) : (
        <SignatureForm token={token} change={signature.data} />
      )}
    </Paper>
  );
}

function SignatureForm({ token, change }: { token: string; change: ChangeSignature }) {
  const { t } = useTranslation(['contracts', 'errors', 'validation', 'common']);
  const lang = useLang();
  const sign = useSignChange(token);
  const contractPath = pathFor('contractDetail', lang, {
    contractType: change.contract_type,
    contractName: change.contract_name,
  });
  const newContract = change.kind === 'contract';

  if (sign.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t(newContract ? 'contracts:signature.contractDone' : 'contracts:signature.done', {
            contract: change.contract_name,
          })}
        </Alert>
        <Link component={RouterLink} to={contractPath}>
          {t('contracts:signature.goToContract')}
        </Link>
      </Stack>
    );
  }

  const details = [
    ...(newContract
      ? []
      : [
          {
            label: t('contracts:signature.change'),
            value: t(`contracts:detail.changeKinds.${change.kind}`),
          },
        ]),
    { label: t('contracts:signature.contract'), value: change.contract_name },
    { label: t('contracts:signature.supplyAddress'), value: change.supply_address },
    { label: t('contracts:signature.requested'), value: formatDisplayDate(change.created_date) },
    { label: t('contracts:signature.expires'), value: formatDisplayDate(change.expires_at) },
  ];

  return (
    <Stack spacing={2.5}>
      <Typography>
        {t(newContract ? 'contracts:signature.contractIntro' : 'contracts:signature.intro')}
      </Typography>
      <DescriptionList items={details} />
      {sign.isError && (
        <Alert severity={isFinal(sign.error) ? 'info' : 'error'} role="alert">
          {requestErrorText(t, sign.error)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t(newContract ? 'contracts:signature.contractConsent' : 'contracts:signature.consent')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        loading={sign.isPending}
        disabled={sign.isError && isFinal(sign.error)}
        onClick={() => sign.mutate()}
      >
        {t(newContract ? 'contracts:signature.contractSign' : 'contracts:signature.sign')}
      </Button>
    </Stack>
  );
}
