import { UserTwoFactor } from '../../modules/two-factor/user-two-factor.entity.ts';
import { AuditEntry } from '../../modules/audit/audit-entry.entity.ts';
import { Announcement } from '../../modules/announcements/announcement.entity.ts';
import { Help } from '../../modules/helps/help.entity.ts';
import { Prompt } from '../../modules/prompts/prompt.entity.ts';
import { QueueIntegration } from '../../modules/queue-integrations/queue-integration.entity.ts';
import { TypebotSession } from '../../modules/queue-integrations/typebot-session.entity.ts';
import { WebhookDelivery } from '../../modules/queue-integrations/webhook-delivery.entity.ts';
import { IdempotentSend } from '../../modules/external-api/idempotent-send.entity.ts';
import { Invoice } from '../../modules/invoices/invoice.entity.ts';
import { Payment } from '../../modules/payments/payment.entity.ts';
import { LoginThrottle } from '../../modules/auth/login-throttle.entity.ts';
import { PasswordReset } from '../../modules/auth/password-reset.entity.ts';
import { Company } from '../../modules/companies/company.entity.ts';
import { CompanyDeletion } from '../../modules/companies/company-deletion.entity.ts';
import { Whatsapp } from '../../modules/connections/whatsapp.entity.ts';
import { WhatsappQueue } from '../../modules/connections/whatsapp-queue.entity.ts';
import { Contact } from '../../modules/contacts/contact.entity.ts';
import { ContactCustomField } from '../../modules/contacts/contact-custom-field.entity.ts';
import { MediaFile } from '../../modules/media/media-file.entity.ts';
import { Message } from '../../modules/messages/message.entity.ts';
import { EarlyChange } from '../../modules/cloud/early-change.entity.ts';
import { Ticket } from '../../modules/tickets/ticket.entity.ts';
import { TicketTracking } from '../../modules/tickets/ticket-tracking.entity.ts';
import { UserRating } from '../../modules/tickets/user-rating.entity.ts';
import { Plan } from '../../modules/plans/plan.entity.ts';
import { Queue } from '../../modules/queues/queue.entity.ts';
import { QueueOption } from '../../modules/queues/queue-option.entity.ts';
import { UserQueue } from '../../modules/queues/user-queue.entity.ts';
import { QuickMessage } from '../../modules/quick-messages/quick-message.entity.ts';
import { FileList } from '../../modules/files/file-list.entity.ts';
import { FileListOption } from '../../modules/files/file-list-option.entity.ts';
import { Schedule } from '../../modules/schedules/schedule.entity.ts';
import { ContactList } from '../../modules/contact-lists/contact-list.entity.ts';
import { ContactListItem } from '../../modules/contact-lists/contact-list-item.entity.ts';
import { Campaign } from '../../modules/campaigns/campaign.entity.ts';
import { CampaignShipping } from '../../modules/campaigns/campaign-shipping.entity.ts';
import { CampaignOptOut } from '../../modules/campaigns/campaign-opt-out.entity.ts';
import { CampaignSetting } from '../../modules/campaign-settings/campaign-setting.entity.ts';
import { Setting } from '../../modules/settings/setting.entity.ts';
import { Tag } from '../../modules/tags/tag.entity.ts';
import { TicketTag } from '../../modules/tags/ticket-tag.entity.ts';
import { TicketNote } from '../../modules/ticket-notes/ticket-note.entity.ts';
import { User } from '../../modules/users/user.entity.ts';
import { Chat } from '../../modules/chats/chat.entity.ts';
import { ChatMessage } from '../../modules/chats/chat-message.entity.ts';
import { ChatUser } from '../../modules/chats/chat-user.entity.ts';

/** Every entity of the product; a new module adds its entities here. */
export const entities = [
  Plan,
  Company,
  User,
  Setting,
  LoginThrottle,
  AuditEntry,
  UserTwoFactor,
  PasswordReset,
  Queue,
  QueueOption,
  UserQueue,
  Whatsapp,
  WhatsappQueue,
  MediaFile,
  Contact,
  Ticket,
  TicketTracking,
  Message,
  UserRating,
  ContactCustomField,
  TicketNote,
  Tag,
  TicketTag,
  QuickMessage,
  FileList,
  FileListOption,
  Schedule,
  ContactList,
  ContactListItem,
  Campaign,
  CampaignShipping,
  CampaignOptOut,
  CampaignSetting,
  Chat,
  ChatUser,
  ChatMessage,
  Announcement,
  Help,
  Prompt,
  QueueIntegration,
  TypebotSession,
  WebhookDelivery,
  CompanyDeletion,
  Invoice,
  Payment,
  IdempotentSend,
  EarlyChange,
];
