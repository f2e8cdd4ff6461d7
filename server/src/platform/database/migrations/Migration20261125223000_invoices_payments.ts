import { Migration } from '@mikro-orm/migrations';

/** Invoices (one per company and due date) and the Pix charges that pay them (unique txid and end-to-end id). */
export class Migration20261125223000_invoices_payments extends Migration {
  override name = 'Migration20261125223000_invoices_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invoices" ("id" serial primary key, "company_id" int not null, "detail" varchar(200) not null, "value" numeric(10,2) not null, "due_date" date not null, "status" text check ("status" in ('open', 'paid')) not null default 'open', "paid_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "invoices_due_date_id_index" on "invoices" ("due_date", "id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_company_id_due_date_unique" unique ("company_id", "due_date");`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "payments" ("id" serial primary key, "company_id" int not null, "invoice_id" int not null, "provider" text check ("provider" in ('static', 'efi')) not null, "txid" varchar(35) not null, "end_to_end_id" varchar(64) null, "status" text check ("status" in ('ATIVA', 'CONCLUIDA')) not null default 'ATIVA', "amount" numeric(10,2) not null, "br_code" text not null, "expires_at" timestamptz not null, "paid_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "payments_company_id_index" on "payments" ("company_id");`);
    this.addSql(`create index "payments_invoice_id_index" on "payments" ("invoice_id");`);
    this.addSql(`alter table "payments" add constraint "payments_txid_unique" unique ("txid");`);
    this.addSql(`alter table "payments" add constraint "payments_end_to_end_id_unique" unique ("end_to_end_id");`);
    this.addSql(
      `alter table "payments" add constraint "payments_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "invoices" cascade;`);
  }
}
