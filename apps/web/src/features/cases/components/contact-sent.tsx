import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { TrackingNumber } from '@/components/ui/tracking-number';
import { contactNamespaces } from '../utils/contact-form';

/** A sent message (spec 2 point 8: the success shows a tracking number) and the copy e-mailed. */
export function ContactSent({
  reference,
  email,
  onAnother,
}: {
  reference: string;
  /** Where the server sent the copy: the address the visitor gave. */
  email: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation(contactNamespaces);
  return (
    <Stack spacing={2.5}>
      {/* An e-mail address does not wrap on its own: on a phone it would overflow the message. */}
      <FocusedAlert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {t('contact:sent.message')} {t('contact:sent.emailed', { email })}
      </FocusedAlert>
      <TrackingNumber
        label={t('contact:sent.reference')}
        value={reference}
        hint={t('contact:sent.quote')}
        copyLabel={t('contact:sent.copy')}
        copiedText={t('contact:sent.copied')}
        copyFailedText={t('contact:sent.copyFailed')}
      />
      <Button
        variant="contained"
        onClick={onAnother}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('contact:sent.another')}
      </Button>
    </Stack>
  );
}
