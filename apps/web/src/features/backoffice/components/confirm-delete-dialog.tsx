import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useContentTexts } from '../utils/content-texts';

/** Asks before removing something customers see; `name` says what, `text` what else goes with it. */
export function ConfirmDeleteDialog({
  name,
  text,
  deleting,
  onConfirm,
  onClose,
}: {
  name: string | null;
  text?: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useContentTexts();
  return (
    <ConfirmDialog
      open={name !== null}
      destructive
      pending={deleting}
      texts={{
        title: t('backoffice-content:delete.title'),
        text: text ?? t('backoffice-content:delete.text', { name }),
        confirm: t('backoffice-content:delete.confirm'),
        cancel: t('backoffice-content:delete.cancel'),
      }}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
