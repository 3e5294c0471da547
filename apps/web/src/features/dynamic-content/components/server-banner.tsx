import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useBanner } from '../api/get-banner';
import { HtmlBlock } from './html-block';

const imageTypes = /^image\/(png|jpe?g|gif|webp)$/;

/**
 * A banner the retailer defines by code (spec 1 point 3, "Banner"): HTML, sanitised, or a base64
 * image. An unknown code or a failed call shows nothing.
 */
export function ServerBanner({ code, label }: { code: string; label: string }) {
  const banner = useBanner(code);
  if (!banner.data) return null;
  const { type, content, mime_type: mimeType } = banner.data;
  return (
    <Box
      component="aside"
      aria-label={label}
      sx={{
        mb: 3,
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {type === 'html' ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <HtmlBlock html={content} width={null} height={null} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        imageTypes.test(mimeType ?? '') && (
          <Box
            component="img"
            src={`data:${mimeType};base64,${content.replace(/\s+/g, '')}`}
            alt={label}
            sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          />
        )
      )}
    </Box>
  );
}
