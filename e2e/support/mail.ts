import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { e2eDataDir } from './paths.ts';

export type ReceivedMail = { subject: string; text: string; to: string };

/** Waits for the newest mail to `to` in the server's outbox folder (the real mail path when SMTP_URL is unset). */
export async function waitForMail(
  to: string,
  predicate: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const dir = path.join(e2eDataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      /* no mail yet */
    }
    for (const file of files) {
      const parsed = await PostalMime.parse(readFileSync(path.join(dir, file)));
      const rcpt = parsed.to?.map((a) => a.address).join(',') ?? '';
      const mail = { subject: parsed.subject ?? '', text: parsed.text ?? '', to: rcpt };
      if (rcpt.toLowerCase().includes(to.toLowerCase()) && predicate(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function firstLink(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in mail:\n${text}`);
  return link.replace(/[>)\].,]+$/, '');
}
