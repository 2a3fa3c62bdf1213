import { Counter, Gauge, Histogram, Registry, Summary } from 'prom-client';

// What the server says of itself at /metrics, in Prometheus' text format (prom-client): how many
// tables and connections it holds, the intents it takes, every refusal by its reason, how long a
// message takes to answer and how long the store takes to keep a change. Each server has a
// registry of its own, so two in one process (as in the tests) count apart.

export interface ServerMetrics {
  readonly registry: Registry;
  /** Messages answered, by kind, with the time each took from arrival to answer. */
  readonly answered: Summary<'message'>;
  readonly intents: Counter;
  readonly refusals: Counter<'rule'>;
  readonly storeSeconds: Histogram;
}

export interface Counted {
  tables(): number;
  connections(): number;
}

export function serverMetrics(counted: Counted): ServerMetrics {
  const registry = new Registry();
  new Gauge({
    name: 'hex_table_tables_open',
    help: 'Tables this server holds in memory.',
    registers: [registry],
    collect() {
      this.set(counted.tables());
    },
  });
  new Gauge({
    name: 'hex_table_connections',
    help: 'Players and spectators connected to this server.',
    registers: [registry],
    collect() {
      this.set(counted.connections());
    },
  });
  return {
    registry,
    answered: new Summary({
      name: 'hex_table_message_seconds',
      help: 'Time from a message arriving to its answer, by message (create, join, intent, host).',
      labelNames: ['message'],
      percentiles: [0.5, 0.95, 0.99],
      maxAgeSeconds: 600,
      ageBuckets: 5,
      registers: [registry],
    }),
    intents: new Counter({
      name: 'hex_table_intents_total',
      help: 'Actions players asked for (rate: intents a second).',
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'hex_table_refusals_total',
      help: 'Messages refused, by the rule they broke (shape, rate, seat, stale, table, host, ...).',
      labelNames: ['rule'],
      registers: [registry],
    }),
    storeSeconds: new Histogram({
      name: 'hex_table_store_seconds',
      help: 'Time the store (disk or Redis) took to keep a change.',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}
