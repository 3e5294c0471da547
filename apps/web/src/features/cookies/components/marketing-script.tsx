import { useEffect } from 'react';
import { useConsentState } from '../utils/consent';
import { loadMarketingScript } from '../utils/load-scripts';

/**
 * Loads a page's own marketing script (the contracting wizard's chat hook and tracking, spec 3
 * point 2) once the visitor has consented to marketing cookies; nothing before. Renders nothing.
 */
export function MarketingScript({ src }: { src: string }) {
  const marketing = useConsentState().consent?.marketing === true;
  useEffect(() => {
    if (marketing) loadMarketingScript(src);
  }, [marketing, src]);
  return null;
}
