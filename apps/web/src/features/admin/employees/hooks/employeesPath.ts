/** Collection path of employees. */
export const employeesPath = '/api/v2/user/employees/';
