import { partners } from "@/components/landing/content";
import styles from "@/components/legal/legal.module.css";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Trusted Partners",
  description: "Banks, carriers, surveyors and customs brokers working with Exportly during its beta.",
  path: "/partner-list",
});

export default function PartnerListPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <article className={`${styles.article} ${styles.wide}`}>
        <h1>{partners.title}</h1>
        <p>{partners.intro}</p>
        <ul className={styles.partnerGrid}>
          {partners.items.map((partner) => (
            <li key={partner.name} className={styles.partnerCard} data-partner-card>
              <h2>{partner.name}</h2>
              <p>{partner.description}</p>
            </li>
          ))}
        </ul>
      </article>
    </main>
  );
}
