/**
 * The images area's public surface: what other areas may use of it. Nothing else of the folder is
 * imported from outside it (scripts/check-structure.mjs), and no other area reads its repository.
 */
export type { CategoryMedia } from './images.presenter.ts';
export {
  addCategoryImage,
  categoryMedia,
  companyImageRefs,
  companyLogoBytes,
  deleteCategoryImage,
  isCompanyImage,
  makeCategoryImageMain,
  replaceCategoryImage,
} from './images.service.ts';
export { readUpload, registerUploads } from './upload.ts';
