import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { LazyToasts } from "./lazy-toasts";
import { CookiePolicy } from "./cookie-policy";
import { footer } from "./content";
import styles from "./site-footer.module.css";

/** The public footer. It also holds the landing page's toast container (spec §2). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link href="/" className={styles.brand}>
            <Logo />
          </Link>
          <p>{footer.tagline}</p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
              {column.title === "Legal" ? (
                <li>
                  <CookiePolicy className={styles.linkButton} />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{footer.copyright}</p>
      <LazyToasts />
    </footer>
  );
}
