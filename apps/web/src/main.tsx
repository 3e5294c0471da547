import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { refreshSessionOnStart } from './features/auth/api/refresh-token';
import { defaultLanguage, initI18n, storedLanguage } from './lib/i18n';
import { loadLocaleData } from './lib/number-locale';
import { languageForPath } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { syncSessionFromCookie } from './lib/session';
import { settingsQueryOptions } from './lib/settings';

const { pathname } = window.location;
// Language: the path's first, then the visitor's last choice, then the default (spec 1 point 1).
const preferred = storedLanguage() ?? defaultLanguage;
const language = languageForPath(pathname, preferred) ?? preferred;
const ready = initI18n(language);
// The browser's number and date data load while the texts download, not in the page's first render.
setTimeout(() => loadLocaleData(language), 0);

// What the shell's first paint needs (its texts start with i18next): the settings. The page's chunk
// and texts load once that frame is drawn (app/route-element.tsx).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(settingsQueryOptions);

// Refresh (spec 1 point 4): the token of the cookie is re-validated and replaced by a fresh one; a
// token in the URL replaces it instead (validated by the route).
if (!new URLSearchParams(window.location.search).has('token')) void refreshSessionOnStart();
// Another tab may have signed in or out.
window.addEventListener('focus', syncSessionFromCookie);

await ready;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Rendered as a transition, React yields to the browser every few milliseconds instead of blocking
// it for the whole first render (the first page stays responsive on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>,
  );
});
