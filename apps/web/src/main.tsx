import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { pageFor } from './app/route-pages';
import { refreshSessionOnStart } from './features/auth/api/refresh-token';
import { defaultLanguage, initI18n, storedLanguage } from './lib/i18n';
import { languageForPath, matchRoute, notFoundRoute } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { syncSessionFromCookie } from './lib/session';
import { settingsQueryOptions } from './lib/settings';

const { pathname } = window.location;
// Language: the path's first, then the visitor's last choice, then the default (spec 1 point 1).
const preferred = storedLanguage() ?? defaultLanguage;
const ready = initI18n(languageForPath(pathname, preferred) ?? preferred);

// Start everything the first page needs at once: settings, its chunk and its texts.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(settingsQueryOptions);
void pageFor(matchRoute(pathname)?.route ?? notFoundRoute).preload();

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
