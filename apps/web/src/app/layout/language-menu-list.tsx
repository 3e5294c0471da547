import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/lib/i18n';

/** The open language menu; its own chunk, since most visits never open it. */
export function LanguageMenuList({
  id,
  anchor,
  labelledBy,
  options,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  labelledBy: string;
  options: readonly Lang[];
  current: Lang;
  onChoose: (lang: Lang) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {options.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === current}
          onClick={() => onChoose(option)}
        >
          {t(`language.names.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
