import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The loading view of a sign-in that needs no input (token in the URL, OpenID redirect and return). */
export function SignInProgress({ label }: { label: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography component="h1" variant="h6">
        {label}
      </Typography>
    </Box>
  );
}
