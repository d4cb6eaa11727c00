/**
 * The libraries that only some requests use, imported by the first of them instead of at every start:
 * exceljs (spreadsheets), pdfkit (documents) and sharp (pictures) cost about 0.7 s of a start's CPU on
 * these machines, more than the rest of the server's imports together; ssh2-sftp-client (the SFTP check
 * and export) about 0.2 s more. Each is imported once; the request that does it waits that long once.
 */
import type ExcelJS from 'exceljs';
import type PDFDocument from 'pdfkit';
import type sharp from 'sharp';
import type SftpClient from 'ssh2-sftp-client';

/** A module's default export: exceljs is CommonJS, whose `module.exports` an import gets as default. */
const defaultOf = <T>(module: Promise<unknown>) => module.then((m) => (m as { default: T }).default);

let exceljs: Promise<typeof ExcelJS> | undefined;
let pdfkit: Promise<typeof PDFDocument> | undefined;
let sharpModule: Promise<typeof sharp> | undefined;
let sftpClient: Promise<typeof SftpClient> | undefined;

export function loadExcel(): Promise<typeof ExcelJS> {
  exceljs ??= defaultOf(import('exceljs'));
  return exceljs;
}

export function loadPdfkit(): Promise<typeof PDFDocument> {
  pdfkit ??= defaultOf(import('pdfkit'));
  return pdfkit;
}

export function loadSharp(): Promise<typeof sharp> {
  sharpModule ??= defaultOf(import('sharp'));
  return sharpModule;
}

export function loadSftpClient(): Promise<typeof SftpClient> {
  sftpClient ??= defaultOf(import('ssh2-sftp-client'));
  return sftpClient;
}
