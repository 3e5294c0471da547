import Box from '@mui/material/Box';
import { use } from 'react';
import { blockSize, loadSanitizer } from '@/lib/sanitize-html';

/**
 * One block of server HTML, sanitised before it reaches the DOM, at the size the retailer gave it
 * (never wider than the screen). Suspends while the sanitiser loads.
 */
export function HtmlBlock({
  html,
  width,
  height,
}: {
  html: string;
  width: string | null;
  height: string | null;
}) {
  const sanitize = use(loadSanitizer());
  return <SanitizedHtmlBlock html={sanitize(html)} width={width} height={height} />;
}

/** A block of HTML already sanitised (the back office's preview has it with its report). */
export function SanitizedHtmlBlock({
  html,
  width,
  height,
}: {
  html: string;
  width: string | null;
  height: string | null;
}) {
  const blockHeight = blockSize(height);
  return (
    <Box
      className="html-block"
      sx={{
        width: blockSize(width),
        maxWidth: '100%',
        height: blockHeight,
        overflow: blockHeight ? 'auto' : undefined,
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto' },
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
