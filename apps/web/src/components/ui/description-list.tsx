import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';

export interface Description {
  /** Names the pair among its siblings when the label may repeat; the label otherwise. */
  key?: string;
  label: string;
  value: ReactNode;
}

const spacing = {
  // A page's or a section's details (profile, contract detail, version).
  regular: { labelWidth: '11rem', columnGap: 3, rowGap: 1.25 },
  // The fields of a card in a list.
  compact: { labelWidth: '8rem', columnGap: 1.5, rowGap: 1 },
};

/**
 * Label and value pairs as a description list: stacked on small screens (each label above its
 * value), two columns from `sm`.
 */
export function DescriptionList({
  items,
  density = 'regular',
}: {
  items: readonly Description[];
  density?: keyof typeof spacing;
}) {
  const { labelWidth, columnGap, rowGap } = spacing[density];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${labelWidth}, max-content) 1fr` },
        columnGap,
        rowGap: { xs: 0.25, sm: rowGap },
        '& dt': { fontWeight: 700, mt: { xs: rowGap, sm: 0 } },
        '& dt:first-of-type': { mt: 0 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Fragment key={item.key ?? item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
