import type { SettingKey } from '@balcao/shared';
import type { HintedKey, SettingChoice } from '../features/settings/settingOptions.ts';

export type SettingsText = {
  tabs: { options: string; schedules: string; audit: string };
  saved: string;
  /** A setting's value refused (by the form or the server), said with the setting's label. */
  wholeNumber: string;
  notSaved: string;
  schedulesSaved: string;
  options: Record<SettingKey, string>;
  choices: Record<SettingChoice, string>;
  hints: Record<HintedKey, string>;
};

/** Settings screen (English: the reference). */
export const settingsPageEn: SettingsText = {
  tabs: { options: 'Options', schedules: 'Opening hours', audit: 'Audit log' },
  saved: 'Setting saved.',
  wholeNumber: '{{label}}: enter a whole number, 0 or more.',
  notSaved: '{{label}} was not saved: {{reason}}',
  schedulesSaved: 'Opening hours saved.',
  options: {
    userRating: 'Attendance rating',
    scheduleType: 'Business hours',
    CheckMsgIsGroup: 'Ignore group messages',
    call: 'Accept calls',
    chatBotType: 'Chatbot type',
    sendGreetingAccepted: 'Send a greeting when a ticket is accepted',
    sendMsgTransfTicket: 'Send a message when a ticket is transferred',
    sendGreetingMessageOneQueues: 'Send the greeting when the connection has a single queue',
    campaignsEnabled: 'Campaigns',
    ticketReopenWindowMinutes: 'Reopen a closed ticket for replies within (minutes)',
    scheduleMissedAfterMinutes: 'Send a scheduled message that fell due while the server was down if at most this late (minutes)',
    userCreation: 'User creation (public sign-up)',
    sideMenuInitiallyOpen: 'Side menu starts open',
    timezone: 'Time zone',
    paymentProviderToken: 'Payment provider token',
    twoFactorRequired: 'Require two-factor sign-in',
    platformTwoFactorRequired: 'Require two-factor sign-in on the whole platform',
  },
  choices: { enabled: 'Enabled', disabled: 'Disabled', queue: 'By queue', company: 'By company', text: 'Text' },
  hints: {
    scheduleType: 'Which opening hours apply: each queue’s, the company’s (Opening hours tab), or none.',
    timezone: 'Every opening hour is read on this clock.',
    CheckMsgIsGroup: 'When enabled, messages from WhatsApp groups are not received.',
    call: 'When disabled, calls are rejected and the caller is told calls are not accepted.',
    userCreation: 'When disabled, nobody can sign up a new company.',
  },
};

/** Warnings about opening hours without an answer, and why a ticket waits without a queue. */
export const businessHoursEn = {
  queueWarning:
    'Opening hours are set but there is no out-of-hours message: a contact who writes outside them gets no answer, and the ticket waits without a queue.',
  connectionQueuesWarning:
    'Queues {{queues}} have opening hours but no out-of-hours message: a contact who writes outside them gets no answer, and the ticket waits without a queue.',
  connectionWarning:
    'The company’s opening hours apply but this connection has no out-of-hours message: a contact who writes outside them gets no answer.',
  heldBadge: 'Out of hours',
  held: {
    queueHours: 'Arrived outside the hours of queue {{queue}}; the out-of-hours message was sent.',
    queueHoursSilent: 'Arrived outside the hours of queue {{queue}}; no out-of-hours message is set, so nothing was sent.',
    companyHours: 'Arrived outside the company’s opening hours; the out-of-hours message was sent.',
    companyHoursSilent: 'Arrived outside the company’s opening hours; the connection has no out-of-hours message, so nothing was sent.',
  },
};
