import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import type { CaseMessage } from '@portal/domain/schemas/cases';
import type { StaffCase } from '@portal/domain/schemas/backoffice-cases';
import { useBackofficeTexts } from '../utils/texts';
import { CaseFiles } from './case-files';

/**
 * A case's conversation as staff read it, oldest first: who wrote each message (the customer or
 * visitor by name, staff by the agent's name), the status a message moved the case to, its files.
 */
export function StaffConversation({ item }: { item: StaffCase }) {
  const t = useBackofficeTexts();
  if (item.messages.length === 0) {
    return <Typography color="text.secondary">{t('backoffice:case.noMessages')}</Typography>;
  }
  const messages = [...item.messages].sort(
    (a, b) => Date.parse(a.created_date) - Date.parse(b.created_date) || a.id - b.id,
  );
  const sender = item.customer.name ?? item.customer.email;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {messages.map((message) => (
        <Message key={message.id} caseId={item.id} message={message} sender={sender} />
      ))}
    </Box>
  );
}

function Message({
  caseId,
  message,
  sender,
}: {
  caseId: number;
  message: CaseMessage;
  sender: string;
}) {
  const t = useBackofficeTexts();
  const staff = message.is_admin;
  const author = staff ? (message.author_name ?? t('requests:detail.staff')) : sender;
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderLeftWidth: 4,
        borderLeftColor: staff ? 'secondary.main' : 'primary.main',
        bgcolor: staff ? 'action.hover' : 'background.paper',
        ml: { sm: staff ? 4 : 0 },
        mr: { sm: staff ? 0 : 4 },
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {author}
          <Box component="span" sx={{ fontWeight: 400 }}>
            {' · '}
            {staff ? t('requests:detail.administrator') : t('backoffice:case.customerMessage')}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={message.created_date}>{formatDisplayDateTime(message.created_date)}</time>
        </Typography>
      </Box>
      {message.body && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
      )}
      {message.status && (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          {t('requests:detail.statusChanged', { status: t(`requests:status.${message.status}`) })}
        </Typography>
      )}
      <CaseFiles
        caseId={caseId}
        attachments={message.attachments}
        label={t('requests:detail.messageAttachments')}
      />
    </Box>
  );
}
