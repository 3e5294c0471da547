import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

/**
 * One tab per type of a list (electricity, gas, multipoint…), each a link to its list; nothing when
 * there is a single type.
 */
export function TypeTabs<T extends string>({
  label,
  types,
  value,
  labelOf,
  pathOf,
}: {
  /** The accessible name of the tab list. */
  label: string;
  types: readonly T[];
  value: T;
  labelOf: (type: T) => string;
  pathOf: (type: T) => string;
}) {
  if (types.length < 2) return null;
  return (
    <Tabs
      value={value}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {types.map((type) => (
        <Tab
          key={type}
          value={type}
          label={labelOf(type)}
          component={RouterLink}
          to={pathOf(type)}
        />
      ))}
    </Tabs>
  );
}
