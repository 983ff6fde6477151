"use client";

import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { useEffect, useRef, useState } from "react";
import { headerLinks, loginLink } from "./content";
import styles from "./site-header.module.css";

/** Spec §9: the header turns white with a shadow once the page has scrolled more than this. */
export const HEADER_SHADOW_THRESHOLD_PX = 10;

/** The fixed header of the public pages: white with a shadow once scrolled, a toggle menu on small screens. */
export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SHADOW_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className={styles.header} data-scrolled={scrolled} data-open={open}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} onClick={close}>
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.bars} aria-hidden="true" />
          <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
        </button>
        <nav id="site-menu" aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={loginLink.href} className={`btn ${styles.login}`} onClick={close}>
            {loginLink.label}
          </Link>
        </nav>
      </div>
    </header>
  );
}
