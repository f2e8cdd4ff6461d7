import { Migration } from '@mikro-orm/migrations';

/** Internal chats, their participants (with each one's unread count) and their messages. */
export class Migration20261125120000_internal_chat extends Migration {
  override name = 'Migration20261125120000_internal_chat';

  override up(): void {
    this.addSql(
      `create table "chats" ("id" serial primary key, "uuid" uuid not null, "company_id" int not null, "title" varchar(100) not null, "owner_id" int null, "last_message" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "chats" add constraint "chats_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "chats_company_id_index" on "chats" ("company_id");`);
    this.addSql(`create index "chats_owner_id_index" on "chats" ("owner_id");`);
    this.addSql(
      `alter table "chats" add constraint "chats_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chats" add constraint "chats_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "chat_users" ("id" serial primary key, "company_id" int not null, "chat_id" int not null, "user_id" int not null, "unreads" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "chat_users_user_id_index" on "chat_users" ("user_id");`);
    this.addSql(`alter table "chat_users" add constraint "chat_users_chat_id_user_id_unique" unique ("chat_id", "user_id");`);
    this.addSql(
      `alter table "chat_users" add constraint "chat_users_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_users" add constraint "chat_users_chat_id_foreign" foreign key ("chat_id") references "chats" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_users" add constraint "chat_users_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "chat_messages" ("id" serial primary key, "company_id" int not null, "chat_id" int not null, "sender_id" int null, "message" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "chat_messages_company_id_chat_id_id_index" on "chat_messages" ("company_id", "chat_id", "id");`);
    this.addSql(`create index "chat_messages_sender_id_index" on "chat_messages" ("sender_id");`);
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_chat_id_foreign" foreign key ("chat_id") references "chats" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_messages" cascade;`);
    this.addSql(`drop table if exists "chat_users" cascade;`);
    this.addSql(`drop table if exists "chats" cascade;`);
  }
}
