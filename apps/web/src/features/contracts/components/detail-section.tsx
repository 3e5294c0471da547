import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, useId, type ReactNode } from 'react';

/** One section of the contract detail: a titled panel, with the buttons that belong beside it. */
export function DetailSection({
  id,
  title,
  actions,
  children,
}: {
  id?: string;
  title: string;
  /** The change buttons of this section (setting contracts.actionsLayout `beside`). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: '5rem' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {actions && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, '&:empty': { display: 'none' } }}
        >
          {actions}
        </Box>
      )}
    </Paper>
  );
}

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: stacked on small screens, two columns on wider. */
export function Fields({ fields }: { fields: readonly Field[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(11rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        '& dt': { fontWeight: 700, mt: { xs: 1.25, sm: 0 } },
        '& dt:first-of-type': { mt: 0 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {fields.map((field) => (
        <Fragment key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
