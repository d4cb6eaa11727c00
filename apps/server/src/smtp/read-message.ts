/** Reads a logged raw message back for staff: the main headers decoded, the text and the attachments. */
import PostalMime, { type Address } from 'postal-mime';

export interface ReadMessage {
  headers: { from: string; to: string; subject: string; date: string | null; message_id: string | null };
  text: string;
  attachments: { filename: string; content_type: string; size: number; content: Buffer }[];
}

const mailbox = (m: { name: string; address?: string }) =>
  m.name ? `${m.name} <${m.address ?? ''}>` : (m.address ?? '');
const addresses = (list: Address[]) =>
  list.flatMap((a) => (a.group ? a.group.map(mailbox) : [mailbox(a)])).join(', ');

export async function readMessage(raw: Buffer): Promise<ReadMessage> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  return {
    headers: {
      from: email.from ? addresses([email.from]) : '',
      to: addresses(email.to ?? []),
      subject: email.subject ?? '',
      date: email.date ?? null,
      message_id: email.messageId ?? null,
    },
    text: email.text ?? '',
    attachments: email.attachments.map((a, i) => {
      const content = Buffer.from(a.content as ArrayBuffer);
      return {
        filename: a.filename ?? `attachment-${i + 1}`,
        content_type: a.mimeType,
        size: content.length,
        content,
      };
    }),
  };
}
