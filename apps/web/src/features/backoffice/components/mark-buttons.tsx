import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueuesTexts } from '../utils/queues-texts';

type Mark = 'contacted' | 'signed' | 'discarded';

/** The marks a lead may take now, each a button; a final state says it takes none. */
export function MarkButtons<M extends Mark>({
  marks,
  pending,
  onMark,
}: {
  marks: readonly M[];
  /** The mark being sent, if any: its button shows it, the others wait. */
  pending: M | undefined;
  onMark: (mark: M) => void;
}) {
  const t = useQueuesTexts();
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
          onClick={() => onMark(mark)}
        >
          {t(`backoffice-queues:marks.${mark}`)}
        </Button>
      ))}
    </Box>
  );
}
