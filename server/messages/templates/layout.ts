import { MESSAGE_TEXT } from '../../../copy/messages';

/**
 * The store's look in an email: the palette of src/styles/theme.css.ts (the server cannot import
 * the app's styles; look.test.ts checks these are the theme's values), inline styles only, no
 * remote images, one column that reads on a phone.
 */
export const LOOK = {
  ink900: '#1c1a22',
  ink600: '#55505e',
  sand50: '#fbf8f4',
  sand200: '#e8e0d5',
  white: '#ffffff',
  terracotta600: '#a63d25',
  brandRed: '#c8283c',
} as const;

/** What a message says, in order; each part is drawn as plain text and as HTML. */
export type Part =
  | { kind: 'text'; text: string }
  | { kind: 'lines'; heading: string; lines: { name: string; detail: string; amount: string }[] }
  | { kind: 'totals'; rows: { label: string; amount: string; strong?: boolean }[] }
  | { kind: 'link'; label: string; url: string };

export interface Content {
  subject: string;
  /** The first line a mail app previews. */
  greeting: string;
  parts: Part[];
}

export function toText(content: Content): string {
  const blocks = content.parts.map((part) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'lines':
        return [part.heading, ...part.lines.map((l) => `- ${l.name} (${l.detail}): ${l.amount}`)].join('\n');
      case 'totals':
        return part.rows.map((r) => `${r.label}: ${r.amount}`).join('\n');
      case 'link':
        return `${part.label}: ${part.url}`;
    }
    return '';
  });
  return [content.greeting, ...blocks, `--\n${MESSAGE_TEXT.signature}\n${MESSAGE_TEXT.whyYouGetThis}`].join('\n\n');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const P = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${LOOK.ink900}`;
const CELL = `padding:8px 0;border-bottom:1px solid ${LOOK.sand200};font-size:15px;color:${LOOK.ink900}`;

function partHtml(part: Part): string {
  switch (part.kind) {
    case 'text':
      return `<p style="${P}">${escapeHtml(part.text)}</p>`;
    case 'lines':
      return `<h2 style="margin:24px 0 8px;font-size:17px;color:${LOOK.ink900}">${escapeHtml(part.heading)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${part.lines
        .map(
          (l) =>
            `<tr><td style="${CELL}">${escapeHtml(l.name)}<br><span style="color:${LOOK.ink600};font-size:13px">${escapeHtml(l.detail)}</span></td><td align="right" style="${CELL};white-space:nowrap">${escapeHtml(l.amount)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'totals':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">${part.rows
        .map(
          (r) =>
            `<tr><td style="padding:4px 0;font-size:15px;color:${LOOK.ink900}${r.strong ? ';font-weight:700' : ''}">${escapeHtml(r.label)}</td><td align="right" style="padding:4px 0;font-size:15px;color:${LOOK.ink900}${r.strong ? ';font-weight:700' : ''}">${escapeHtml(r.amount)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="margin:24px 0"><a href="${escapeHtml(part.url)}" style="display:inline-block;background:${LOOK.terracotta600};color:${LOOK.white};padding:12px 20px;border-radius:6px;font-weight:700;text-decoration:none">${escapeHtml(part.label)}</a></p>`;
  }
}

export function toHtml(content: Content): string {
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${LOOK.sand50};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${LOOK.sand50}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${LOOK.white};border:1px solid ${LOOK.sand200};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${LOOK.brandRed};font-size:20px;font-weight:700;color:${LOOK.brandRed}">Outlet Chihuahua</td></tr>
<tr><td style="padding:24px">
<p style="${P}">${escapeHtml(content.greeting)}</p>
${content.parts.map(partHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:${LOOK.sand50};font-size:12px;line-height:1.5;color:${LOOK.ink600}">${escapeHtml(MESSAGE_TEXT.signature)}<br>${escapeHtml(MESSAGE_TEXT.whyYouGetThis)}</td></tr>
</table></td></tr></table></body></html>`;
}
