import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ContractType } from '@portal/domain/schemas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang } from '@/lib/i18n';
import {
  contractDetailPath,
  contractInvoicesPath,
  redirectActionTarget,
  type RedirectAction,
} from '../utils/contract-routes';

/** An outlined link of a list row; its accessible name says which contract it is for. */
function RowLink(props: { icon: ReactNode; to: string; label: string; accessibleName: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={props.icon}
      component={RouterLink}
      to={props.to}
      aria-label={props.accessibleName}
    >
      {props.label}
    </Button>
  );
}

/**
 * A list row's actions: its detail and its invoices, or, in redirect-action mode, one button that
 * chooses the contract for the action (spec 2 point 2).
 */
export function ContractRowActions({
  type,
  name,
  action,
}: {
  type: ContractType;
  name: string;
  action: RedirectAction | undefined;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLang();
  if (action) {
    return (
      <Button
        variant="contained"
        size="small"
        startIcon={<TouchAppIcon />}
        component={RouterLink}
        to={redirectActionTarget(type, name, action, lang)}
        aria-label={t('list.selectOf', { name })}
      >
        {t('list.select')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <RowLink
        icon={<VisibilityIcon />}
        to={contractDetailPath(type, name, lang)}
        label={t('list.detail')}
        accessibleName={t('list.detailOf', { name })}
      />
      <RowLink
        icon={<ReceiptLongIcon />}
        to={contractInvoicesPath(type, name, lang)}
        label={t('list.invoices')}
        accessibleName={t('list.invoicesOf', { name })}
      />
    </Box>
  );
}
