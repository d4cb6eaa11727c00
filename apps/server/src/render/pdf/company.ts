/**
 * The property as a document prints it at the top: its logo, name and whichever requisites are filled
 * (legal name, БИН, address, phone, e-mail, site), and its standard check-in and check-out times.
 */

import { colors, contentWidth, type Pdf, page } from './document.ts';
import { artifact, beginTag, endTag } from './structure.ts';

/** The company's information as presentCompanyInfo answers it (only what documents read). */
export interface CompanyInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
  check_in_time: string;
  check_out_time: string;
  requisites: {
    legal_name: string;
    bin: string;
    legal_address: string;
    phone: string;
    email: string;
    site: string;
  };
}

export interface PrintedCompany {
  name: string;
  /** Requisite lines, each filled: 'ТОО «…», БИН …', the address, 'Тел. …, e-mail …, сайт'. */
  lines: string[];
  phone: string;
  email: string;
  checkInTime: string;
  checkOutTime: string;
}

const joined = (parts: string[], sep = ', ') => parts.filter(Boolean).join(sep);

export function printedCompany(c: CompanyInfo): PrintedCompany {
  const r = c.requisites;
  const phone = c.phone || r.phone;
  const email = c.email || r.email;
  // The legal address is printed too when it is not where the guest arrives.
  const legalAddress = r.legal_address && r.legal_address !== c.address ? r.legal_address : '';
  return {
    name: c.name,
    lines: [
      joined([r.legal_name, r.bin && `БИН ${r.bin}`]),
      joined([c.address, legalAddress && `юр. адрес: ${legalAddress}`], '; '),
      joined([phone && `Тел.: ${phone}`, email && `E-mail: ${email}`, r.site]),
    ].filter(Boolean),
    phone,
    email,
    checkInTime: c.check_in_time,
    checkOutTime: c.check_out_time,
  };
}

/** The logo at most this tall, in points. */
const LOGO_HEIGHT = 56;
const LOGO_WIDTH = 120;

/** Logo, name and requisites across the top of the page; leaves doc.y under them. */
export function drawCompanyHeader(doc: Pdf, company: PrintedCompany, logo: Buffer | null) {
  const top = doc.y;
  let textX = page.margin;
  if (logo) {
    // The name beside it says what it shows, so in a tagged document the picture is an artifact.
    artifact(doc, () =>
      doc.image(logo, page.margin, top, { fit: [LOGO_WIDTH, LOGO_HEIGHT], valign: 'center' }),
    );
    textX += LOGO_WIDTH + 14;
  }
  const width = page.margin + contentWidth - textX;
  // Tagged (structure.ts): the name and the requisites are a paragraph each, the rule an artifact.
  let tag = beginTag(doc, 'P');
  doc.font('bold').fontSize(15).fillColor(colors.text).text(company.name, textX, top, { width });
  endTag(doc, tag);
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  for (const line of company.lines) {
    tag = beginTag(doc, 'P');
    doc.text(line, textX, doc.y + 1, { width });
    endTag(doc, tag);
  }
  const bottom = Math.max(doc.y, logo ? top + LOGO_HEIGHT : doc.y) + 8;
  artifact(doc, () =>
    doc
      .moveTo(page.margin, bottom)
      .lineTo(page.margin + contentWidth, bottom)
      .lineWidth(0.8)
      .strokeColor(colors.rule)
      .stroke(),
  );
  doc.fillColor(colors.text).x = page.margin;
  doc.y = bottom + 10;
}
