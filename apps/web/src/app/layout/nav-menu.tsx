import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { useIsCurrent, type NavItem } from './navigation';

/** The open menu of a navigation group; its own chunk, since most visits never open one. */
export function NavMenu({
  id,
  anchor,
  labelledBy,
  items,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  labelledBy: string;
  items: readonly NavItem[];
  onClose: () => void;
}) {
  const isCurrent = useIsCurrent();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {items.map((item) => (
        <NavMenuItem key={item.key} item={item} current={isCurrent(item)} onClose={onClose} />
      ))}
    </Menu>
  );
}

function NavMenuItem({
  item,
  current,
  onClose,
}: {
  item: NavItem;
  current: boolean;
  onClose: () => void;
}) {
  if (item.disabledReason) {
    // Focusable, so the reason can be read; it does nothing when chosen.
    return (
      <GuardTooltip reason={item.disabledReason}>
        <MenuItem aria-disabled="true" sx={{ color: 'text.secondary', cursor: 'not-allowed' }}>
          {item.label}
        </MenuItem>
      </GuardTooltip>
    );
  }
  if (item.href) {
    return (
      <MenuItem component="a" href={item.href} {...newTabProps} onClick={onClose}>
        {item.label}
        <NewWindowHint />
        <OpenInNewIcon fontSize="small" sx={{ ml: 1 }} aria-hidden />
      </MenuItem>
    );
  }
  return (
    <MenuItem
      component={RouterLink}
      to={item.to ?? '/'}
      onClick={onClose}
      selected={current}
      aria-current={current ? 'page' : undefined}
      sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
    >
      {item.label}
      {item.description && (
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
      )}
    </MenuItem>
  );
}
