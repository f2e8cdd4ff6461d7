import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled messages. The partial index holds only the rows the sender still has to look at
 * (waiting or being sent), ordered by due time, so its scan stays small however many were sent.
 */
export class Migration20261125120300_schedules extends Migration {
  override name = 'Migration20261125120300_schedules';

  override up(): void {
    this.addSql(
      `create table "schedules" ("id" serial primary key, "company_id" int not null, "body" text not null, "contact_id" int not null, "user_id" int null, "whatsapp_id" int null, "send_at" timestamptz not null, "sent_at" timestamptz null, "status" text check ("status" in ('PENDENTE', 'AGENDADA', 'ENVIADA', 'ERRO')) not null default 'PENDENTE', "error" text null, "attempts" int not null default 0, "revision" int not null default 0, "next_attempt_at" timestamptz null, "claimed_at" timestamptz null, "message_id" bigint null, "media_id" uuid null, "media_name" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "schedules_company_id_send_at_index" on "schedules" ("company_id", "send_at");`);
    this.addSql(`create index "schedules_contact_id_index" on "schedules" ("contact_id");`);
    this.addSql(`create index "schedules_user_id_index" on "schedules" ("user_id");`);
    this.addSql(`create index "schedules_whatsapp_id_index" on "schedules" ("whatsapp_id");`);
    this.addSql(`create index "schedules_due_index" on "schedules" ("send_at", "id") where "status" in ('PENDENTE', 'AGENDADA');`);
    this.addSql(
      `alter table "schedules" add constraint "schedules_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "schedules" add constraint "schedules_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "schedules" add constraint "schedules_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "schedules" add constraint "schedules_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "schedules" add constraint "schedules_media_id_foreign" foreign key ("media_id") references "media_files" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "schedules" cascade;`);
  }
}
