/**
 * Migration 0001: the initial schema. Ids and search keys use the "C" collation so that
 * ordering is byte order, as in the memory adapter.
 *
 * @module
 */
import type { Migration } from './migration';

/** The initial schema. */
export const migration0001: Migration = {
  version: 1,
  name: '0001-init',
  sql: /* sql */ `
create table accounts (
  id text collate "C" primary key,
  plan text not null check (plan in ('free', 'pro', 'team', 'unlimited')),
  created_at timestamptz not null
);

create table api_keys (
  id text collate "C" primary key,
  account_id text collate "C" not null references accounts (id) on delete cascade,
  hash text not null unique,
  prefix text not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index api_keys_account_idx on api_keys (account_id, created_at);

create table recipes (
  id text collate "C" primary key,
  account_id text collate "C" not null references accounts (id) on delete cascade,
  name text not null,
  regulation text not null,
  recipe jsonb not null,
  version integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index recipes_account_updated_idx on recipes (account_id, updated_at desc, id desc);

create table ingredients (
  id text collate "C" primary key,
  account_id text collate "C" not null references accounts (id) on delete cascade,
  name text not null,
  name_key text collate "C" not null,
  nutrients jsonb not null,
  portions jsonb not null,
  allergens jsonb not null,
  created_at timestamptz not null
);
create index ingredients_account_created_idx on ingredients (account_id, created_at desc, id desc);

create table webhooks (
  id text collate "C" primary key,
  account_id text collate "C" not null references accounts (id) on delete cascade,
  url text not null,
  events jsonb not null,
  secret text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, url)
);

create table webhook_deliveries (
  id text collate "C" primary key,
  event_id text collate "C" not null,
  webhook_id text collate "C" not null references webhooks (id) on delete cascade,
  account_id text collate "C" not null references accounts (id) on delete cascade,
  type text not null,
  payload jsonb not null,
  status text not null check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null,
  max_attempts integer not null,
  next_attempt_at timestamptz not null,
  last_status_code integer,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, id) where status = 'pending';
create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, created_at desc, id desc);

create table webhook_delivery_attempts (
  delivery_id text collate "C" not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  at timestamptz not null,
  status_code integer,
  error text,
  duration_ms integer not null,
  primary key (delivery_id, attempt)
);

create table idempotency_keys (
  account_id text collate "C" not null references accounts (id) on delete cascade,
  key text not null,
  request_hash text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null,
  primary key (account_id, key)
);
`,
};
