/** How long the browser keeps a downloaded file's object URL: enough for a new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Hands a downloaded file to the browser: saved under its name, or shown in a new tab when
 * `newTab` (the setting invoices.downloadInNewTab, spec 2 point 7). A blocked new tab falls back to
 * saving, so the customer always gets the file.
 */
export function saveFile(blob: Blob, filename: string, newTab = false): void {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (newTab) {
    // Not the `noopener` feature: with it, window.open says null even when the tab opened.
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      return;
    }
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
