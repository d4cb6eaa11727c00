/** Collection path of categories. */
export const categoriesPath = '/api/v2/categories/';
