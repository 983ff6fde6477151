import Link from "next/link";
import { DemoForm } from "./demo-form";
import {
  demo,
  features,
  hero,
  howItWorks,
  products,
  productTour,
  technology,
  testimonials,
  trustedBy,
} from "./content";
import styles from "./landing.module.css";

/** The landing page's sections, in the spec's order (§2). All copy comes from ./content. */

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {hero.title}
        </h1>
        <p className={styles.heroText}>{hero.text}</p>
        <div className={styles.heroActions}>
          <Link href={hero.primary.href} className={`btn ${styles.bigButton}`}>
            {hero.primary.label}
          </Link>
          <Link href={hero.secondary.href} className={`btn btn-secondary ${styles.bigButton}`}>
            {hero.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function TrustedBy() {
  return (
    <section className={styles.trusted} aria-labelledby="trusted-title">
      <h2 id="trusted-title" className={styles.trustedTitle}>
        {trustedBy.title}
      </h2>
      <ul className={styles.trustedList}>
        {trustedBy.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The product itself: screenshots of real screens (public/landing/, made by
 * scripts/landing-screenshots.mjs). Below the fold, so lazy-loaded; width and height are given so
 * nothing moves when they arrive. Served as they are (WebP, already sized): no image optimiser.
 */
export function ProductTour() {
  return (
    <section id="product" className={`${styles.section} ${styles.ruled}`} aria-labelledby="product-title">
      <div className={styles.sectionInner}>
        <h2 id="product-title" className={styles.sectionTitle}>
          {productTour.title}
        </h2>
        <p className={styles.sectionIntro}>{productTour.intro}</p>
        <div className={styles.tour}>
          {productTour.shots.map((shot, index) => (
            <figure key={shot.src} className={index === 0 ? `${styles.shot} ${styles.shotWide}` : styles.shot}>
              <div className={styles.shotFrame}>
                {/* A plain img: the files are already sized WebP, and next/image would add client JavaScript to the page. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={shot.src}
                  width={shot.width}
                  height={shot.height}
                  alt={shot.alt}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <figcaption>
                <strong>{shot.title}</strong> {shot.caption}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

export function Features() {
  return (
    <section id="features" className={styles.section} aria-labelledby="features-title">
      <div className={styles.sectionInner}>
        <h2 id="features-title" className={styles.sectionTitle}>
          {features.title}
        </h2>
        <p className={styles.sectionIntro}>{features.intro}</p>
        <ul className={styles.cardGrid}>
          {features.items.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Technology() {
  return (
    <section id="technology" className={`${styles.section} ${styles.tinted}`} aria-labelledby="technology-title">
      <div className={styles.sectionInner}>
        <h2 id="technology-title" className={styles.sectionTitle}>
          {technology.title}
        </h2>
        <p className={styles.sectionIntro}>{technology.intro}</p>
        <div className={styles.twoColumns}>
          {technology.blocks.map((block) => (
            <article key={block.title} className={styles.card}>
              <h3>{block.title}</h3>
              <p>{block.text}</p>
              <ul className={styles.checkList}>
                {block.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="how-title">
      <div className={styles.sectionInner}>
        <h2 id="how-title" className={styles.sectionTitle}>
          {howItWorks.title}
        </h2>
        <ol className={styles.steps}>
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Products() {
  return (
    <section id="products" className={`${styles.section} ${styles.tinted}`} aria-labelledby="products-title">
      <div className={styles.sectionInner}>
        <h2 id="products-title" className={styles.sectionTitle}>
          {products.title}
        </h2>
        <ul className={styles.productGrid}>
          {products.items.map((product) => (
            <li key={product.title} className={styles.card}>
              <h3>{product.title}</h3>
              <p>{product.text}</p>
              <ul className={styles.checkList}>
                {product.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className={styles.sectionInner}>
        <h2 id="testimonials-title" className={styles.sectionTitle}>
          {testimonials.title}
        </h2>
        <ul className={styles.productGrid}>
          {testimonials.items.map((t) => (
            <li key={t.name} className={styles.card}>
              <figure className={styles.testimonial}>
                <p className={styles.stars} role="img" aria-label={`Rated ${t.stars} out of 5`}>
                  {"★".repeat(t.stars)}
                </p>
                <blockquote>
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <br />
                  {t.role}, {t.company}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Demo() {
  return (
    <section id="demo" className={`${styles.section} ${styles.tinted}`} aria-labelledby="demo-title">
      <div className={`${styles.sectionInner} ${styles.demo}`}>
        <div>
          <h2 id="demo-title" className={styles.sectionTitle}>
            {demo.title}
          </h2>
          <p className={styles.sectionIntro}>{demo.intro}</p>
        </div>
        <DemoForm />
      </div>
    </section>
  );
}
