// The digest in Markdown, for a chat message, an issue or a mail client that renders it.
import type { DigestLine, DigestText } from './digest-sections';

/**
 * Backslash-escapes what Markdown would read as markup inside a line of a server's text (ids, URLs,
 * branches): emphasis, code, links, HTML, tables and strikethrough. What is markup only at the start of
 * a line (`#`, `-`) needs nothing: each such text is put after words of ours. The raw text stays
 * readable for a mail client that shows Markdown as it is.
 */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (character) => `\\${character}`).replace(/\s+/g, ' ');
}

function lineOf(line: DigestLine): string {
  const id = line.link === undefined ? escapeMarkdown(line.id) : `[${escapeMarkdown(line.id)}](<${line.link}>)`;
  return `- **${id}** in ${escapeMarkdown(line.where)}: ${line.facts.map(escapeMarkdown).join(' · ')}`;
}

export function renderMarkdown(text: DigestText): string {
  const parts = [`# ${escapeMarkdown(text.heading)}`, '', ...text.totals.map((line) => `${escapeMarkdown(line)}  `)];
  if (text.sections.length === 0) parts.push('', 'Nothing new in this period.');
  for (const section of text.sections) {
    parts.push('', `## ${escapeMarkdown(section.title)}`, '', ...section.lines.map(lineOf));
    if (section.more > 0) parts.push(`- …and ${section.more} more: open the dashboard for the whole list.`);
  }
  return `${parts.join('\n')}\n`;
}
