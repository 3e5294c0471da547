import type { Settings } from '@portal/domain/schemas/settings';
import { contractTypes, type ContractType } from '@portal/domain/schemas/contracts';
import { pathFor } from '@/lib/paths';
import type { Lang } from '@/lib/i18n';

export const isContractType = (value: unknown): value is ContractType =>
  (contractTypes as readonly unknown[]).includes(value);

/** The contract types the retailer shows (features.displayTypes), electricity first. */
export function shownContractTypes(settings: Settings): ContractType[] {
  return contractTypes.filter((type) => settings.features.displayTypes.includes(type));
}

export function contractListPath(type: ContractType, lang: Lang): string {
  return pathFor('contracts', lang, { contractType: type });
}

/** Electricity under /contratos/electricidad/{name}, gas under /contratos-gas/{name} (spec 2 point 2). */
export function contractDetailPath(type: ContractType, name: string, lang: Lang): string {
  return type === 'gas'
    ? pathFor('gasContractDetail', lang, { contractName: name })
    : pathFor('contractDetail', lang, { contractType: type, contractName: name });
}

export function contractInvoicesPath(type: ContractType, name: string, lang: Lang): string {
  return type === 'gas'
    ? pathFor('gasContractInvoices', lang, { contractName: name })
    : pathFor('contractInvoices', lang, { contractType: type, contractName: name });
}

/**
 * The actions a home tile or menu entry asks for after choosing a contract (spec 2 point 4, "Redirect
 * actions after login"); the detail carries them on as `?action=`.
 */
export const redirectActions = [
  'powChange',
  'ibanChange',
  'download',
  'consumption',
  'notifAddrChange',
  'noCesionSips',
] as const;
export type RedirectAction = (typeof redirectActions)[number];

export const isRedirectAction = (value: unknown): value is RedirectAction =>
  (redirectActions as readonly unknown[]).includes(value);

/**
 * Where choosing a contract in redirect-action mode leads: an electricity contract's consumption is
 * the consumption route with that contract chosen; a gas contract's, the detail's consumption
 * section (gas has no curve); every other action, the detail, which opens it.
 */
export function redirectActionTarget(
  type: ContractType,
  name: string,
  action: RedirectAction,
  lang: Lang,
): string {
  if (action === 'consumption' && type === 'electricity') {
    return `${pathFor('consumption', lang)}?${new URLSearchParams({ contract: name })}`;
  }
  const detail = contractDetailPath(type, name, lang);
  return action === 'consumption'
    ? `${detail}#${CONSUMPTION_ANCHOR}`
    : `${detail}?${new URLSearchParams({ action })}`;
}

/** The id of the detail's consumption section, which a URL hash scrolls to. */
export const CONSUMPTION_ANCHOR = 'consumption';
