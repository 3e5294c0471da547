import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface TrackingNumberProps {
  /** What the number is ("Claim number"). */
  label: string;
  value: string;
  /** When to quote it. */
  hint: string;
  copyLabel: string;
  copiedText: string;
  copyFailedText: string;
}

/**
 * The number a customer quotes to follow what they sent (a claim's, a message's reference): large,
 * selectable whole, and a button that copies it.
 */
export function TrackingNumber(props: TrackingNumberProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {props.label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        <Typography
          component="span"
          sx={{
            fontSize: { xs: '1.5rem', sm: '1.75rem' },
            fontWeight: 700,
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {props.value}
        </Typography>
        <Button
          size="small"
          startIcon={<ContentCopyIcon aria-hidden />}
          onClick={() => void copyValue()}
        >
          {props.copyLabel}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%', mt: 0.5 }}>
          {props.hint}
        </Typography>
        <Typography
          role="status"
          variant="body2"
          sx={{ flexBasis: '100%', color: copy === 'failed' ? 'error.main' : 'success.dark' }}
        >
          {copy === 'copied' ? props.copiedText : copy === 'failed' ? props.copyFailedText : ''}
        </Typography>
      </Box>
    </Box>
  );
}
