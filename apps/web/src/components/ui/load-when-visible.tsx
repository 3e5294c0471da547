import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFirstPainted } from '@/lib/first-paint';

/**
 * The bottom of the screen that does not count as reached: on a first visit the cookie banner covers
 * it (docs/decisions/026), so what sits only there is still out of sight.
 */
const COVERED_BOTTOM = '-20%';

/**
 * Renders its children once their place reaches the screen: content below the fold, with the code
 * and data it needs, loads when the visitor scrolls to it rather than with the first page, and never
 * before the page's first content is on screen. Without IntersectionObserver it renders them once
 * that content is.
 */
export function LoadWhenVisible({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: `0px 0px ${COVERED_BOTTOM} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  const painted = useFirstPainted();
  return visible && painted ? children : <div ref={marker} />;
}
