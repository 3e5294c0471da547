import Alert from '@mui/material/Alert';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message that takes the focus when it appears, so keyboard and screen-reader users land on it.
 * Its close button (when it has `onClose`) speaks the page's language.
 */
export function FocusedAlert(props: ComponentProps<typeof Alert>) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect: no moment passes with the focus on the page body, which a dialog would take back.
  useLayoutEffect(() => ref.current?.focus(), []);
  return <Alert ref={ref} tabIndex={-1} closeText={t('dismissMessage')} {...props} />;
}
