import Box from '@mui/material/Box';
import type { DynamicElement } from '@portal/domain/schemas/settings';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { HtmlBlock } from '@/components/ui/html-block';

/**
 * The blocks of a page or group in their order. A failure to load the sanitiser hides the blocks
 * rather than the page around them.
 */
export function HtmlBlocks({ elements }: { elements: readonly DynamicElement[] }) {
  if (elements.length === 0) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {elements.map((element) => (
            <Box key={element.id} sx={{ flex: element.block_width ? '0 1 auto' : '1 1 100%' }}>
              <HtmlBlock
                html={element.html_block}
                width={element.block_width}
                height={element.block_height}
              />
            </Box>
          ))}
        </Box>
      </Suspense>
    </ErrorBoundary>
  );
}
