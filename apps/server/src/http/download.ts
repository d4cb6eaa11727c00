/** What a file sent for download says about itself: its type and its own (Russian) name. */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's own (Russian) name for the browser: RFC 6266's UTF-8 form, and a plain one for old clients. */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string) =>
  `${disposition}; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
