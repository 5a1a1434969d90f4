/**
 * CI check of wrangler.toml's deployed environments (README, Deploying), as wrangler itself reads
 * them. Bindings and vars are not inherited, so a binding added at the top level (local) and not to
 * an environment would deploy without it: each environment must declare every binding (Durable
 * Objects included, each class created by a migration), var and required secret of the top level;
 * its resources must be its own (no name or real id shared with another environment); its queues
 * must reach their consumers (worker/queue-names.ts); its origin must be https; its logs must keep
 * every request (observability). Prints what is wrong and exits 1.
 */
import { type Unstable_Config, unstable_readConfig } from 'wrangler';
import { HOUSEKEEPING_CRON } from '#worker/platform/housekeeping/schedule';
import { queueRole } from '#worker/queue-names';
import { repoRoot } from '#worker/scripts/wrangler-cli';

export const DEPLOYED_ENVIRONMENTS = ['staging', 'production'] as const;

const read = (env?: string) => unstable_readConfig({ config: `${repoRoot}/wrangler.toml`, env });

/** Binding names per kind, as sorted lists, for comparing environments. */
function bindings(config: Unstable_Config): Record<string, string[]> {
  const sorted = (names: (string | undefined)[]) => names.map((n) => n ?? '').sort();
  return {
    d1: sorted(config.d1_databases.map((d) => d.binding)),
    kv: sorted(config.kv_namespaces.map((k) => k.binding)),
    r2: sorted(config.r2_buckets.map((r) => r.binding)),
    'queue producers': sorted((config.queues.producers ?? []).map((q) => q.binding)),
    'queue consumers': sorted((config.queues.consumers ?? []).map((q) => queueRole(q.queue))),
    ratelimits: sorted(config.ratelimits.map((r) => r.name)),
    'durable objects': sorted(config.durable_objects.bindings.map((d) => `${d.name} (${d.class_name})`)),
    version_metadata: sorted([config.version_metadata?.binding]),
    vars: sorted(Object.keys(config.vars)),
    crons: sorted(config.triggers.crons ?? []),
  };
}

/** Names and ids of the resources an environment uses; a placeholder id (all zeros) is not a real one. */
function resources(config: Unstable_Config): string[] {
  const real = (id: string | undefined) => (id && !/^[0-]+$/.test(id) ? [id] : []);
  return [
    `worker ${config.name}`,
    ...config.d1_databases.flatMap((d) => [`d1 ${d.database_name}`, ...real(d.database_id).map((id) => `d1 id ${id}`)]),
    ...config.kv_namespaces.flatMap((k) => real(k.id).map((id) => `kv id ${id}`)),
    ...config.r2_buckets.map((r) => `r2 ${r.bucket_name}`),
    ...(config.queues.producers ?? []).map((q) => `queue ${q.queue}`),
    ...config.ratelimits.map((r) => `ratelimit namespace ${r.namespace_id}`),
  ];
}

export function environmentProblems(): string[] {
  const problems: string[] = [];
  const top = read();
  const expected = bindings(top);
  if (!expected.crons?.includes(HOUSEKEEPING_CRON)) problems.push(`[triggers] crons lacks ${HOUSEKEEPING_CRON}`);
  const owners = new Map<string, string>();
  for (const env of DEPLOYED_ENVIRONMENTS) {
    const config = read(env);
    const actual = bindings(config);
    for (const [kind, names] of Object.entries(expected)) {
      if (JSON.stringify(actual[kind]) !== JSON.stringify(names))
        problems.push(
          `env.${env} ${kind}: ${JSON.stringify(actual[kind])}, the top level has ${JSON.stringify(names)}`,
        );
    }
    // [[migrations]] are inherited, but an environment may state its own: each bound class must be created by one.
    const created = new Set(
      config.migrations.flatMap((m: { new_sqlite_classes?: string[]; new_classes?: string[] }) => [
        ...(m.new_sqlite_classes ?? []),
        ...(m.new_classes ?? []),
      ]),
    );
    for (const { class_name } of config.durable_objects.bindings) {
      if (!created.has(class_name))
        problems.push(`env.${env} binds Durable Object class ${class_name} no migration creates`);
    }
    const missingSecrets = (top.secrets?.required ?? []).filter((s: string) => !config.secrets?.required?.includes(s));
    if (missingSecrets.length > 0) problems.push(`env.${env} [secrets] required lacks ${missingSecrets.join(', ')}`);
    for (const producer of config.queues.producers ?? []) {
      const local = top.queues.producers?.find((q: { binding: string }) => q.binding === producer.binding);
      if (local && queueRole(local.queue) !== queueRole(producer.queue))
        problems.push(`env.${env} queue ${producer.queue} (${producer.binding}) would reach the wrong consumer`);
    }
    for (const consumer of config.queues.consumers ?? []) {
      const dlq = consumer.dead_letter_queue;
      if (dlq && queueRole(dlq) !== `${queueRole(consumer.queue)}-dlq`)
        problems.push(`env.${env} dead-letter queue ${dlq} of ${consumer.queue} would reach the wrong consumer`);
    }
    // A 5xx quotes its request id as the reference; head sampling below 1 would drop some of those lines.
    if (!config.observability?.enabled || config.observability.head_sampling_rate !== 1)
      problems.push(`env.${env} [observability] must be enabled with head_sampling_rate = 1`);
    const origin = config.vars.APP_ORIGIN;
    if (typeof origin !== 'string' || !/^https:\/\/[^/]+$/.test(origin))
      problems.push(`env.${env} APP_ORIGIN ${JSON.stringify(origin)} is not an https origin`);
    for (const resource of resources(config)) {
      const owner = owners.get(resource);
      if (owner) problems.push(`env.${env} shares ${resource} with ${owner}`);
      owners.set(resource, `env.${env}`);
    }
  }
  for (const resource of resources(top)) {
    const owner = owners.get(resource);
    if (owner) problems.push(`${owner} shares ${resource} with the local top level`);
  }
  return problems;
}

const problems = environmentProblems();
for (const problem of problems) console.error(`wrangler.toml: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`wrangler.toml: ${DEPLOYED_ENVIRONMENTS.join(' and ')} declare every binding with their own resources`);
