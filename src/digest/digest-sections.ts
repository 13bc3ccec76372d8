// What a person reads in a digest, whatever its format: the subject, the totals, and each list of news
// as a section of lines with the facts that make an item urgent. The markdown and HTML renderers only
// lay these out. Texts here are plain (no markup): each renderer escapes them for its format.
import type { Digest } from '@/dashboard/features/worklist/model/derive-digest';
import type { WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import { type DigestLinks, itemLink } from './item-links';

/** A human digest lists this many items a section; the rest are counted, and the dashboard has them. */
const ITEMS_SHOWN_PER_SECTION = 50;
const DAY_MS = 86_400_000;

export type DigestList = 'newlyOverdue' | 'newlyKev' | 'newCritical' | 'acceptanceExpired' | 'acceptanceExpiring';
export const DIGEST_LISTS: readonly DigestList[] = [
  'newlyOverdue',
  'newlyKev',
  'newCritical',
  'acceptanceExpired',
  'acceptanceExpiring',
];

export interface DigestLine {
  readonly id: string;
  /** Where the item is: project URL and branch. */
  readonly where: string;
  /** The facts, most urgent first: "CRITICAL", "12 days late", "known exploited", "EPSS 97%". */
  readonly facts: readonly string[];
  /** The dashboard view that shows it (http or https only), when `--dashboard-url` was given. */
  readonly link: string | undefined;
}

export interface DigestSection {
  readonly list: DigestList;
  readonly title: string;
  readonly lines: readonly DigestLine[];
  /** Items beyond those shown. */
  readonly more: number;
}

export interface DigestText {
  readonly subject: string;
  readonly heading: string;
  readonly totals: readonly string[];
  readonly sections: readonly DigestSection[];
}

/** A day as the digest writes it, in UTC: the command runs on servers in any time zone. */
const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

const SECTION_TITLES: Readonly<Record<DigestList, (count: number) => string>> = {
  newlyOverdue: (count) => `Newly overdue (${count})`,
  newlyKev: (count) => `Added to the Known Exploited Vulnerabilities catalogue (${count})`,
  newCritical: (count) => `New critical vulnerabilities (${count})`,
  acceptanceExpired: (count) => `Accepted risks that ran out (${count})`,
  acceptanceExpiring: (count) => `Accepted risks that run out soon (${count})`,
};

const SUBJECT_PARTS: Readonly<Record<DigestList, string>> = {
  newlyOverdue: 'newly overdue',
  newlyKev: 'added to KEV',
  newCritical: 'new critical',
  acceptanceExpired: 'acceptances ran out',
  acceptanceExpiring: 'acceptances run out soon',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How late or how close the item's deadline is, and which deadline it is. */
function deadlineFact(item: WorklistItem): string | undefined {
  if (item.daysLeft === null) return undefined;
  const which = item.deadline === 'kev' && item.kev ? ` (KEV due ${utcDay(item.kev.dueDate)})` : '';
  if (item.daysLeft < 0) return `${plural(-item.daysLeft, 'day', 'days')} late${which}`;
  if (item.daysLeft === 0) return `due today${which}`;
  return `due in ${plural(item.daysLeft, 'day', 'days')}${which}`;
}

function factsOf(item: WorklistItem): string[] {
  const facts: string[] = [item.severity];
  const deadline = deadlineFact(item);
  if (deadline !== undefined) facts.push(deadline);
  if (item.kev) facts.push(`known exploited since ${utcDay(item.kev.dateAdded)}`);
  if (item.epss) {
    facts.push(`EPSS ${(item.epss.score * 100).toFixed(1)}% (percentile ${Math.floor(item.epss.percentile * 100)})`);
  }
  if (item.acceptance) {
    const until = item.acceptance.expiresAt === null ? 'with no end' : `until ${utcDay(item.acceptance.expiresAt)}`;
    facts.push(`${item.acceptance.state === 'active' ? 'accepted' : 'acceptance ran out'} ${until}`);
  }
  facts.push(`open ${plural(item.ageDays, 'day', 'days')}`);
  return facts;
}

function lineOf(item: WorklistItem, links: DigestLinks | undefined): DigestLine {
  return {
    id: item.id,
    where: item.projectBranch === '' ? item.projectUrl : `${item.projectUrl} (${item.projectBranch})`,
    facts: factsOf(item),
    link: links === undefined ? undefined : itemLink(links, item),
  };
}

/** The totals as two lines: now, and at the digest's start. */
function totalsOf(digest: Digest): string[] {
  const counts = (label: string, figures: Digest['totals']['now']) =>
    `${label}: ${figures.open} open, ${figures.overdue} overdue, ${figures.dueSoon} due within 7 days, ` +
    `${figures.kev} known exploited, ${figures.accepted} accepted`;
  return [counts('Now', digest.totals.now), counts(`On ${utcDay(digest.since)}`, digest.totals.since)];
}

/**
 * The digest as a person reads it. `scope` names what it covers ("the account", "team …");
 * `expiringWithinDays` is the window of the last list.
 */
export function digestText(digest: Digest, options: { scope: string; links?: DigestLinks }): DigestText {
  const sections = DIGEST_LISTS.filter((list) => digest[list].length > 0).map((list) => ({
    list,
    title: SECTION_TITLES[list](digest[list].length),
    lines: digest[list].slice(0, ITEMS_SHOWN_PER_SECTION).map((item) => lineOf(item, options.links)),
    more: Math.max(0, digest[list].length - ITEMS_SHOWN_PER_SECTION),
  }));
  const news = sections.map((section) => `${digest[section.list].length} ${SUBJECT_PARTS[section.list]}`);
  const period = `${utcDay(digest.since)} to ${utcDay(digest.now)}`;
  const days = Math.max(0, Math.round((digest.now - digest.since) / DAY_MS));
  return {
    subject:
      news.length === 0
        ? `depsight digest: no news since ${utcDay(digest.since)}`
        : `depsight digest: ${news.join(', ')}`,
    heading: `Security digest of ${options.scope}, ${period} (${plural(days, 'day', 'days')})`,
    totals: totalsOf(digest),
    sections,
  };
}
