import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useQueuesTexts } from '../utils/queues-texts';

type Mark = 'contacted' | 'signed' | 'discarded';

/**
 * The marks a lead may take now, each a button; a final state says it takes none. Discarding is
 * final, so it is asked to be confirmed first.
 */
export function MarkButtons<M extends Mark>({
  marks,
  name,
  pending,
  onMark,
}: {
  marks: readonly M[];
  /** Who the lead is from, as the confirmation names it. */
  name: string;
  /** The mark being sent, if any: its button shows it, the others wait. */
  pending: M | undefined;
  onMark: (mark: M) => void;
}) {
  const t = useQueuesTexts();
  const [asking, setAsking] = useState<M | null>(null);
  if (marks.length === 0) {
    return <Typography color="text.secondary">{t('backoffice-queues:noMarks')}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {marks.map((mark) => (
        <Button
          key={mark}
          variant={mark === 'discarded' ? 'outlined' : 'contained'}
          color={mark === 'discarded' ? 'inherit' : 'primary'}
          loading={pending === mark}
          disabled={pending !== undefined && pending !== mark}
          onClick={() => (mark === 'discarded' ? setAsking(mark) : onMark(mark))}
        >
          {t(`backoffice-queues:marks.${mark}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        destructive
        texts={{
          title: t('backoffice-queues:discard.title'),
          text: t('backoffice-queues:discard.text', { name }),
          confirm: t('backoffice-queues:discard.confirm'),
          cancel: t('backoffice-queues:discard.cancel'),
        }}
        onConfirm={() => {
          if (asking) onMark(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
