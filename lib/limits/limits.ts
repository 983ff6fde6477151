/**
 * Every named limit of the application, in one place (docs/limits.md lists them). A limit is a
 * number of points per fixed window of `duration` seconds per key; the key says who is counted
 * (an account, a client address). `message` is what the client reads on the 429.
 */
export type LimitDefinition = {
  points: number;
  /** Window length in seconds. */
  duration: number;
  message: (retryAfterSeconds: number) => string;
};

const inMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const SIGN_IN_ATTEMPTS = 10;
export const RESET_REQUESTS_PER_WINDOW = 5;
export const DEMO_REQUESTS_PER_HOUR = 5;
export const MAX_INVITATIONS_PER_DAY = 100;
export const PAGE_VIEWS_PER_MINUTE = 120;
export const VERIFICATIONS_PER_MINUTE = 30;
export const RECIPIENT_LOOKUPS_PER_MINUTE = 30;
export const UPLOADS_PER_MINUTE = 30;
export const CONFIRMATION_MAILS_PER_HOUR = 5;
export const CONFIRMATION_CODE_ATTEMPTS = 10;
export const NOTICES_TO_STRANGERS_PER_DAY = 20;

export const LIMITS = {
  /** Failed password checks (sign-in, the current password on an email change), per account and per address. */
  signIn: {
    points: SIGN_IN_ATTEMPTS,
    duration: 15 * 60,
    message: (s) => `Too many attempts. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Wrong or expired password reset codes, per account and per address. */
  resetCode: {
    points: SIGN_IN_ATTEMPTS,
    duration: 15 * 60,
    message: (s) => `Too many attempts. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Password reset emails asked for, per account and per address: each one sends a mail. */
  resetRequest: {
    points: RESET_REQUESTS_PER_WINDOW,
    duration: 15 * 60,
    message: (s) => `Too many attempts. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Demo bookings per client address: each one mails the sales team and the requester. */
  demoRequest: {
    points: DEMO_REQUESTS_PER_HOUR,
    duration: 60 * 60,
    message: (s) =>
      `You have already sent ${DEMO_REQUESTS_PER_HOUR} demo requests in the last hour. Please try again in ${inMinutes(s)} minute(s).`,
  },
  /** Network invitations per inviting account: each one sends an email, so the feature is no spam relay. */
  invitation: {
    points: MAX_INVITATIONS_PER_DAY,
    duration: 24 * 60 * 60,
    message: (s) =>
      `You have sent ${MAX_INVITATIONS_PER_DAY} invitations in the last 24 hours. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** First-party page views per client address, so one client cannot flood the table. */
  pageView: {
    points: PAGE_VIEWS_PER_MINUTE,
    duration: 60,
    message: () => "Too many page views from this address. Try again in a minute.",
  },
  /** Public eBL verifications per client address: a bundle of up to 10 MB costs real CPU to verify. */
  verification: {
    points: VERIFICATIONS_PER_MINUTE,
    duration: 60,
    message: (s) =>
      `At most ${VERIFICATIONS_PER_MINUTE} verifications a minute from one address. Try again in ${s} s, or verify offline with npx exportly-verify.`,
  },
  /** eBL recipient look-ups per account, so the endpoint cannot be used to list members. */
  recipientLookup: {
    points: RECIPIENT_LOOKUPS_PER_MINUTE,
    duration: 60,
    message: (s) => `At most ${RECIPIENT_LOOKUPS_PER_MINUTE} recipient look-ups a minute. Try again in ${s} s.`,
  },
  /** File uploads per account (shipment files, business documents): each one writes up to 10 MB to the store. */
  upload: {
    points: UPLOADS_PER_MINUTE,
    duration: 60,
    message: (s) => `At most ${UPLOADS_PER_MINUTE} uploads a minute. Try again in ${s} s.`,
  },
  /** Email confirmation mails (resend, email changes) per account: each one sends a mail. */
  emailConfirmationMail: {
    points: CONFIRMATION_MAILS_PER_HOUR,
    duration: 60 * 60,
    message: (s) =>
      `At most ${CONFIRMATION_MAILS_PER_HOUR} confirmation emails an hour. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Wrong email confirmation codes per account, across resends (each code also allows only 5 tries). */
  emailConfirmationCode: {
    points: CONFIRMATION_CODE_ATTEMPTS,
    duration: 15 * 60,
    message: (s) => `Too many attempts. Try again in ${inMinutes(s)} minute(s).`,
  },
  /**
   * Share and network invitation notices to addresses with no proven account, per sender: such a
   * mail goes to someone who never asked for mail from us, so the app must not become a relay.
   * Counted before anything is saved; over the cap the share or invitation answers 429.
   */
  noticeToStranger: {
    points: NOTICES_TO_STRANGERS_PER_DAY,
    duration: 24 * 60 * 60,
    message: (s) =>
      `You have emailed ${NOTICES_TO_STRANGERS_PER_DAY} people without an Exportly account in the last 24 hours. Try again in ${inMinutes(s)} minute(s).`,
  },
  /**
   * Notices about one share (per shipment and sharee address): a sharer toggling access back and
   * forth mails the sharee once an hour at most. Never answers 429: a refused point only skips the mail.
   */
  shareNotice: {
    points: 1,
    duration: 60 * 60,
    message: () => "This person was already emailed about this share in the last hour.",
  },
} satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof LIMITS;
