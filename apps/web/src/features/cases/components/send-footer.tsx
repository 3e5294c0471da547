import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useRequestTexts } from '../utils/texts';

/** How much of a request or reply has gone (0 to 1), while it is sent. */
function UploadProgress({ sent }: { sent: number }) {
  const t = useRequestTexts();
  const labelId = useId();
  const percent = Math.round(sent * 100);
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('requests:upload.sending', { percent })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} />
    </Box>
  );
}

/**
 * The end of a request or reply form: why the last send failed (until dismissed), how much of the
 * upload has gone while it is sent, and the submit button, pending meanwhile.
 */
export function SendFooter({
  error,
  onDismissError,
  sent,
  sending,
  disabled = false,
  size,
  children,
}: {
  error: string | null;
  onDismissError: () => void;
  sent: number | null;
  sending: boolean;
  disabled?: boolean;
  size?: 'large';
  /** The submit button's text. */
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <FocusedAlert key={error} severity="error" onClose={onDismissError}>
          {error}
        </FocusedAlert>
      )}
      {sent !== null && <UploadProgress sent={sent} />}
      <Box>
        <Button type="submit" variant="contained" size={size} loading={sending} disabled={disabled}>
          {children}
        </Button>
      </Box>
    </>
  );
}
