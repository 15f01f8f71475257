// The confirmation mail (double opt-in). Every message carries the RFC 8058 one-click unsubscribe
// headers, which the big mailbox providers require from bulk senders.
import type {ListName} from '../store/types';
import type {MailMessage} from './mailer';

const LIST_TITLES: Record<ListName, string> = {
  newsletter: 'the Tessera UI newsletter',
  changelog: 'the Tessera UI changelog',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function confirmationMessage(options: {
  to: string;
  list: ListName;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const title = LIST_TITLES[options.list];
  const text = [
    `Please confirm that you want to receive ${title}.`,
    '',
    `Confirm: ${options.confirmUrl}`,
    '',
    'If you did not sign up, ignore this message: nothing will be sent without your confirmation.',
    `Unsubscribe: ${options.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body>
<p>Please confirm that you want to receive ${escapeHtml(title)}.</p>
<p><a href="${escapeHtml(options.confirmUrl)}">Confirm my subscription</a></p>
<p>If you did not sign up, ignore this message: nothing will be sent without your confirmation.</p>
<p><a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to: options.to,
    subject: `Confirm your subscription to ${title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A release's notes for the changelog list: the feed's HTML and plain-text notes, as built. */
export function releaseMessage(options: {
  to: string;
  title: string;
  url: string;
  text: string;
  html: string;
  unsubscribeUrl: string;
}): MailMessage {
  const text = [
    `${options.title} is out. What changed:`,
    '',
    options.text,
    '',
    `Read it on the site: ${options.url}`,
    '',
    `You receive this because you subscribed to ${LIST_TITLES.changelog}.`,
    `Unsubscribe: ${options.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body>
<p>${escapeHtml(options.title)} is out. What changed:</p>
${options.html}
<p><a href="${escapeHtml(options.url)}">Read it on the site</a></p>
<p>You receive this because you subscribed to ${escapeHtml(LIST_TITLES.changelog)}.
<a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to: options.to,
    subject: `${options.title} released`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
