import type { AckUpdate, CallEvent, EditEvent, InboundMessage, RevokeEvent } from './inbound-message.ts';

export type SinkConnection = { id: number; companyId: number };

/** Where received messages and delivery acks go once the session manager has them. */
export interface InboundSink {
  receive(connection: SinkConnection, message: InboundMessage): Promise<void>;
  receiveAck(connection: SinkConnection, update: AckUpdate): Promise<void>;
  receiveEdit(connection: SinkConnection, edit: EditEvent): Promise<void>;
  receiveRevoke(connection: SinkConnection, revoke: RevokeEvent): Promise<void>;
  receiveCall(connection: SinkConnection, call: CallEvent): Promise<void>;
}
