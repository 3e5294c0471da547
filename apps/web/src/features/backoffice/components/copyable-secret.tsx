import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAdminTexts } from '../utils/admin-texts';

/** A value shown once (a token, a single-use link), selectable as text and with a copy button. */
export function CopyableSecret({ label, value }: { label: string; value: string }) {
  const t = useAdminTexts();
  const labelId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Box
          component="code"
          aria-labelledby={labelId}
          sx={{
            fontFamily: 'monospace',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
            overflowWrap: 'anywhere',
            userSelect: 'all',
            minWidth: 0,
          }}
        >
          {value}
        </Box>
        <Button size="small" variant="outlined" onClick={() => void copy()}>
          {t('backoffice-admin:copy')}
        </Button>
        <Typography role="status" variant="body2">
          {copied === 'yes'
            ? t('backoffice-admin:copied')
            : copied === 'failed'
              ? t('backoffice-admin:copyFailed')
              : ''}
        </Typography>
      </Box>
    </Box>
  );
}
