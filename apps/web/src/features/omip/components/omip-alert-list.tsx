import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OmipAlert } from '@portal/domain/schemas/omip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/components/layout/section-panel';
import { RecordList } from '@/components/ui/record-list';
import { useLang } from '@/lib/i18n';
import { useDeleteOmipAlert } from '../api/delete-omip-alert';
import { conditionKeys, formatPricePerMwh } from '../utils/omip-format';

/** The customer's alerts with a delete action each, asked for confirmation (spec 3 point 2). */
export function OmipAlertList({ alerts }: { alerts: readonly OmipAlert[] }) {
  const { t } = useTranslation(['omip']);
  const lang = useLang();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const dialogTitleId = useId();
  const remove = useDeleteOmipAlert();
  const [asked, setAsked] = useState<OmipAlert | null>(null);
  const [deleted, setDeleted] = useState(false);
  const describe = (alert: OmipAlert) => ({
    product: alert.product,
    condition: t(conditionKeys[alert.type]).toLowerCase(),
    price: formatPricePerMwh(alert.price, lang),
  });

  const confirm = async () => {
    if (!asked) return;
    setDeleted(false);
    try {
      await remove.mutateAsync(asked.id);
      setDeleted(true);
    } catch {
      // The error shows above the list.
    } finally {
      setAsked(null);
    }
  };

  return (
    <SectionPanel title={t('omip:list.title')}>
      {deleted && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('omip:delete.success')}
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('omip:errors.alertDeleteError')}
        </Alert>
      )}
      {alerts.length === 0 ? (
        <Typography>{t('omip:list.empty')}</Typography>
      ) : (
        <RecordList
          label={t('omip:list.title')}
          asCards={!wide}
          rowHeader="product"
          cardFooter="actions"
          columns={[
            { key: 'product', label: t('omip:list.product') },
            { key: 'condition', label: t('omip:list.condition') },
            { key: 'price', label: t('omip:list.price'), numeric: true, nowrap: true },
            { key: 'status', label: t('omip:list.status') },
            { key: 'actions', label: '' },
          ]}
          rows={alerts.map((alert) => ({
            key: alert.id,
            title: alert.product,
            cells: {
              product: alert.product,
              condition: t(conditionKeys[alert.type]),
              price: formatPricePerMwh(alert.price, lang),
              status: alert.met ? t('omip:list.met') : t('omip:list.notMet'),
              actions: (
                <Button
                  color="error"
                  size="small"
                  aria-label={t('omip:list.deleteLabel', describe(alert))}
                  onClick={() => setAsked(alert)}
                >
                  {t('omip:list.delete')}
                </Button>
              ),
            },
          }))}
        />
      )}
      <Dialog open={asked !== null} onClose={() => setAsked(null)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t('omip:delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asked && t('omip:delete.message', describe(asked))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)}>{t('omip:delete.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => void confirm()}
          >
            {t('omip:delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionPanel>
  );
}
