import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useIsCurrent, type NavEntry, type NavGroup, type NavItem } from './navigation';

const loadMenu = () => import('./nav-menu');
const NavMenu = lazy(() => loadMenu().then((m) => ({ default: m.NavMenu })));

const currentStyle = {
  '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 },
} as const;

/** The horizontal header's entries: links, and a menu per group (spec 1 point 2, "Navigation"). */
export function HorizontalNav({
  entries,
  onAccountIntent,
}: {
  entries: readonly NavEntry[];
  /** The profile group is about to open: load what only it needs. */
  onAccountIntent: () => void;
}) {
  const isCurrent = useIsCurrent();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        listStyle: 'none',
        m: 0,
        p: 0,
        columnGap: 0.5,
        rowGap: 0.25,
        // Words as written: capitals take a third more room, and the entries fit one line at
        // 1024 px in every language (issue 25 point 6).
        '& .MuiButton-root': { textTransform: 'none', fontSize: '0.9375rem' },
      }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center' }}>
          {entry.kind === 'item' ? (
            <TopLink item={entry} current={isCurrent(entry)} />
          ) : (
            <TopGroup
              group={entry}
              current={entry.items.some(isCurrent)}
              onIntent={entry.key === 'profile' ? onAccountIntent : undefined}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

function TopLink({ item, current }: { item: NavItem; current: boolean }) {
  if (item.href) {
    return (
      <Button color="inherit" href={item.href} {...newTabProps} endIcon={<OpenInNewIcon />}>
        {item.label}
        <NewWindowHint />
      </Button>
    );
  }
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to={item.to ?? '/'}
      title={item.description}
      aria-current={current ? 'page' : undefined}
      sx={currentStyle}
    >
      {item.label}
    </Button>
  );
}

function TopGroup({
  group,
  current,
  onIntent,
}: {
  group: NavGroup;
  current: boolean;
  onIntent?: () => void;
}) {
  const { t } = useTranslation();
  const isCurrent = useIsCurrent();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const prepare = () => {
    void loadMenu();
    onIntent?.();
  };
  const toggleProps = {
    id: buttonId,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : ('false' as const),
    onPointerEnter: prepare,
    onFocus: prepare,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      prepare();
      setAnchor(event.currentTarget);
    },
  };
  return (
    <>
      {group.main ? (
        <>
          <Button
            color="inherit"
            component={RouterLink}
            to={group.main.to ?? '/'}
            aria-current={isCurrent(group.main) ? 'page' : undefined}
            sx={{ ...currentStyle, pr: 0.5 }}
          >
            {group.label}
          </Button>
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('nav.moreOf', { label: group.label })}
            {...toggleProps}
          >
            <ExpandMoreIcon />
          </IconButton>
        </>
      ) : (
        <Button
          color="inherit"
          endIcon={<ExpandMoreIcon />}
          sx={current ? { textDecoration: 'underline', textUnderlineOffset: 6 } : undefined}
          {...toggleProps}
        >
          {group.label}
        </Button>
      )}
      {anchor && (
        <Suspense fallback={null}>
          <NavMenu
            id={menuId}
            anchor={anchor}
            labelledBy={buttonId}
            items={group.items}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
