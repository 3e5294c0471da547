import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An e-mail address that, where it does not fit, breaks after its @ and before its dots rather than
 * mid-word; a single part longer than the line still breaks where it must.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
