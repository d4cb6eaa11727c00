import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from './api/session.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { installNestedDialogTab } from './app/nestedDialogTab.ts';
import { loadLoginPage, routes } from './app/router.tsx';
import { probeSession } from './app/sessionProbe.ts';

installNestedDialogTab();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// Without a kept token the login page is the likely first screen: its code comes beside the probe.
if (session.getToken() === null) void loadLoginPage().catch(() => {});
// Not a top-level await: the bundler would then split the entry's modules into many small chunks.
void probeSession().then(() => {
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
