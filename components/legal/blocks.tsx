import { LEGAL_CONTACT } from "./contact";
import styles from "./legal.module.css";

/** The contact block that closes the Terms of Use. */
export function ContactBlock() {
  return (
    <section className={styles.block} aria-labelledby="contact-block-title">
      <h2 id="contact-block-title">Contact us</h2>
      <address>
        {LEGAL_CONTACT.company}
        <br />
        {LEGAL_CONTACT.place}
        <br />
        Email: <a href={`mailto:${LEGAL_CONTACT.legalEmail}`}>{LEGAL_CONTACT.legalEmail}</a>
        <br />
        Support: <a href={`mailto:${LEGAL_CONTACT.supportEmail}`}>{LEGAL_CONTACT.supportEmail}</a>
      </address>
    </section>
  );
}

/** Signature blocks of the DPA: one for each party, to be completed when it is signed. */
export function SignatureBlocks() {
  const parties = [
    { id: "controller", title: "Controller (Customer)" },
    { id: "processor", title: "Processor (Exportly)" },
  ];
  return (
    <section className={styles.block} aria-labelledby="signatures-title">
      <h2 id="signatures-title">Signatures</h2>
      <p>Signed by the authorised representatives of the parties:</p>
      <div className={styles.signatures}>
        {parties.map((party) => (
          <div key={party.id} className={styles.signature} data-signature-block>
            <h3>{party.title}</h3>
            <dl>
              {["Signature", "Name", "Title", "Date"].map((label) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd />
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
