import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { useIsCurrent, type NavEntry, type NavGroup, type NavItem } from './navigation';

/**
 * The entries as a list, for the side drawer: grouped under the group names (`drawer-grouped`, and
 * the small-screen drawer of the horizontal header) or one flat list (`drawer`).
 */
export function NavList({
  entries,
  grouped,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  grouped: boolean;
  /** An entry was chosen (the temporary drawer closes). */
  onNavigate?: () => void;
}) {
  const isCurrent = useIsCurrent();
  const item = (entry: NavItem, nested = false) => (
    <NavListItem
      key={entry.key}
      item={entry}
      nested={nested}
      current={isCurrent(entry)}
      onNavigate={onNavigate}
    />
  );
  if (!grouped) {
    const flat = entries.flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items));
    return <List dense>{flat.map((entry) => item(entry))}</List>;
  }
  return (
    <List dense>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          item(entry)
        ) : (
          <Fragment key={entry.key}>
            <GroupItems group={entry}>{entry.items.map((child) => item(child, true))}</GroupItems>
          </Fragment>
        ),
      )}
    </List>
  );
}

function GroupItems({ group, children }: { group: NavGroup; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block', mt: 1 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ display: 'block', px: 2, color: 'text.secondary', lineHeight: 2.5 }}
      >
        {group.label}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {children}
      </List>
    </ListItem>
  );
}

function NavListItem({
  item,
  nested,
  current,
  onNavigate,
}: {
  item: NavItem;
  nested: boolean;
  current: boolean;
  onNavigate?: () => void;
}) {
  const padding = { pl: nested ? 3 : 2 };
  if (item.disabledReason) {
    return (
      <ListItem disablePadding>
        <GuardTooltip reason={item.disabledReason}>
          <ListItemButton
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
            sx={{ ...padding, cursor: 'not-allowed', color: 'text.secondary' }}
          >
            <ListItemText primary={item.label} secondary={item.disabledReason} />
          </ListItemButton>
        </GuardTooltip>
      </ListItem>
    );
  }
  if (item.href) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component="a"
          href={item.href}
          {...newTabProps}
          onClick={onNavigate}
          sx={padding}
        >
          <ListItemText
            primary={
              <>
                {item.label}
                <NewWindowHint />
              </>
            }
          />
          <OpenInNewIcon fontSize="small" aria-hidden />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to ?? '/'}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={padding}
      >
        <ListItemText primary={item.label} secondary={item.description} />
      </ListItemButton>
    </ListItem>
  );
}
