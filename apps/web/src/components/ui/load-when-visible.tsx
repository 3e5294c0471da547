import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFirstPainted } from '@/lib/first-paint';

/**
 * Renders its children once their place reaches the screen: content below the fold, with the code
 * and data it needs, loads when the visitor scrolls to it rather than with the first page, and never
 * before the page's first content is on screen. Without IntersectionObserver it renders them once
 * that content is.
 */
export function LoadWhenVisible({
  children,
  coveredBottom = '0px',
}: {
  children: ReactNode;
  /** How much of the screen's bottom something covers (the cookie banner): not yet reached. */
  coveredBottom?: string;
}) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: `0px 0px -${coveredBottom} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, coveredBottom]);
  const painted = useFirstPainted();
  return visible && painted ? children : <div ref={marker} />;
}
