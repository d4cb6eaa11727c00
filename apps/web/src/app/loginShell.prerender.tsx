/**
 * The login page as plain HTML, rendered once at build time (scripts/prerender.mjs) into dist/login.html,
 * which the server sends to someone signed out (issue 31, goal 2). The form is painted as soon as the HTML
 * and the stylesheet arrive, before any of the app's JavaScript has run; the app then takes it over
 * (features/auth/utils/loginShell.ts). It is the same LoginPage in the same providers, so the two cannot drift apart.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { AppProviders } from './AppProviders.tsx';

export function renderLoginShell(): string {
  return renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage shell />
      </MemoryRouter>
    </AppProviders>,
  );
}
