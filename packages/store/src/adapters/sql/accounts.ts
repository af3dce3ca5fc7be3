/**
 * The SQL accounts repository.
 *
 * @module
 */
import { newId } from '../../ids';
import type { AccountRepository } from '../../types';
import type { SqlContext } from './context';
import { num, type Row, toAccount } from './rows';

/** The accounts repository on the context's executor. */
export function sqlAccounts({ db, nowIso }: SqlContext): AccountRepository {
  return {
    async create(input) {
      const { rows } = await db.query<Row>(
        'insert into accounts (id, plan, created_at) values ($1, $2, $3) returning *',
        [newId('acc'), input?.plan ?? 'free', nowIso()],
      );
      return toAccount(rows[0]!);
    },
    async get(id) {
      const { rows } = await db.query<Row>('select * from accounts where id = $1', [id]);
      return rows[0] ? toAccount(rows[0]) : null;
    },
    async setPlan(id, plan) {
      const { rows } = await db.query<Row>('update accounts set plan = $2 where id = $1 returning *', [
        id,
        plan,
      ]);
      return rows[0] ? toAccount(rows[0]) : null;
    },
    async count() {
      const { rows } = await db.query<Row>('select count(*)::int as n from accounts');
      return num(rows[0]?.n);
    },
  };
}
