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
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 100;
/** Failed sign-ins on one account, from any address, before addresses it never signed in from must wait. */
export const SIGN_IN_ACCOUNT_FREE_FAILURES = 10;
/** The longest wait the per-account slow-down imposes: it grows to this, never to a lock. */
export const SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS = 15 * 60;
export const REAUTH_ATTEMPTS = 10;
export const REGISTRATIONS_PER_HOUR = 20;
export const RESET_REQUESTS_PER_WINDOW = 5;
export const RESET_REQUESTS_PER_ADDRESS = 20;
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
  /**
   * Failed sign-ins per account-and-address pair: one person mistyping counts against themselves
   * only, so colleagues behind the same office address are not locked out. A success clears the pair.
   */
  signIn: {
    points: SIGN_IN_ATTEMPTS,
    duration: 15 * 60,
    message: (s) => `Too many attempts. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Failed sign-ins per client address, whatever the account: one address cannot try many accounts. */
  signInAddress: {
    points: SIGN_IN_ATTEMPTS_PER_ADDRESS,
    duration: 15 * 60,
    message: (s) => `Too many sign-in attempts from this address. Try again in ${inMinutes(s)} minute(s).`,
  },
  /**
   * Failed sign-ins per account from any address, over a day. Never refuses by itself: above
   * SIGN_IN_ACCOUNT_FREE_FAILURES each failure sets a growing wait (`signInAccountDelay`).
   */
  signInAccount: {
    points: 1_000_000,
    duration: 24 * 60 * 60,
    message: () => "Too many attempts.",
  },
  /**
   * The wait a flooded account imposes on addresses it never signed in from (set with `blockKey`,
   * so it ends by itself); its usual addresses (`signInKnownAddress`) are never made to wait.
   */
  signInAccountDelay: {
    points: 1,
    duration: SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS,
    message: (s) =>
      s < 60
        ? `Too many failed sign-ins on this account. Try again in ${s} s.`
        : `Too many failed sign-ins on this account. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Addresses an account signed in from in the last 30 days: they skip the per-account slow-down. */
  signInKnownAddress: {
    points: 1,
    duration: 30 * 24 * 60 * 60,
    message: () => "",
  },
  /**
   * Wrong current passwords typed by a signed-in person (an email change), per account. Kept apart
   * from the sign-in limits: a typo there must not count against the sign-ins of the office address.
   */
  reauthenticate: {
    points: REAUTH_ATTEMPTS,
    duration: 15 * 60,
    message: (s) => `Too many wrong passwords. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** New accounts per client address: registration answers 409 for a taken address, so it is capped. */
  registration: {
    points: REGISTRATIONS_PER_HOUR,
    duration: 60 * 60,
    message: (s) =>
      `At most ${REGISTRATIONS_PER_HOUR} accounts an hour can be created from one address. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Wrong or expired password reset codes, per account and per address. */
  resetCode: {
    points: SIGN_IN_ATTEMPTS,
    duration: 15 * 60,
    message: (s) => `Too many attempts. Try again in ${inMinutes(s)} minute(s).`,
  },
  /**
   * Password reset emails asked for, per account: each one sends a mail. Separate from sign-in, so
   * someone asking for codes for another person's address does not block that person's sign-in.
   */
  resetRequest: {
    points: RESET_REQUESTS_PER_WINDOW,
    duration: 60 * 60,
    message: (s) => `Too many reset requests. Try again in ${inMinutes(s)} minute(s).`,
  },
  /** Password reset emails asked for per client address, across accounts, so one address cannot mail many. */
  resetRequestAddress: {
    points: RESET_REQUESTS_PER_ADDRESS,
    duration: 60 * 60,
    message: (s) => `Too many reset requests from this address. Try again in ${inMinutes(s)} minute(s).`,
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
  /** Public eBL verifications per client address: a bundle (up to 2 MB, 2,000 entries) costs real CPU to verify. */
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
