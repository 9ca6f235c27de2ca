import type { FastifyPluginAsync } from 'fastify';
import type { DevMailbox } from './dev-mailbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Outside production only: the messages the store would have sent, as a page or as JSON. */
export const devMailboxRoutes: FastifyPluginAsync<{ mailbox: DevMailbox }> = async (
  app,
  { mailbox },
) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const entries = mailbox.list();
    if (request.headers.accept?.includes('application/json')) return { messages: entries };
    const items = entries
      .map(
        (entry) => `<li><p><strong>${escapeHtml(entry.subject)}</strong> → ${escapeHtml(entry.to)}
          <small>(${entry.channel}, ${escapeHtml(entry.sentAt)})</small></p><pre>${escapeHtml(entry.text)}</pre></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Frameshop</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#0f172a}
li{list-style:none;border:1px solid #e2e8f0;border-radius:12px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
<h1>Dev mailbox</h1><p>Email and SMS the store sent while no mail or SMS provider is configured. Newest first.</p>
${items ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}`,
      );
  });
};
