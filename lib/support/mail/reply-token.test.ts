import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readReplyToken, replyAddress, replyMacMatches, signReplyToken, tokenOfAddress } from "./reply-token";
import { visibleReplyText } from "./reply-text";

const ticketId = "0f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const userId = "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d";
const secret = Buffer.from("0123456789abcdef0123456789abcdef");

describe("reply tokens", () => {
  it("match the vector computed with coreutils and openssl", () => {
    // echo -n $ticket | tr -d - | xxd -r -p | base32 | tr -d = | tr A-Z a-z
    //   → b6hcysq3hvhf7cu3bqos4p2klm
    // printf 'exportly-support-reply\0%s\0%s' $ticket $user | openssl dgst -sha256 -hmac $secret -binary
    //   | head -c 10 | base32 | tr -d = | tr A-Z a-z → utfup4im6jitobzv
    const token = signReplyToken(secret, ticketId, userId);
    expect(token).toBe("b6hcysq3hvhf7cu3bqos4p2klmutfup4im6jitobzv");
    expect(replyAddress(token, "Reply.Example.com")).toBe(
      "support+b6hcysq3hvhf7cu3bqos4p2klmutfup4im6jitobzv@reply.example.com",
    );
    // 64 characters at most in a local part (RFC 5321 §4.5.3.1.1).
    expect(`support+${token}`.length).toBeLessThanOrEqual(64);
  });

  it("read back the ticket and verify for that user only, whatever the letter case", () => {
    const token = signReplyToken(secret, ticketId, userId);
    const read = readReplyToken(token.toUpperCase())!;
    expect(read.ticketId).toBe(ticketId);
    expect(replyMacMatches([secret], ticketId, userId, read.mac)).toBe(true);
    expect(replyMacMatches([secret], ticketId, "00000000-0000-4000-8000-000000000000", read.mac)).toBe(false);
    expect(replyMacMatches([Buffer.from("another secret of thirty-two chars!")], ticketId, userId, read.mac)).toBe(
      false,
    );
    // An old secret kept after rotation still verifies.
    expect(replyMacMatches([Buffer.from("new secret ".repeat(4)), secret], ticketId, userId, read.mac)).toBe(true);
  });

  it("refuse every altered character", () => {
    const token = signReplyToken(secret, ticketId, userId);
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz234567"), (at, char) => {
        fc.pre(token[at] !== char);
        const forged = token.slice(0, at) + char + token.slice(at + 1);
        const read = readReplyToken(forged);
        return read === null || !replyMacMatches([secret], read.ticketId, userId, read.mac);
      }),
    );
  });

  it("find the token only in a reply address of the inbound domain", () => {
    const token = signReplyToken(secret, ticketId, userId);
    expect(tokenOfAddress(`Support+${token.toUpperCase()}@REPLY.example.com`, "reply.example.com")).toBe(token);
    expect(tokenOfAddress(`support+${token}@other.example.com`, "reply.example.com")).toBeNull();
    expect(tokenOfAddress(`sales+${token}@reply.example.com`, "reply.example.com")).toBeNull();
    expect(tokenOfAddress(`support+${token}x@reply.example.com`, "reply.example.com")).toBeNull();
    expect(tokenOfAddress("support@reply.example.com", "reply.example.com")).toBeNull();
    expect(readReplyToken("!".repeat(42))).toBeNull();
  });
});

describe("visibleReplyText", () => {
  it("keeps the new text above Gmail's quoted history, without the sign-off", () => {
    const mail = [
      "Here is the corrected invoice.",
      "",
      "Regards,",
      "Asha",
      "",
      "On Tue, 24 Nov 2026 at 10:00, Exportly Support <support+abc@reply.example.com>",
      "wrote:",
      "> Could you send the corrected invoice?",
      "> ",
      "> Exportly",
    ].join("\r\n");
    // email-reply-parser counts "Regards," and what follows as the signature.
    expect(visibleReplyText(mail)).toBe("Here is the corrected invoice.");
  });

  it("cuts at Outlook's separators and header blocks", () => {
    expect(
      visibleReplyText(
        "Done.\n-----Original Message-----\nFrom: Exportly\nSent: Monday\nTo: me\nSubject: Re: x\n\nold",
      ),
    ).toBe("Done.");
    expect(
      visibleReplyText("Done.\n\n________________________________\nFrom: Exportly <a@b>\nSent: Monday\n\nold"),
    ).toBe("Done.");
    expect(visibleReplyText("Done.\n\nFrom: Exportly <a@b>\nDate: 24 November 2026\nTo: me\n\nold")).toBe("Done.");
  });

  it("removes the signature and other languages' quote headers", () => {
    expect(visibleReplyText("Thanks\n\n-- \nJohn Doe\nAcme Ltd")).toBe("Thanks");
    expect(visibleReplyText("Merci\n\nLe mar. 24 nov. 2026 à 10:00, Exportly <a@b> a écrit :\n> vieux")).toBe("Merci");
    expect(visibleReplyText("Danke\n\nAm 24.11.2026 um 10:00 schrieb Exportly <a@b>:\n> alt")).toBe("Danke");
  });

  it("keeps a mail without history as it is, minus control characters", () => {
    expect(visibleReplyText("Line one\n\n\n\nLine two\u0000\u0007\tend  ")).toBe("Line one\n\nLine two\tend");
  });

  it("cuts a mail longer than a message may be, with a note, within the limit", () => {
    const note = "\n\n[The mail was longer; the rest was cut.]"; // 42 characters
    const cut = visibleReplyText("é".repeat(120), 100);
    // 100 − 42 = 58 characters of text, then the note: 100 characters in all.
    expect(cut).toBe("é".repeat(58) + note);
    expect([...cut]).toHaveLength(100);
    expect(visibleReplyText("é".repeat(100), 100)).toBe("é".repeat(100));
  });
});
