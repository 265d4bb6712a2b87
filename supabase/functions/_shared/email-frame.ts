// The frame every email of the product shares: plain HTML in the product's name and palette, a
// single column that reads in a narrow mail client (no fixed widths, inline styles, tables
// only for the frame), and escaping for every piece of user text.
import { PRODUCT_NAME } from './site.ts';

/** The app's light palette (src/index.css), as hex for mail clients. */
export const PALETTE = {
  primary: '#1d4fd7',
  foreground: '#0f1729',
  muted: '#f0f2f4',
  mutedForeground: '#585e6a',
  border: '#dcdfe4',
  destructive: '#c52020',
  background: '#ffffff',
} as const;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML: every markup character as an entity. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const link = (href: string, text: string, style = '') =>
  `<a href="${escapeHtml(href)}" style="color:${PALETTE.primary};text-decoration:underline;${style}">${escapeHtml(text)}</a>`;

/** The whole document: the product's header, `content` (HTML) and `footer` (HTML) under a rule. */
export function frameHtml(subject: string, content: string, footer: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${PALETTE.muted};color:${PALETTE.foreground};font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:${PALETTE.muted};">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;max-width:600px;background:${PALETTE.background};border-radius:10px;">
<tr><td style="padding:16px 20px;background:${PALETTE.primary};border-radius:10px 10px 0 0;color:#ffffff;font-size:20px;font-weight:700;">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.5;word-break:break-word;">
${content}
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid ${PALETTE.border};font-size:13px;line-height:1.5;color:${PALETTE.mutedForeground};">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
