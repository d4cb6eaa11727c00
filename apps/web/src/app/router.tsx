import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { PageLoader } from '../ui/PageLoader.tsx';
import { calendarLoader, loadAppLayout, loadCalendarPage, preloadCalendarWhenIdle } from './calendarRoute.ts';
import { RequireAuth } from './RequireAuth.tsx';

/**
 * A route whose screen is its own chunk, fetched when first opened: the login page then loads only what
 * it draws, and the charts of the reports, the editor and the administration come when they are used
 * (issue 31: 2.2 MB before the login form).
 */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await load()) });
}

/** The login page's code: the route's, and fetched beside the session probe (main.tsx) when no token is kept. */
export const loadLoginPage = () => import('../features/auth/components/LoginPage.tsx');

/**
 * Every screen: /login and /invite (an invitation link's page) are public, the rest need a verified
 * session and share the layout. main.tsx makes the router once the session probe has settled the address.
 */
export const routes: RouteObject[] = [
  {
    // Shown while the first screen's chunk arrives.
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        path: '/login',
        // Once the login page is there, the calendar's code follows while the form is filled in.
        lazy: async () => {
          const { LoginPage } = await loadLoginPage();
          preloadCalendarWhenIdle();
          return { Component: LoginPage };
        },
      },
      {
        path: '/invite',
        lazy: screen(
          () => import('../features/auth/components/InvitePage.tsx'),
          (m) => m.InvitePage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(loadAppLayout, (m) => m.AppLayout),
            children: [
              {
                index: true,
                loader: calendarLoader,
                lazy: screen(loadCalendarPage, (m) => m.CalendarPage),
              },
              {
                path: 'bookings',
                lazy: screen(
                  () => import('../features/bookings/components/BookingsPage.tsx'),
                  (m) => m.BookingsPage,
                ),
              },
              {
                path: 'reports',
                lazy: screen(
                  () => import('../features/reports/components/ReportsPage.tsx'),
                  (m) => m.ReportsPage,
                ),
              },
              {
                path: 'housekeeping',
                lazy: screen(
                  () => import('../features/housekeeping/components/HousekeepingPage.tsx'),
                  (m) => m.HousekeepingPage,
                ),
              },
              {
                path: 'tasks',
                lazy: screen(
                  () => import('../features/housekeeping/components/DayTasksPage.tsx'),
                  (m) => m.DayTasksPage,
                ),
              },
              {
                path: 'mail',
                lazy: screen(
                  () => import('../features/mail/components/MailPage.tsx'),
                  (m) => m.MailPage,
                ),
              },
              {
                path: 'profile',
                lazy: screen(
                  () => import('../features/profile/components/ProfilePage.tsx'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'admin/categories',
                lazy: screen(
                  () => import('../features/admin/categories/components/CategoriesPage.tsx'),
                  (m) => m.CategoriesPage,
                ),
              },
              {
                path: 'admin/rates',
                lazy: screen(
                  () => import('../features/rates/components/RatesPage.tsx'),
                  (m) => m.RatesPage,
                ),
              },
              {
                path: 'admin/rooms',
                lazy: screen(
                  () => import('../features/admin/rooms/components/RoomsPage.tsx'),
                  (m) => m.RoomsPage,
                ),
              },
              // A leisure company's catalogue (issue 14): activities, their places and tariffs.
              {
                path: 'admin/leisure',
                lazy: screen(
                  () => import('../features/admin/leisure/components/LeisureCategoriesPage.tsx'),
                  (m) => m.LeisureCategoriesPage,
                ),
              },
              {
                path: 'admin/leisure-rooms',
                lazy: screen(
                  () => import('../features/admin/leisure/components/LeisureRoomsPage.tsx'),
                  (m) => m.LeisureRoomsPage,
                ),
              },
              {
                path: 'admin/leisure-tariffs',
                lazy: screen(
                  () => import('../features/admin/leisure/components/LeisureTariffsPage.tsx'),
                  (m) => m.LeisureTariffsPage,
                ),
              },
              {
                path: 'admin/:catalogue',
                lazy: screen(
                  () => import('./CatalogueRoute.tsx'),
                  (m) => m.CatalogueRoute,
                ),
              },
              {
                path: 'admin/employees',
                lazy: screen(
                  () => import('../features/admin/employees/components/EmployeesPage.tsx'),
                  (m) => m.EmployeesPage,
                ),
              },
              {
                path: 'admin/companies',
                lazy: screen(
                  () => import('../features/admin/companies/components/CompaniesPage.tsx'),
                  (m) => m.CompaniesPage,
                ),
              },
              {
                path: 'admin/company-info',
                lazy: screen(
                  () => import('./CompanyInfoRoute.tsx'),
                  (m) => m.CompanyInfoRoute,
                ),
              },
              {
                path: 'admin/integrations/webhooks',
                lazy: screen(
                  () => import('../features/integrations/WebhooksPage.tsx'),
                  (m) => m.WebhooksPage,
                ),
              },
              {
                path: 'admin/audit',
                lazy: screen(
                  () => import('../features/audit/components/AuditPage.tsx'),
                  (m) => m.AuditPage,
                ),
              },
              {
                path: '*',
                lazy: screen(
                  () => import('./NotFoundPage.tsx'),
                  (m) => m.NotFoundPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
