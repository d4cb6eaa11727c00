import {
  changePasswordSchema,
  emailCodeSchema,
  employeeCreateSchema,
  employeeUpdateSchema,
  invitationAnswerView,
  memberView,
  pageOf,
  pageQuerySchema,
  profileAnswerView,
  profileEditSchema,
  profileView,
  responsibleView,
  tooManyPasswordChangesFor,
} from '@pms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressPerMinute } from '../../http/address-limit.ts';
import { AttemptWindow } from '../../http/attempt-window.ts';
import { currentAuth, requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams, okView } from '../../http/views.ts';
import { PASSWORD_CHANGE_WINDOW_MS } from '../auth/index.ts';
import {
  codeMailWindow,
  confirmEmailChange,
  invitationMailWindow,
  resendInvitation,
} from './account-links.service.ts';
import {
  acceptInvitation,
  changePassword,
  createEmployee,
  declineInvitation,
  deleteEmployee,
  editProfile,
  getEmployee,
  listEmployees,
  listResponsibles,
  profile,
  takenEmailWindow,
  updateEmployee,
} from './employees.service.ts';

const tags = ['employees'];
const base = '/api/v2/user/employees/';

export function employeesRoutes(app: FastifyInstance, { db, config, now }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const takenEmails = takenEmailWindow();
  const passwordChanges = new AttemptWindow(
    config.PASSWORD_CHANGE_RATE_LIMIT,
    PASSWORD_CHANGE_WINDOW_MS,
    now,
  );
  const codeMails = codeMailWindow();
  const invitationMails = invitationMailWindow();
  /** What account mail needs for this request; its links start at app.publicOrigin, never at the Host header. */
  const mail = (req: FastifyRequest) => ({
    mailer: app.mailer,
    config,
    log: req.log,
    origin: app.publicOrigin(req),
  });

  r.get(
    `${base}profile/`,
    {
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: {
        tags,
        summary: 'The signed-in employee, their companies and the current company',
        response: {
          200: profileAnswerView,
          ...errorResponses,
        },
      },
    },
    async (req) => profile(db, currentAuth(req), req.companyId),
  );

  r.put(
    `${base}profile-edit/`,
    {
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: {
        tags,
        summary: 'Edit the profile; a new e-mail waits for the code mailed to it (pending_email)',
        body: profileEditSchema,
        response: { 200: profileView, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (req) =>
      editProfile(db, mail(req), currentAuth(req), req.body, { probes: takenEmails, codes: codeMails }),
  );

  r.post(
    `${base}profile/confirm-email/`,
    {
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: {
        tags,
        summary: 'Confirm the new e-mail with the code mailed to it',
        body: emailCodeSchema,
        response: { 200: profileView, ...errorResponses },
      },
    },
    async (req) => confirmEmailChange(db, currentAuth(req), req.body.code),
  );

  r.post(
    `${base}change-password/`,
    {
      config: {
        access: 'signedIn',
        companyOptional: true,
        personOnly: true,
        // Per address as the login is; per employee in changePassword().
        rateLimit: perAddressPerMinute(config.LOGIN_RATE_LIMIT, tooManyPasswordChangesFor),
      },
      schema: {
        tags,
        summary: "Change one's own password with the old one; the other sessions are signed out",
        body: changePasswordSchema,
        response: { 200: okView, ...errorResponses, 429: errorResponses[400], 503: errorResponses[400] },
      },
    },
    async (req) => {
      await changePassword(db, currentAuth(req), req.body, passwordChanges);
      return { ok: true as const };
    },
  );

  // Invitations of the signed-in employee: answered without a company, since an employee whose only
  // memberships are invitations works nowhere yet.
  r.post(
    `${base}invitations/:id/accept/`,
    {
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: {
        tags,
        summary: "Accept a company's invitation (id: the company)",
        params: idParams,
        response: {
          200: invitationAnswerView,
          ...errorResponses,
        },
      },
    },
    async (req) => acceptInvitation(db, currentAuth(req), req.params.id),
  );

  r.delete(
    `${base}invitations/:id/`,
    {
      config: { access: 'signedIn', companyOptional: true, personOnly: true },
      schema: {
        tags,
        summary: "Decline a company's invitation (id: the company)",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await declineInvitation(db, currentAuth(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v2/user/responsibles/',
    {
      config: { access: 'bookings.view' },
      schema: {
        tags,
        summary: 'Employees a task can be assigned to',
        response: {
          200: z.array(responsibleView),
          ...errorResponses,
        },
      },
    },
    async (req) => listResponsibles(db, requestActor(req)),
  );

  r.get(
    base,
    {
      config: { access: 'employees.view' },
      schema: {
        tags,
        summary: "The company's employees: a page, searched by text",
        querystring: pageQuerySchema,
        response: { 200: pageOf(memberView), ...errorResponses },
      },
    },
    async (req) => listEmployees(db, requestActor(req), req.query),
  );

  r.post(
    base,
    {
      config: { access: 'employees.edit' },
      schema: {
        tags,
        summary: 'Invite an employee: they set their own password by the link mailed to them',
        body: employeeCreateSchema,
        response: { 201: memberView, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createEmployee(db, mail(req), requestActor(req), req.body, takenEmails)),
  );

  r.post(
    `${base}:id/resend-invitation/`,
    {
      config: { access: 'employees.edit' },
      schema: {
        tags,
        summary: 'Mail a new invitation link (the earlier one stops working)',
        params: idParams,
        response: { 200: okView, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (req) => {
      await resendInvitation(db, mail(req), requestActor(req), req.params.id, invitationMails);
      return { ok: true as const };
    },
  );

  r.get(
    `${base}:id/`,
    {
      config: { access: 'employees.view' },
      schema: {
        tags,
        summary: 'One employee of the company',
        params: idParams,
        response: { 200: memberView, ...errorResponses },
      },
    },
    async (req) => getEmployee(db, requestActor(req), req.params.id),
  );

  for (const method of ['patch', 'put'] as const) {
    r[method](
      `${base}:id/`,
      {
        // A role change inside also needs 'employees.roles' (modules/employees/employee-policies.ts).
        config: { access: 'employees.edit' },
        schema: {
          tags,
          summary: 'Change the fields given of an employee (names, contacts, role, is_active)',
          params: idParams,
          body: employeeUpdateSchema,
          response: { 200: memberView, ...errorResponses },
        },
      },
      async (req) => updateEmployee(db, requestActor(req), req.params.id, req.body, takenEmails),
    );
  }

  r.delete(
    `${base}:id/`,
    {
      // Deactivates the membership: employees are never deleted, so the history keeps their names.
      config: { access: 'employees.edit' },
      schema: {
        tags,
        summary:
          "'Удалить': withdraws an invitation not yet accepted; deactivates an employee who works here (never deleted: the history keeps the name)",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteEmployee(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
