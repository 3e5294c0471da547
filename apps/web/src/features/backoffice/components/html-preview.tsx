import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { SanitizedHtmlBlock } from '@/components/ui/html-block';
import { loadSanitizerWithReport, type SanitizedHtml } from '@/lib/sanitize-html';
import { useContentTexts } from '../utils/content-texts';

type SanitizeWithReport = (html: string) => SanitizedHtml;

/**
 * What customers will see of an HTML block or banner (in `language`, when given): the portal's own
 * block, sanitised by the sanitiser every customer page runs, and what sanitising took out of what
 * was written.
 */
export function HtmlPreview({ html, language }: { html: string; language?: string }) {
  const t = useContentTexts();
  const headingId = useId();
  // Typing stays quick on a long block: the preview follows when the browser has time.
  const shown = useDeferredValue(html);
  const [sanitizer, setSanitizer] = useState<SanitizeWithReport | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    loadSanitizerWithReport().then(
      (sanitize) => current && setSanitizer(() => sanitize),
      () => current && setSanitizer('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  const report = typeof sanitizer === 'function' ? sanitizer(shown) : null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        {language
          ? t('backoffice-content:preview.titleIn', { language })
          : t('backoffice-content:preview.title')}
      </Typography>
      {sanitizer === 'failed' && (
        <Alert severity="warning">{t('backoffice-content:preview.failed')}</Alert>
      )}
      {report && (
        <>
          <Typography
            role="status"
            variant="body2"
            color={report.removed.length > 0 ? 'warning.dark' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {report.removed.length > 0
              ? t('backoffice-content:preview.removed', { removed: report.removed.join(', ') })
              : t('backoffice-content:preview.nothingRemoved')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, minHeight: 56, overflow: 'hidden' }}>
            {shown.trim() === '' ? (
              <Typography color="text.secondary">
                {t('backoffice-content:preview.empty')}
              </Typography>
            ) : (
              <SanitizedHtmlBlock html={report.html} width={null} height={null} />
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
