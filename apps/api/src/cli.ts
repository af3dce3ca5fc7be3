/**
 * `pnpm cli <command>`: account and key management on the same DATA_DIR / DATABASE_URL as
 * the server (on PGlite, with the server stopped). The last stdout line of every command is JSON.
 *
 *   keys create [--plan P] [--account ID]   new account on plan P with its first key, or a key for ID
 *   keys list --account ID
 *   keys revoke --account ID --key KEY_ID
 *   accounts create [--plan P]
 *   accounts set-plan --account ID --plan P
 *   backup --out FILE [--server URL]         see cli-backup.ts
 *   restore --from FILE
 *
 * api.md §2 names the same operations as create-account, create-key, list-keys, revoke-key, set-plan.
 *
 * @module
 */
import { PLANS, type Plan, type Store, StoreError } from '@nutrilabel/store';
import { BackupUsageError, isBackupCommand, runBackupCommand } from './cli-backup';
import { ConfigError, loadConfig } from './config';
import { type AuthInvalidation, publishInvalidation } from './middleware/auth-invalidation';
import { describeStore, openStore } from './open-store';

const USAGE = `Usage: pnpm cli <command>
  keys create [--plan free|pro|team|unlimited] [--account ID]
  keys list --account ID
  keys revoke --account ID --key KEY_ID
  accounts create [--plan P]
  accounts set-plan --account ID --plan P
  backup --out FILE [--server URL]   the embedded database (through the running server with ADMIN_TOKEN)
  restore --from FILE                into a new DATA_DIR, server stopped
Aliases: create-account, create-key, list-keys, revoke-key, set-plan.`;

class UsageError extends Error {}

const ALIASES: Readonly<Record<string, readonly [string, string]>> = {
  'create-account': ['accounts', 'create'],
  'create-key': ['keys', 'create'],
  'list-keys': ['keys', 'list'],
  'revoke-key': ['keys', 'revoke'],
  'set-plan': ['accounts', 'set-plan'],
};

function parseArgs(argv: readonly string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[++i];
      if (!name || value === undefined) throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    } else positional.push(arg);
  }
  const alias = ALIASES[positional[0] ?? ''];
  const [group, action] = alias ?? [positional[0], positional[1]];
  return { group, action, flags };
}

function plan(value: string | undefined, fallback?: Plan): Plan {
  if (value === undefined && fallback) return fallback;
  if (!PLANS.includes(value as Plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return value as Plan;
}

function required(flags: Record<string, string>, name: string): string {
  const value = flags[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

async function run(
  store: Store,
  argv: readonly string[],
  notify: (message: AuthInvalidation) => Promise<void>,
): Promise<unknown> {
  const { group, action, flags } = parseArgs(argv);
  const command = `${group} ${action}`;
  switch (command) {
    case 'keys create': {
      const accountId = flags.account;
      if (accountId) {
        const account = await store.accounts.get(accountId);
        if (!account) throw new UsageError(`no account ${accountId}`);
        const key = await store.apiKeys.create(account.id);
        return { accountId: account.id, key: key.key, plan: account.plan, keyId: key.id };
      }
      const account = await store.accounts.create({ plan: plan(flags.plan, 'free') });
      const key = await store.apiKeys.create(account.id);
      return { accountId: account.id, key: key.key, plan: account.plan, keyId: key.id };
    }
    case 'keys list':
      return {
        accountId: required(flags, 'account'),
        keys: await store.apiKeys.list(required(flags, 'account')),
      };
    case 'keys revoke': {
      const revoked = await store.apiKeys.revoke(required(flags, 'account'), required(flags, 'key'));
      if (!revoked) throw new UsageError(`account ${flags.account} has no key ${flags.key}`);
      await notify({ keyId: required(flags, 'key') });
      return { accountId: flags.account, keyId: flags.key, revoked: true };
    }
    case 'accounts create': {
      const account = await store.accounts.create({ plan: plan(flags.plan, 'free') });
      return { accountId: account.id, plan: account.plan, createdAt: account.createdAt };
    }
    case 'accounts set-plan': {
      const account = await store.accounts.setPlan(required(flags, 'account'), plan(flags.plan));
      if (!account) throw new UsageError(`no account ${flags.account}`);
      await notify({ accountId: account.id });
      return { accountId: account.id, plan: account.plan };
    }
    default:
      throw new UsageError(
        group ? `unknown command "${[group, action].filter(Boolean).join(' ')}"` : 'no command',
      );
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 1 : 0;
  }
  let store: Store | undefined;
  try {
    const config = loadConfig();
    if (isBackupCommand(argv)) {
      process.stdout.write(`${JSON.stringify(await runBackupCommand(config, argv))}\n`);
      return 0;
    }
    try {
      store = await openStore(config);
    } catch (error) {
      if (error instanceof StoreError && error.code === 'locked') {
        throw new Error(
          `${describeStore(config)} is in use by another process (is the server running?). ` +
            `Stop it, or point DATABASE_URL at a PostgreSQL server. ${error.message.replace(/^\[store\] \[pglite\] /, '')}`,
        );
      }
      throw error;
    }
    const { redisUrl } = config;
    // Running servers drop the key from their caches at once (api.md §2: a revoked key stops at once).
    const notify = async (message: AuthInvalidation) => {
      if (!redisUrl) return;
      await publishInvalidation(redisUrl, message).catch((error: unknown) => {
        process.stderr.write(
          `warning: done, but running servers could not be told through Redis (${error instanceof Error ? error.message : String(error)}); they see it within AUTH_CACHE_TTL_MS\n`,
        );
      });
    };
    const result = await run(store, argv, notify);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: ${message}\n`);
    if (error instanceof UsageError || error instanceof BackupUsageError) process.stderr.write(`${USAGE}\n`);
    if (error instanceof ConfigError) return 2;
    return 1;
  } finally {
    await store?.close();
  }
}

main().then((code) => process.exit(code));
