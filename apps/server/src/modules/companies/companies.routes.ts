import {
  chooseCompaniesSchema,
  companyCreateSchema,
  companyInfoPatchSchema,
  companySettingsView,
  companyShortView,
  companyView,
  pageOf,
  pageQuerySchema,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requestActor } from '../../http/auth-context.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import { lazySecretBox } from '../../lib/secret-box.ts';
import {
  chooseCompanies,
  companyList,
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  patchCompanyInfo,
  readCompanyInfo,
  updateCompany,
} from './companies.service.ts';

const tags = ['companies'];
const base = '/api/v2/companies/';

export function companiesRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secrets = lazySecretBox(config);
  const anyCompany = { companyOptional: true, personOnly: true };

  r.get(
    base,
    {
      config: { ...anyCompany, access: 'signedIn' },
      schema: {
        tags,
        summary: 'The companies the employee belongs to: a page, searched by text',
        querystring: pageQuerySchema,
        response: { 200: pageOf(companyView), ...errorResponses },
      },
    },
    async (req) => listCompanies(db, currentAuth(req), req.query),
  );

  r.post(
    base,
    {
      // Anyone may open a company of their own, and owns it.
      config: { ...anyCompany, access: 'signedIn' },
      schema: {
        tags,
        summary: 'Opens a company: its creator owns it, joins it and chooses it',
        body: companyCreateSchema,
        response: { 201: companyView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createCompany(db, currentAuth(req), req.body)),
  );

  r.get(
    `${base}list/`,
    {
      config: { ...anyCompany, access: 'signedIn' },
      schema: {
        tags,
        summary: 'Companies of the employee, for the switcher',
        response: { 200: z.array(companyShortView), 401: errorResponses[401] },
      },
    },
    async (req) => companyList(db, currentAuth(req)),
  );

  r.post(
    `${base}choose/`,
    {
      config: { ...anyCompany, access: 'signedIn' },
      schema: {
        tags,
        summary: 'Sets the chosen companies; the first chosen is the default company',
        body: chooseCompaniesSchema,
        response: { 200: z.array(companyShortView), ...errorResponses },
      },
    },
    async (req) => chooseCompanies(db, currentAuth(req), req.body.companies),
  );

  r.get(
    `${base}info/`,
    {
      // Every screen reads the company's type, zone and required fields; the requisites and SFTP settings
      // only come with 'company.edit' (companies.presenter.ts).
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The request's company settings",
        response: { 200: companySettingsView, ...errorResponses },
      },
    },
    async (req) => readCompanyInfo(db, requestActor(req)),
  );

  r.patch(
    `${base}info/`,
    {
      config: { access: 'company.edit' },
      schema: {
        tags,
        summary:
          "Changes the request's company settings by a JSON Merge Patch (RFC 7396): only the fields given change",
        body: companyInfoPatchSchema,
        response: { 200: companySettingsView, ...errorResponses },
      },
    },
    async (req) => patchCompanyInfo(db, requestActor(req), req.body, secrets),
  );

  r.get(
    `${base}:id/`,
    {
      config: { ...anyCompany, access: 'signedIn' },
      schema: {
        tags,
        summary: 'One company the employee belongs to',
        params: idParams,
        response: { 200: companyView, ...errorResponses },
      },
    },
    async (req) => getCompany(db, currentAuth(req), req.params.id),
  );

  r.put(
    `${base}:id/`,
    {
      config: { ...anyCompany, access: { permission: 'company.edit', company: 'param' } },
      schema: {
        tags,
        summary: "Saves a company's name, type and contacts whole",
        params: idParams,
        body: companyCreateSchema,
        response: { 200: companyView, ...errorResponses },
      },
    },
    async (req) => updateCompany(db, currentAuth(req), req.params.id, req.body),
  );

  r.delete(
    `${base}:id/`,
    {
      config: { ...anyCompany, access: { permission: 'company.delete', company: 'param' } },
      schema: {
        tags,
        summary:
          'Archives a company with history (bookings, orders, payments, documents, mail, journal): it keeps its rows and leaves every list; deletes an empty one',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteCompany(db, currentAuth(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
