import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { startTransition, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';
import { useDownloadInvoice, type DownloadType } from '../api/download-invoice';
import type { InvoiceListType } from '../utils/invoice-types';

/**
 * The download split button of an invoice row (spec 2 points 2 and 4): the main part downloads the
 * PDF, the arrow offers the types of the setting invoices.downloadTypes. Disabled while a download
 * runs; a failure says so under the button.
 */
export function DownloadButton({
  listType,
  id,
  number,
  curveAvailable = false,
  compact = false,
}: {
  listType: InvoiceListType;
  id: number;
  number: string;
  /** Its period's readings are stored: the `curve` type is offered only then. */
  curveAvailable?: boolean;
  /** Only the icon on the main part (the table's narrow column); its accessible name stays. */
  compact?: boolean;
}) {
  const { t } = useTranslation('invoices');
  const { invoices } = useSettings();
  const download = useDownloadInvoice();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const menuId = useId();
  const errorId = useId();
  const types: DownloadType[] = [
    'pdf',
    ...invoices.downloadTypes.filter(
      (type) => type !== 'pdf' && (type !== 'curve' || curveAvailable),
    ),
  ];
  const busy = download.isPending;
  const icon = busy ? (
    <CircularProgress size={16} aria-hidden color="inherit" />
  ) : (
    <DownloadIcon aria-hidden fontSize="small" />
  );

  const start = (type: DownloadType) => {
    setMenuAnchor(null);
    download.mutate({ listType, id, number, type, newTab: invoices.downloadInNewTab });
  };

  return (
    <Box>
      <ButtonGroup
        variant="outlined"
        size="small"
        disabled={busy}
        aria-label={t('download.menuLabel', { number })}
        aria-busy={busy}
      >
        <Button
          onClick={() => start('pdf')}
          aria-label={t('download.buttonOf', { number })}
          aria-describedby={download.isError ? errorId : undefined}
          title={compact ? t('download.button') : undefined}
          startIcon={compact ? undefined : icon}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {compact ? icon : t('download.button')}
        </Button>
        {types.length > 1 && (
          <Button
            aria-label={t('download.more', { number })}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={(event) => {
              const anchor = event.currentTarget;
              // The press shows before the menu renders (its first opening mounts the popover's
              // and the menu's styles: 0.3 s on a mid-range phone, issue 26 INP).
              startTransition(() => setMenuAnchor(anchor));
            }}
          >
            <ArrowDropDownIcon aria-hidden />
          </Button>
        )}
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuOpen}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-label': t('download.menuLabel', { number }) } }}
      >
        {types.map((type) => (
          <MenuItem key={type} onClick={() => start(type)}>
            {t(`download.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
      <Typography
        component="span"
        role="status"
        sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
      >
        {busy ? t('download.downloading', { number }) : ''}
      </Typography>
      {download.isError && !busy && (
        <Typography
          id={errorId}
          role="alert"
          sx={{ display: 'block', fontSize: '0.8125rem', color: 'error.dark', maxWidth: '16rem' }}
        >
          {t('download.failed', { number })}
        </Typography>
      )}
    </Box>
  );
}
