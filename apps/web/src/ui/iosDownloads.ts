/**
 * iOS browsers other than Safari (Chrome, Firefox, Edge, in-app browsers) cannot save a downloaded
 * file; specification 8 has the screen say so instead ('Вы можете скачать … в Safari').
 */
export function downloadsBlocked(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  if (!ios) return false;
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA|FBAN|FBAV|Instagram|Line\//.test(userAgent);
  const safari = /Safari\//.test(userAgent) && /Version\//.test(userAgent);
  return otherBrowser || !safari;
}
