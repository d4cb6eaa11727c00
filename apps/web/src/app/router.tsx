import { createBrowserRouter } from 'react-router';
import { catalogueManifest } from '../features/admin/catalogues/catalogueManifest.ts';
import { CataloguePage } from '../features/admin/catalogues/components/CataloguePage.tsx';
import { CategoriesPage } from '../features/admin/categories/components/CategoriesPage.tsx';
import { CompaniesPage } from '../features/admin/companies/components/CompaniesPage.tsx';
import { CompanyInfoPage } from '../features/admin/company-info/components/CompanyInfoPage.tsx';
import { EmployeesPage } from '../features/admin/employees/components/EmployeesPage.tsx';
import { LeisureCategoriesPage } from '../features/admin/leisure/components/LeisureCategoriesPage.tsx';
import { LeisureRoomsPage } from '../features/admin/leisure/components/LeisureRoomsPage.tsx';
import { LeisureTariffsPage } from '../features/admin/leisure/components/LeisureTariffsPage.tsx';
import { RoomsPage } from '../features/admin/rooms/components/RoomsPage.tsx';
import { AuditPage } from '../features/audit/components/AuditPage.tsx';
import { InvitePage } from '../features/auth/components/InvitePage.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { BookingsPage } from '../features/bookings/components/BookingsPage.tsx';
import { CalendarPage } from '../features/calendar/components/CalendarPage.tsx';
import { MailPage } from '../features/mail/components/MailPage.tsx';
import { ProfilePage } from '../features/profile/components/ProfilePage.tsx';
import { ReportsPage } from '../features/reports/components/ReportsPage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';

/**
 * Every screen: /login and /invite (an invitation link's page) are public, the rest need a verified
 * session and share the layout.
 */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/invite', element: <InvitePage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <CalendarPage /> },
          { path: 'bookings', element: <BookingsPage /> },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'mail', element: <MailPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'admin/categories', element: <CategoriesPage /> },
          { path: 'admin/rooms', element: <RoomsPage /> },
          // A leisure company's catalogue (issue 14): activities, their places and tariffs.
          { path: 'admin/leisure', element: <LeisureCategoriesPage /> },
          { path: 'admin/leisure-rooms', element: <LeisureRoomsPage /> },
          { path: 'admin/leisure-tariffs', element: <LeisureTariffsPage /> },
          // The key gives each catalogue its own page state (search, page, open dialog).
          ...catalogueManifest.map((def) => ({
            path: def.route.slice(1),
            element: <CataloguePage key={def.key} def={def} />,
          })),
          { path: 'admin/employees', element: <EmployeesPage /> },
          { path: 'admin/companies', element: <CompaniesPage /> },
          { path: 'admin/company-info', element: <CompanyInfoPage /> },
          { path: 'admin/audit', element: <AuditPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
