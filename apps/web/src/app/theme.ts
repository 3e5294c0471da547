import { createTheme } from '@mui/material/styles';

/**
 * One theme for the portal. Colours keep at least 4.5:1 contrast for text (WCAG AA): white on the
 * primary blue is about 8.6:1, the secondary teal about 6.4:1.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#00695c' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      // A button wraps between words only, even inside text that may break anywhere (long CUPS
      // or e-mails in table cells and description lists): "DETA-LL" is no label.
      styleOverrides: { root: { overflowWrap: 'normal', wordBreak: 'normal' } },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
