import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { LeadAnswer } from '@portal/domain/schemas/contracting';
import { Suspense } from 'react';
import { HtmlBlock } from '@/components/ui/html-block';
import { useContractingTexts } from '../utils/texts';

export type LeadRender = NonNullable<LeadAnswer['result']>['render'];

/** The confirmation's course (spec 3 point 3, "confirmStatus starts as pending"). */
export type ConfirmState =
  | { status: 'idle' | 'pending' }
  /** `text`: what the server refused, when it did; otherwise the call failed (connectivity). */
  | { status: 'error'; text?: string }
  | { status: 'done'; render: LeadRender | null };

/** A markdown paragraph's text: headings' hashes, emphasis marks and link targets dropped. */
const plainText = (paragraph: string) =>
  paragraph
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** A markdown body as the paragraphs of its text: no markup reaches the page. */
function MarkdownText({ body }: { body: string }) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map(plainText)
    .filter(Boolean);
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The last step (spec 3 point 2): a spinner while the confirmation is sent, then what the server
 * rendered (html, sanitised as every server block is, or markdown as text), or the sent text; on
 * failure what the server refused, or the connectivity error, with Previous below to try again.
 */
export function FinishStep({ state, business }: { state: ConfirmState; business: boolean }) {
  const t = useContractingTexts();
  if (state.status === 'error') {
    return (
      <Alert severity="error">{state.text ?? t('contracting:finish.connectivityError')}</Alert>
    );
  }
  if (state.status !== 'done') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={32} aria-hidden />
        <Typography>{t('contracting:finish.sending')}</Typography>
      </Box>
    );
  }
  const { render } = state;
  if (render?.format === 'html') {
    return (
      <Suspense fallback={<CircularProgress size={32} aria-label={t('common:loading')} />}>
        <HtmlBlock html={render.body} width={null} height={null} />
      </Suspense>
    );
  }
  if (render?.format === 'markdown') return <MarkdownText body={render.body} />;
  return (
    <Alert severity="success">
      {t(business ? 'contracting:finish.sentBusiness' : 'contracting:finish.sent')}
    </Alert>
  );
}
