import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface RecordCard {
  key: string | number;
  title: string;
  /** The record's fields as a description list, in order. */
  fields: { key: string; label: string; content: ReactNode }[];
  /** Below the fields: the record's actions. */
  footer?: ReactNode;
}

/** Small screens: one card per record of a list (contracts, invoices), its fields as a description list. */
export function RecordCards({ label, cards }: { label: string; cards: RecordCard[] }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.key} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {card.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mb: 1.5,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
              columnGap: 1.5,
              rowGap: { xs: 0.25, sm: 1 },
              '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
              '& dt:first-of-type': { mt: 0 },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            {card.fields.map((field) => (
              <Fragment key={field.key}>
                <dt>{field.label}</dt>
                <dd>{field.content}</dd>
              </Fragment>
            ))}
          </Box>
          {card.footer}
        </Paper>
      ))}
    </Box>
  );
}
