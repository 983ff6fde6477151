import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import type { UploadedBlob } from "@/lib/storage/blob-references";
import { getBlobStore } from "@/lib/storage/blob-store";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "@/lib/support/schemas";
import { ACCEPTED_UPLOAD_TYPES, cleanFilename } from "@/lib/uploads/receive-upload";

/** One attachment of a reply mail, as mailparser hands it over. */
export type MailAttachment = { filename?: string; content: Buffer; contentDisposition?: string; related?: boolean };

/** Why a reply mail is refused because of one of its files (the SMTP answer names the file). */
export class AttachmentRefused extends Error {}

/**
 * The checks of the upload pipeline (lib/uploads/receive-upload.ts), on a file that arrived by
 * mail: the type decided by the bytes (PDF, PNG, JPEG or WebP, whatever the name or the declared
 * type say), at most 10 MB, not empty, the name cleaned the same way. A file that fails refuses
 * the whole mail, so the sender learns it from the bounce and nothing half-arrives
 * (docs/support.md, "Email both ways"). Images inside the HTML body (a logo in a signature) are
 * parts of the message, not files sent to support: they are left out, whatever their type.
 */
export async function checkReplyAttachments(attachments: MailAttachment[]): Promise<MailAttachment[]> {
  const files = attachments.filter((a) => !a.related && a.contentDisposition !== "inline");
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE)
    throw new AttachmentRefused(`A reply can carry at most ${MAX_ATTACHMENTS_PER_MESSAGE} files.`);
  for (const file of files) {
    const name = cleanFilename(file.filename);
    if (file.content.length === 0) throw new AttachmentRefused(`${name} is empty.`);
    if (file.content.length > MAX_BODY_BYTES)
      throw new AttachmentRefused(`${name} is larger than the ${MAX_BODY_BYTES / (1024 * 1024)} MB limit.`);
    const type = await fileTypeFromBuffer(file.content);
    if (!type || !ACCEPTED_UPLOAD_TYPES[type.mime])
      throw new AttachmentRefused(
        `${name}: attach PDF, PNG, JPEG or WebP files${type ? `; this file is ${type.ext.toUpperCase()}` : ""}.`,
      );
  }
  return files;
}

/**
 * Stages checked attachments in the blob store, as the upload pipeline stages a file: under no
 * digest's name until the ticket message's transaction stores them (insertFileRow); the caller
 * discards them when it refuses or fails.
 */
export async function stageReplyAttachments(files: MailAttachment[]): Promise<UploadedBlob[]> {
  const staged: UploadedBlob[] = [];
  try {
    for (const file of files) {
      const type = (await fileTypeFromBuffer(file.content))!;
      const blob = await getBlobStore().stage(Readable.from([file.content]));
      staged.push({
        sha256: blob.sha256,
        size: blob.size,
        contentType: type.mime,
        filename: cleanFilename(file.filename),
        blob,
      });
    }
    return staged;
  } catch (error) {
    await discardStaged(staged);
    throw error;
  }
}

export async function discardStaged(staged: UploadedBlob[]): Promise<void> {
  await Promise.all(staged.map((file) => file.blob.discard().catch(() => undefined)));
}
