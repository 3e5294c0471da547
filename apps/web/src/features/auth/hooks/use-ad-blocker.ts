import { useEffect, useState } from 'react';

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
 * Whether an ad blocker is at work (spec 1 point 2, login screen): its cosmetic filters hide the
 * bait box. No bait file is fetched: the request showed on every visitor's page, and a blocked
 * request is an error in the console (issue 25 point 19).
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
    return hasLayout && bait.offsetHeight === 0;
  } finally {
    bait.remove();
    control.remove();
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
