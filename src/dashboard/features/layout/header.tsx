import type { ReactNode } from 'react';
import styles from './header.module.css';
import { initialsOf } from './initials';

export interface HeaderUser {
  name: string;
  email: string;
}

/** The header's links. Blog and Docs are external sites. */
const HEADER_LINKS = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Blog', href: 'https://blog.depsight.io' },
  { label: 'FAQ', href: '/plans#faq' },
  { label: 'Status', href: '/status' },
  { label: 'Docs', href: 'https://docs.depsight.io' },
  { label: 'API', href: '/api' },
] as const;

/**
 * The logo, the links, and for a signed-in account that is not the default account the user's
 * name, e-mail, initials avatar and Logout. The default account shows no user header and no logout.
 */
export function Header({
  user,
  onLogout,
  controls,
}: {
  user: HeaderUser | null;
  onLogout?: () => void;
  /** Page-wide controls the page composes in (the theme switch), between the links and the user. */
  controls?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <a className={styles.logo} href="/dashboard" aria-label="depsight home">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="currentColor" />
          <path
            d="M9 17.5l4.5 4.5L23 11"
            fill="none"
            stroke="#fff"
            strokeWidth="3.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>depsight</span>
      </a>
      <nav aria-label="Main" className={styles.nav}>
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          {user && onLogout && (
            <li>
              <button type="button" className={styles.logout} onClick={onLogout}>
                Logout
              </button>
            </li>
          )}
        </ul>
      </nav>
      {controls}
      {user && (
        <div className={styles.user}>
          <div className={styles.identity}>
            <span className={styles.name}>{user.name}</span>
            <span className={styles.email}>{user.email}</span>
          </div>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user.name, user.email)}
          </span>
        </div>
      )}
    </header>
  );
}
