import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from './api/session.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { installNestedDialogTab } from './app/nestedDialogTab.ts';
import { loadLoginPage, routes } from './app/router.tsx';
import { probeSession } from './app/sessionProbe.ts';
import { hasLoginShell } from './features/auth/utils/loginShell.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// The server sent the login form as HTML (a visitor without a session cookie; loginShellStart.ts started
// this): it stays usable until the real one replaces it. With a token kept this browser is signed in
// after all, so it goes at once.
const prerendered = hasLoginShell();
const shell = prerendered && session.getToken() === null;
if (prerendered && !shell) root.replaceChildren();
installNestedDialogTab();

// Without a kept token the login page is the likely first screen: its code comes beside the probe.
if (session.getToken() === null) void loadLoginPage().catch(() => {});
// Not a top-level await: the bundler would then split the entry's modules into many small chunks.
void probeSession(shell).then(async () => {
  const router = createBrowserRouter(routes);
  if (shell) {
    // The first screen's code first, so React's first drawing replaces the prerendered form with the real
    // one rather than with a loader (the login page reads what was typed in it as it draws).
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
  }
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
