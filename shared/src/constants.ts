export const APP_VERSION = '6.0.0';

export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'pt';

export const SOCKET_PING_MS = 18_000;
/**
 * A reconnecting client asks to be replayed the events after its last sequence number less this many,
 * and drops those it already handled. One company's events reach a socket from several server processes
 * and so not always in sequence order: a socket whose server died may have seen an event but not an
 * older one still on its way from another process.
 */
export const SYNC_OVERLAP_EVENTS = 100;
export const USER_STATUS_INTERVAL_MS = 5 * 60_000;
export const TOAST_MS = 2_000;
export const TOAST_LONG_MS = 3_000;
export const SEARCH_DEBOUNCE_MS = 500;
/** A list screen loads its next page once the user scrolls within this many pixels of the bottom. */
export const NEXT_PAGE_MARGIN_PX = 100;
export const CONNECTION_WARNING_DELAY_MS = 2_000;
export const ACCOUNT_ELSEWHERE_RELOAD_MS = 1_000;
export const SUBSCRIPTION_WARNING_DAYS = 5;
export const DRAWER_WIDTH = 240;
export const TICKET_DRAWER_WIDTH = 320;
export const DRAWER_AUTO_OPEN_MIN_WIDTH = 1200;
export const DRAWER_TEMPORARY_MAX_WIDTH = 600;
export const QR_SIZE = 256;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_COOKIE_NAME = 'jrt';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export const PROFILES = ['admin', 'user', 'supervisor'] as const;
export type Profile = (typeof PROFILES)[number];

export const ALL_TICKET_VALUES = ['enabled', 'desabled'] as const;
export type AllTicket = (typeof ALL_TICKET_VALUES)[number];

export const RECURRENCES = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const CONNECTION_STATUSES = ['CONNECTED', 'DISCONNECTED', 'OPENING', 'qrcode', 'PAIRING', 'TIMEOUT'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
/** Statuses that light the warning badge on the Connections menu item. */
export const CONNECTION_WARNING_STATUSES: readonly ConnectionStatus[] = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'];

export const TICKET_STATUSES = ['pending', 'open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const PLAN_FLAGS = [
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

export const WEEKDAYS = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday' },
  { weekday: 'Sábado', weekdayEn: 'saturday' },
  { weekday: 'Domingo', weekdayEn: 'sunday' },
] as const;

/** Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed. */
export const DEFAULT_WEEK_SCHEDULE = WEEKDAYS.map(({ weekday, weekdayEn }) => ({
  weekday,
  weekdayEn,
  startTime: weekdayEn === 'sunday' ? '00:00' : '08:00',
  endTime: weekdayEn === 'sunday' ? '00:00' : weekdayEn === 'saturday' ? '12:00' : '18:00',
}));

export const SETTING_KEYS = [
  'userRating',
  'scheduleType',
  'CheckMsgIsGroup',
  'call',
  'chatBotType',
  'sendGreetingAccepted',
  'sendMsgTransfTicket',
  'sendGreetingMessageOneQueues',
  'campaignsEnabled',
  'ticketReopenWindowMinutes',
  'scheduleMissedAfterMinutes',
  'userCreation',
  'sideMenuInitiallyOpen',
  'timezone',
  'paymentProviderToken',
  'twoFactorRequired',
  'platformTwoFactorRequired',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Settings whose value never leaves the server except to an admin editing them. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ['paymentProviderToken'];

/**
 * The variables a message may hold as `{{name}}`, filled by the server whoever sends it (the bot, an
 * attendant, a schedule); `ms` is the reference's name for `greeting`.
 */
export const MESSAGE_VARIABLES = [
  'firstName',
  'name',
  'greeting',
  'ms',
  'protocol',
  'date',
  'hour',
  'user',
  'queue',
  'connection',
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];

/** The IANA zone a company's business hours (queue and company schedules) are read in, unless it picks another. */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export const DEFAULT_COMPANY_SETTINGS: Record<SettingKey, string> = {
  userRating: 'disabled',
  scheduleType: 'queue',
  CheckMsgIsGroup: 'enabled',
  call: 'disabled',
  chatBotType: 'text',
  sendGreetingAccepted: 'disabled',
  sendMsgTransfTicket: 'disabled',
  sendGreetingMessageOneQueues: 'disabled',
  campaignsEnabled: 'enabled',
  ticketReopenWindowMinutes: '120',
  /** A schedule due longer ago than this when the server comes back is marked ERRO (missed) rather than sent. */
  scheduleMissedAfterMinutes: '1440',
  userCreation: 'enabled',
  sideMenuInitiallyOpen: 'enabled',
  timezone: DEFAULT_TIMEZONE,
  paymentProviderToken: '',
  /** Every user of the company signs in with a code (set up at their next sign-in). */
  twoFactorRequired: 'disabled',
  /** The platform's switch (the super users' company): every user of every company. */
  platformTwoFactorRequired: 'disabled',
};

export const DEFAULT_PLAN = {
  name: 'Plano 1',
  users: 10,
  connections: 10,
  queues: 10,
  value: 30,
} as const;

export const CONNECTION_PROVIDERS = ['beta', 'sandbox', 'cloud'] as const;
export type ConnectionProvider = (typeof CONNECTION_PROVIDERS)[number];

export const CONNECTION_DEFAULTS = {
  provider: 'beta',
  expiresTicket: 0,
  timeUseBotQueues: 0,
  maxUseBotQueues: 3,
} as const;

export const SCHEDULE_TYPES = ['disabled', 'queue', 'company'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const MEDIA_TYPES = [
  'chat',
  'image',
  'audio',
  'video',
  'application',
  'locationMessage',
  'vcard',
  'contactMessage',
  'call_log',
  /** A catalogue order (WhatsApp Cloud API): its items are in the message's `details`. */
  'order',
  /** Something WhatsApp delivered that cannot be shown (an unknown kind, an error): `details` says what. */
  'unsupported',
  /** A line about the conversation rather than from the contact (a number or identity change). */
  'system',
  /** A reaction to the quoted message: the body is the emoji. */
  'reaction',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Delivery state of a message Balcão sends: stored first as pending, then sent, or failed with a reason. */
export const MESSAGE_SEND_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageSendStatus = (typeof MESSAGE_SEND_STATUSES)[number];

/** Messages a second a WhatsApp Cloud API number is paced at unless its connection says otherwise. */
export const CLOUD_DEFAULT_MESSAGES_PER_SECOND = 80;
/** Hours after a contact's last message during which a Cloud API number may write freely (templates only after). */
export const CLOUD_SERVICE_WINDOW_HOURS = 24;

/** Minutes after the rating question during which an answer 1, 2 or 3 counts as the rating. */
export const RATING_ANSWER_WINDOW_MINUTES = 60;

/** The rating scale asked after an attendance: 1 unsatisfied, 2 satisfied, 3 very satisfied. */
export const RATING_VALUES = [1, 2, 3] as const;
