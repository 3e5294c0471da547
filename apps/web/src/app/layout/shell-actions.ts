import type { Settings } from '@portal/domain/schemas/settings';
import { useTranslation } from 'react-i18next';
import { useActionGuard, type ActionGuard } from '@/components/guards/use-action-guard';
import { useLang, type Lang } from '@/lib/i18n';
import { enabledContractingRoutes, pathFor, type RouteId } from '@/lib/paths';
import { useSettings } from '@/lib/settings';

/**
 * The customer actions the home tiles and the navigation share (spec 1 point 2, "Home" and
 * "Navigation"). An action on a contract goes to the contract list with `?action=`, the redirect
 * actions of spec 2 point 4 (powChange, ibanChange, download, notifAddrChange, noCesionSips), which
 * the list opens once a contract is chosen; consumption has a route of its own, with a contract
 * selector.
 */
export interface ShellAction {
  key: ShellActionKey;
  label: string;
  /** A path of the portal. */
  to?: string;
  /** A page elsewhere, opened in a new tab. */
  href?: string;
  /** Why the action is unavailable to this session (read-only, impersonation); empty when it is. */
  disabledReason: string;
  /** The route the action shows, to mark the current page. */
  routeId?: RouteId;
}

export type ShellActionKey =
  | 'contracts.consult'
  | 'contracts.contract'
  | 'contracts.download'
  | 'contracts.powChange'
  | 'contracts.ibanChange'
  | 'contracts.notifAddrChange'
  | 'contracts.noCesionSips'
  | 'invoices.consult'
  | 'invoices.download'
  | 'invoices.pay'
  | 'consumption.hourly';

export interface ShellActions {
  contracts: ShellAction[];
  invoices: ShellAction[];
  consumption: ShellAction[];
}

type Guards = Record<'powChange' | 'ibanChange' | 'notifAddrChange' | 'noCesionSips', ActionGuard>;

export function buildShellActions(
  settings: Settings,
  lang: Lang,
  guards: Guards,
  label: (key: ShellActionKey) => string,
): ShellActions {
  const contractAction = (key: ShellActionKey, action: string, guard?: ActionGuard) => ({
    key,
    label: label(key),
    to: `${pathFor('contracts', lang)}?action=${action}`,
    disabledReason: guard?.reason ?? '',
  });
  const { features, invoices, payment } = settings;
  const contractTo = enabledContractingRoutes(settings)[0];

  const contracts: (ShellAction | false)[] = [
    {
      key: 'contracts.consult',
      label: label('contracts.consult'),
      to: pathFor('contracts', lang),
      disabledReason: '',
      routeId: 'contracts',
    },
    contractTo !== undefined && {
      key: 'contracts.contract',
      label: label('contracts.contract'),
      to: pathFor(contractTo, lang),
      disabledReason: '',
      routeId: contractTo,
    },
    !features.disableDownloadContractReport && contractAction('contracts.download', 'download'),
    features.powerChange && contractAction('contracts.powChange', 'powChange', guards.powChange),
    features.ibanChange && contractAction('contracts.ibanChange', 'ibanChange', guards.ibanChange),
    features.notificacionAddressChange &&
      contractAction('contracts.notifAddrChange', 'notifAddrChange', guards.notifAddrChange),
    features.noCesionSips &&
      contractAction('contracts.noCesionSips', 'noCesionSips', guards.noCesionSips),
  ];

  const invoiceActions: (ShellAction | false)[] = [
    {
      key: 'invoices.consult',
      label: label('invoices.consult'),
      to: pathFor('invoices', lang),
      disabledReason: '',
      routeId: 'invoices',
    },
    {
      key: 'invoices.download',
      label: label('invoices.download'),
      to: `${pathFor('invoices', lang)}?action=download`,
      disabledReason: '',
    },
    // Pay online: the retailer's payment page in a new tab when configured, else the invoice list
    // (with `?action=pay`, so the list can offer the pending invoices first).
    invoices.enablePayment &&
      (payment.url
        ? {
            key: 'invoices.pay',
            label: label('invoices.pay'),
            href: payment.url,
            disabledReason: '',
          }
        : {
            key: 'invoices.pay',
            label: label('invoices.pay'),
            to: `${pathFor('invoices', lang)}?action=pay`,
            disabledReason: '',
          }),
  ];

  // The hourly view of the consumption route (spec 1 point 2, "Home": "consumption (hourly view)").
  const consumption: ShellAction[] = [
    {
      key: 'consumption.hourly',
      label: label('consumption.hourly'),
      to: `${pathFor('consumption', lang)}?granularity=hourly`,
      disabledReason: '',
      routeId: 'consumption',
    },
  ];

  const present = (list: (ShellAction | false)[]) =>
    list.filter((action): action is ShellAction => action !== false);
  return { contracts: present(contracts), invoices: present(invoiceActions), consumption };
}

export function useShellActions(): ShellActions {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const guards: Guards = {
    powChange: useActionGuard('powerChange'),
    ibanChange: useActionGuard('ibanChange'),
    notifAddrChange: useActionGuard('notificationAddressChange'),
    noCesionSips: useActionGuard('noCesionSips'),
  };
  return buildShellActions(settings, lang, guards, (key) => t(`actions.${key}`));
}
