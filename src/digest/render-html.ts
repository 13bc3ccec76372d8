// The digest as an e-mail-safe HTML document: one table-based column, inline styles only (mail clients
// drop style sheets), no scripts, no images, every server text escaped, links only to http(s) addresses.
import type { DigestLine, DigestSection, DigestText } from './digest-sections';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const STYLE = {
  body: 'margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2328;',
  card: 'max-width:720px;margin:0 auto;background:#ffffff;border:1px solid #d0d7de;border-radius:6px;padding:24px;',
  heading: 'font-size:20px;margin:0 0 12px 0;',
  totals: 'font-size:14px;color:#57606a;margin:0 0 4px 0;',
  section: 'font-size:16px;margin:24px 0 8px 0;',
  item: 'font-size:14px;padding:6px 0;border-top:1px solid #eaeef2;',
  id: 'font-weight:bold;color:#0969da;',
  facts: 'color:#57606a;',
} as const;

function itemRow(line: DigestLine): string {
  const id = escapeHtml(line.id);
  const named =
    line.link === undefined
      ? `<span style="${STYLE.id}">${id}</span>`
      : `<a href="${escapeHtml(line.link)}" style="${STYLE.id}">${id}</a>`;
  return `<tr><td style="${STYLE.item}">${named} in ${escapeHtml(line.where)}<br><span style="${STYLE.facts}">${line.facts.map(escapeHtml).join(' · ')}</span></td></tr>`;
}

function sectionHtml(section: DigestSection): string {
  const more =
    section.more > 0
      ? `<tr><td style="${STYLE.item}">…and ${section.more} more: open the dashboard for the whole list.</td></tr>`
      : '';
  return `<h2 style="${STYLE.section}">${escapeHtml(section.title)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${section.lines.map(itemRow).join('')}${more}</table>`;
}

export function renderHtml(text: DigestText): string {
  const totals = text.totals.map((line) => `<p style="${STYLE.totals}">${escapeHtml(line)}</p>`).join('');
  const body =
    text.sections.length === 0
      ? `<p style="${STYLE.item}">Nothing new in this period.</p>`
      : text.sections.map(sectionHtml).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="${STYLE.body}"><div style="${STYLE.card}"><h1 style="${STYLE.heading}">${escapeHtml(text.heading)}</h1>${totals}${body}</div></body></html>
`;
}
