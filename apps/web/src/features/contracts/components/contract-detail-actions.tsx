import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ContractType } from '@portal/domain/schemas/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useDownloadContractReport } from '../api/download-contract-report';
import { contractInvoicesPath } from '../utils/contract-routes';

/**
 * The detail's own buttons (spec 2 point 2): the contract report and the contract's invoices;
 * `children` adds the customer-service complaint and the change buttons when they sit in this row.
 * The redirect action `download` ("Redirect actions after login") fetches the report once and
 * leaves the URL.
 */
export function ContractDetailActions({
  type,
  name,
  children,
}: {
  type: ContractType;
  name: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('contracts');
  const settings = useSettings();
  const lang = useLang();
  const report = useDownloadContractReport();
  const { mutate: downloadReport } = report;
  const [searchParams, setSearchParams] = useSearchParams();
  const downloadAsked = useRef(searchParams.get('action') === 'download');
  const downloadDisabled = settings.features.disableDownloadContractReport;
  const newTab = settings.invoices.downloadInNewTab;
  useEffect(() => {
    if (!downloadAsked.current) return;
    downloadAsked.current = false;
    if (!downloadDisabled) downloadReport({ type, name, newTab });
    setSearchParams(
      (params) => {
        params.delete('action');
        return params;
      },
      { replace: true },
    );
  }, [downloadDisabled, newTab, type, name, downloadReport, setSearchParams]);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {!settings.features.disableDownloadContractReport && (
          <Button
            variant="contained"
            color={report.isError ? 'error' : 'primary'}
            disabled={report.isPending}
            startIcon={
              report.isPending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : report.isError ? (
                <ErrorOutlineIcon aria-hidden />
              ) : (
                <DownloadIcon aria-hidden />
              )
            }
            onClick={() =>
              report.mutate({ type, name, newTab: settings.invoices.downloadInNewTab })
            }
          >
            {t('detail.actions.report')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ReceiptLongIcon aria-hidden />}
          component={RouterLink}
          to={contractInvoicesPath(type, name, lang)}
        >
          {t('detail.actions.invoices')}
        </Button>
        {children}
      </Box>
      {report.isError && (
        <Alert
          severity="error"
          sx={{ mt: 1.5 }}
          onClose={() => report.reset()}
          closeText={t('detail.actions.close')}
        >
          {t('detail.actions.reportFailed')}
        </Alert>
      )}
    </Box>
  );
}
