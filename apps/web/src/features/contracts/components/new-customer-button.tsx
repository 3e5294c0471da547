import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ContractType } from '@portal/domain/schemas/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang } from '@/lib/i18n';
import { enabledContractingRoutes, pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';

/** The contracting route of each list type: the one the list hides, as the customer has it. */
const sameTypeRoute = {
  electricity: 'newElectricityCustomer',
  gas: 'newGasCustomer',
} as const;

/**
 * New-customer button of the contract list (spec 2 point 2): the enabled contracting types but the
 * list's own; a menu when more than one is left.
 */
export function NewCustomerButton({ type }: { type: ContractType }) {
  const { t } = useTranslation('contracts');
  const settings = useSettings();
  const lang = useLang();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const routes = enabledContractingRoutes(settings).filter((id) => id !== sameTypeRoute[type]);
  const [only] = routes;

  if (!only) return null;
  if (routes.length === 1) {
    return (
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        component={RouterLink}
        to={pathFor(only, lang)}
      >
        {t(`list.newCustomer.${only}`)}
      </Button>
    );
  }
  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('list.newCustomer.menu')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {routes.map((id) => (
          <MenuItem
            key={id}
            component={RouterLink}
            to={pathFor(id, lang)}
            onClick={() => setAnchor(null)}
          >
            {t(`list.newCustomer.${id}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
