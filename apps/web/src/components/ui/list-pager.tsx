import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * A paged list's pages: which items it shows of how many, and the previous and next pages; nothing
 * when every item fits on the first page.
 */
export function ListPager({
  list,
  pageSize,
  texts,
  onPage,
}: {
  list: { offset: number; limit: number; n_items: number; items: readonly unknown[] };
  pageSize: number;
  texts: {
    /** The accessible name of the pages' navigation. */
    label: string;
    range: (shown: { from: number; to: number; total: number }) => string;
    previous: string;
    next: string;
  };
  onPage: (offset: number) => void;
}) {
  if (list.n_items <= list.limit && list.offset === 0) return null;
  const to = list.offset + list.items.length;
  return (
    <Box
      component="nav"
      aria-label={texts.label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" sx={{ mr: 'auto' }}>
        {texts.range({ from: list.offset + 1, to, total: list.n_items })}
      </Typography>
      <Button
        disabled={list.offset === 0}
        onClick={() => onPage(Math.max(0, list.offset - pageSize))}
      >
        {texts.previous}
      </Button>
      <Button disabled={to >= list.n_items} onClick={() => onPage(list.offset + pageSize)}>
        {texts.next}
      </Button>
    </Box>
  );
}
