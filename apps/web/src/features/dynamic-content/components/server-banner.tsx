import Box from '@mui/material/Box';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Banner } from '@portal/domain/schemas/settings';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { bannerQueryOptions, getBanner } from '../api/get-banner';
import { HtmlBlock } from '@/components/ui/html-block';

const imageTypes = /^image\/(png|jpe?g|gif|webp)$/;

/**
 * The banner, null when the retailer has not defined one, false when the call failed: the page
 * waits for one try only, shows no banner rather than an error, and asks again the next time.
 */
const bannerOrNone = (code: string) =>
  queryOptions({
    // Its own entry: its answer may be false.
    queryKey: [...bannerQueryOptions(code).queryKey, 'or-none'],
    queryFn: ({ signal }) => getBanner(code, signal).catch((): Banner | null | false => false),
    staleTime: (query) => (query.state.data === false ? 0 : 10 * 60_000),
    retry: false,
  });

/**
 * A banner the retailer defines by code (spec 1 point 3, "Banner"): HTML, sanitised, or a base64
 * image. An unknown code or a failed call shows nothing. The page waits for it (it suspends), so its
 * content does not move down when it arrives.
 */
export function ServerBanner({ code, label }: { code: string; label: string }) {
  const banner = useSuspenseQuery(bannerOrNone(code));
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
