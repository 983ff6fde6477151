import { REGULAR } from "@/lib/pdf/open-pdf";
import { siteUrl } from "@/lib/site/metadata";
import { GREY, LINE, MARGIN, type BillPage } from "./layout";
import type { PrintedBill } from "./values";

/** The verdict of the verification made when printing (if any), and how to verify the bill independently. */
export function paintVerification({ doc, width, heading }: BillPage, { verification }: PrintedBill): void {
  const verifyUrl = new URL("/verify", siteUrl()).toString();
  heading("Verification");
  doc.font(REGULAR).fontSize(8.5).fillColor("black");
  if (verification) {
    const failed = verification.checks.filter((check) => !check.ok);
    doc
      .font("bold")
      .fillColor(verification.valid ? "#1b7f3b" : "#b00020")
      .text(
        verification.valid
          ? "Verified when printed: every signature, link, checksum and rule checks out, signed by this platform's keys."
          : verification.integrity
            ? "Intact when printed, but ORIGIN NOT VERIFIED: it was not checked against, or not signed by, this platform's published keys."
            : `NOT VALID when printed: ${failed.map((check) => `${check.label} (${check.detail ?? "failed"})`).join("; ")}`,
        MARGIN,
        doc.y,
        { width },
      );
    doc.font(REGULAR).fillColor("black");
  }
  doc.text(
    `This print-out is not the bill: title passes only through the signed chain. To verify it, export the bill's bundle (JSON) and open ${verifyUrl}, or run "npx exportly-verify bundle.json" offline. ` +
      `The platform's signing keys are published at ${new URL("/.well-known/jwks.json", siteUrl()).toString()}.`,
    MARGIN,
    doc.y + 2,
    { width },
  );
}

/** The bill's number, document checksum and page number at the foot of every page, drawn once all pages exist. */
export function paintFooters({ doc, width }: BillPage, { envelope, reference }: PrintedBill): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 12;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + width, y - 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    doc.text(`eBL ${reference} · document SHA-256 ${envelope.documentChecksum ?? "—"}`, MARGIN, y, {
      width: width - 80,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  }
}
