import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import type { CaseMessage } from '@portal/domain/schemas/cases';
import { useId } from 'react';
import { useRequestTexts } from '../utils/texts';
import { CaseAttachments } from './case-attachments';

/** The messages oldest first, whatever order they come in. */
const oldestFirst = (messages: readonly CaseMessage[]) =>
  [...messages].sort((a, b) => Date.parse(a.created_date) - Date.parse(b.created_date));

/**
 * A request's conversation (docs/decisions/017), oldest first: the customer's messages and the
 * retailer's staff's, each staff message with the administrator label (spec 2 point 6) and the
 * agent's name when given, the status a message moved the request to, and each one's files.
 */
export function CaseConversation({
  caseId,
  messages,
}: {
  caseId: number;
  messages: readonly CaseMessage[];
}) {
  const t = useRequestTexts();
  if (messages.length === 0) {
    return <Typography color="text.secondary">{t('requests:detail.noMessages')}</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {oldestFirst(messages).map((message) => (
        <ConversationMessage key={message.id} caseId={caseId} message={message} />
      ))}
    </Box>
  );
}

function ConversationMessage({ caseId, message }: { caseId: number; message: CaseMessage }) {
  const t = useRequestTexts();
  const authorId = useId();
  const labelId = useId();
  const staff = message.is_admin;
  return (
    <Box
      component="li"
      aria-labelledby={staff ? `${authorId} ${labelId}` : authorId}
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderLeftWidth: 4,
        borderLeftColor: staff ? 'secondary.main' : 'primary.main',
        bgcolor: staff ? 'action.hover' : 'background.paper',
        ml: { sm: staff ? 0 : 4 },
        mr: { sm: staff ? 4 : 0 },
        minWidth: 0,
      }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
      >
        <Typography id={authorId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {staff ? (message.author_name ?? t('requests:detail.staff')) : t('requests:detail.you')}
        </Typography>
        {staff && (
          <Chip
            id={labelId}
            size="small"
            color="secondary"
            icon={<SupportAgentIcon aria-hidden />}
            label={t('requests:detail.administrator')}
          />
        )}
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={message.created_date}>{formatDisplayDateTime(message.created_date)}</time>
        </Typography>
      </Box>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.status && (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          {t('requests:detail.statusChanged', {
            status: t(`requests:status.${message.status}`),
          })}
        </Typography>
      )}
      <CaseAttachments
        caseId={caseId}
        attachments={message.attachments}
        label={t('requests:detail.messageAttachments')}
      />
    </Box>
  );
}
