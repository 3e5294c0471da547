import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRequestTexts } from '../utils/texts';

/** How much of a request or reply has gone (0 to 1), while it is sent. */
export function UploadProgress({ sent }: { sent: number }) {
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
