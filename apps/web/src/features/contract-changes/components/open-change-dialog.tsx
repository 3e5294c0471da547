import type { ContractActionsProps, DialogName } from './contract-actions';
import { ElectronicNotificationDialog } from './electronic-notification-dialog';
import { IbanChangeDialog } from './iban-change-dialog';
import { InvoiceSendingDialog } from './invoice-sending-dialog';
import { NoCessionSipsDialog } from './no-cession-sips-dialog';
import { NotificationAddressDialog } from './notification-address-dialog';
import { PowerChangeDialog } from './power-change-dialog';

/**
 * The contract detail's change dialogs, open: a chunk of their own that loads when the customer
 * points at a change button or opens one, not with the detail (issue 26).
 */
export function OpenChangeDialog({
  name,
  contract,
  type,
  onClose,
}: Omit<ContractActionsProps, 'section'> & { name: DialogName; onClose: () => void }) {
  switch (name) {
    case 'power':
      return type === 'electricity' && 'contracted_power_period' in contract ? (
        <PowerChangeDialog contract={contract} open onClose={onClose} />
      ) : null;
    case 'iban':
      return <IbanChangeDialog contract={contract} type={type} open onClose={onClose} />;
    case 'notificationAddress':
      return <NotificationAddressDialog contract={contract} open onClose={onClose} />;
    case 'invoiceSending':
      return <InvoiceSendingDialog contract={contract} open onClose={onClose} />;
    case 'electronicNotification':
      return <ElectronicNotificationDialog contract={contract} open onClose={onClose} />;
    case 'noCesionSips':
      return <NoCessionSipsDialog contract={contract} open onClose={onClose} />;
  }
}
