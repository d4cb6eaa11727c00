/** Collection path of companies. */
export const companiesPath = '/api/v2/companies/';
