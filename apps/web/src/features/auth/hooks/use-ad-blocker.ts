import { useEffect, useState } from 'react';

/** A same-origin file whose name ad blockers block (apps/web/public/ads.js). */
const BAIT_URL = '/ads.js';
const BAIT_CLASSES = 'adsbox ad-banner ad-placement ad-unit textads banner_ad pub_300x250';
const DISMISSED_KEY = 'portal_ad_blocker_warning_dismissed';

function offscreenBox(className: string): HTMLDivElement {
  const box = document.createElement('div');
  box.className = className;
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;';
  box.innerHTML = '&nbsp;';
  return box;
}

const nextFrame = () => new Promise((resolve) => window.setTimeout(resolve, 100));

/**
 * Whether an ad blocker is at work (spec 1 point 2, login screen): it hides the bait box (cosmetic
 * filters) or blocks the bait file, which fails as a network error; a 404 would not be blocking.
 */
async function detectAdBlocker(): Promise<boolean> {
  const bait = offscreenBox(BAIT_CLASSES);
  const control = offscreenBox('portal-layout-probe');
  document.body.append(bait, control);
  try {
    await nextFrame();
    // Without a layout engine (tests) nothing has a size and no blocker runs.
    const hasLayout = control.offsetHeight > 0;
    const style = window.getComputedStyle(bait);
    if (style.display === 'none' || style.visibility === 'hidden') return true;
    if (!hasLayout) return false;
    if (bait.offsetHeight === 0) return true;
  } finally {
    bait.remove();
    control.remove();
  }
  try {
    await fetch(BAIT_URL, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return false;
  } catch {
    return true;
  }
}

function isDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The ad-blocker warning: whether to show it and how to dismiss it (for this visit). */
export function useAdBlockerWarning(): { show: boolean; dismiss: () => void } {
  const [blocked, setBlocked] = useState(false);
  const [dismissed, setDismissed] = useState(isDismissed);

  useEffect(() => {
    if (dismissed) return;
    let active = true;
    void detectAdBlocker()
      .catch(() => false)
      .then((result) => {
        if (active) setBlocked(result);
      });
    return () => {
      active = false;
    };
  }, [dismissed]);

  return {
    show: blocked && !dismissed,
    dismiss: () => {
      setDismissed(true);
      try {
        window.sessionStorage.setItem(DISMISSED_KEY, '1');
      } catch {
        // Without storage the warning comes back on the next visit of the page only.
      }
    },
  };
}
