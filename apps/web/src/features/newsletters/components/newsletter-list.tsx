import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { useNewsletters, type Newsletter } from '../api/get-newsletters';
import { useSetActiveNewsletters, type SaveNewslettersResult } from '../api/set-active-newsletters';

/** How long the exported newsletter's explanation stays after the pointer leaves (spec 3 point 9). */
export const TOOLTIP_LEAVE_DELAY_MS = 5000;

/** An exported newsletter the subscriber receives: it cannot be switched off here (spec 3 point 2). */
const isLocked = (newsletter: Newsletter) => newsletter.subscribed && newsletter.newsletterExported;

function NewsletterCard({
  newsletter,
  checked,
  onChange,
}: {
  newsletter: Newsletter;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation(['newsletters']);
  const descriptionId = useId();
  const lockedId = useId();
  const locked = isLocked(newsletter);
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        ...(locked && { bgcolor: 'action.hover', color: 'text.secondary' }),
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', mr: 0 }}
          control={
            <Switch
              checked={locked || checked}
              disabled={locked}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{
                input: {
                  'aria-describedby': [descriptionId, locked ? lockedId : undefined]
                    .filter(Boolean)
                    .join(' '),
                },
              }}
            />
          }
          label={
            <Typography component="span" variant="h6" sx={{ fontSize: '1.1rem', pt: 0.75 }}>
              {newsletter.name}
            </Typography>
          }
        />
        <Typography id={descriptionId} color={locked ? 'text.secondary' : undefined}>
          {newsletter.newsletterDescription}
        </Typography>
        {locked && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Tooltip
              title={t('newsletters:list.exported')}
              leaveDelay={TOOLTIP_LEAVE_DELAY_MS}
              describeChild
            >
              {/* The border says it is a warning; the text keeps the body colour for contrast. */}
              <Chip
                tabIndex={0}
                variant="outlined"
                size="small"
                label={t('newsletters:list.exportedLabel')}
                sx={{ color: 'text.primary', borderColor: 'warning.dark', borderWidth: 2 }}
              />
            </Tooltip>
            <Typography id={lockedId} variant="body2">
              {t('newsletters:list.exported')}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function SavedMessage({ result }: { result: SaveNewslettersResult }) {
  const { t } = useTranslation(['newsletters']);
  if (result.removed) return null;
  return (
    <Alert severity="success" role="status">
      {t('newsletters:list.success')}
      {result.kept.length > 0 &&
        ` ${t('newsletters:list.kept', { names: result.kept.map((n) => n.name).join(', ') })}`}
    </Alert>
  );
}

/**
 * A card per newsletter with its switch, and the save (spec 3 points 2 and 4). A save that leaves
 * none answers "removed": the page then says the subscriber was removed.
 */
export function NewsletterList({
  token,
  subscriberId,
  onRemoved,
}: {
  token: string;
  subscriberId: number;
  onRemoved: () => void;
}) {
  const { t } = useTranslation(['newsletters', 'common']);
  const titleId = useId();
  const newsletters = useNewsletters(token, subscriberId);
  const save = useSetActiveNewsletters(token, subscriberId);
  // The customer's choice, over what the server says, until it is saved.
  const [choice, setChoice] = useState<ReadonlyMap<number, boolean>>(new Map());

  if (newsletters.isPending) return <DelayedSpinner />;
  if (newsletters.isError) {
    return (
      <RetryAlert onRetry={() => void newsletters.refetch()}>
        {t('newsletters:list.loadError')}
      </RetryAlert>
    );
  }
  const list = newsletters.data;
  const isChecked = (newsletter: Newsletter) => choice.get(newsletter.id) ?? newsletter.subscribed;

  const submit = async () => {
    const selected = list.filter((n) => isLocked(n) || isChecked(n)).map((n) => n.id);
    try {
      const result = await save.mutateAsync(selected);
      setChoice(new Map());
      if (result.removed) onRemoved();
    } catch {
      // The error shows below the list.
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('newsletters:list.title')}
      </Typography>
      {list.length === 0 ? (
        <Alert severity="info">{t('newsletters:list.empty')}</Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
            {list.map((newsletter) => (
              <NewsletterCard
                key={newsletter.id}
                newsletter={newsletter}
                checked={isChecked(newsletter)}
                onChange={(checked) => setChoice(new Map(choice).set(newsletter.id, checked))}
              />
            ))}
          </Box>
          {save.isSuccess && <SavedMessage result={save.data} />}
          {save.isError && <Alert severity="error">{t('newsletters:list.error')}</Alert>}
          <Box>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('newsletters:list.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
