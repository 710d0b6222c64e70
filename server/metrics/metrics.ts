/**
 * The numbers an operator watches, in the Prometheus text format at `GET /metrics`: requests and
 * their durations by route and operation (a GraphQL operation or a user-pool action), punches
 * accepted and refused by code, punches answered again for a resent id (the phones' sync
 * replays), and the database pool. One registry per server (tests run several in one process),
 * with the process's own default metrics.
 *
 * Label values that a client chooses (operation names) are bounded: the first
 * `MAX_LABEL_VALUES` distinct names are kept, any later one counts as `other`, so nobody can
 * grow the registry without end by sending made-up names.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const MAX_LABEL_VALUES = 200;

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface RequestObservation {
  /** The route's fixed name: `/graphql`, `/auth`, `/healthz`, `static`, ... */
  route: string;
  /** The GraphQL operation or user-pool action, or '' when there is none. */
  operation: string;
  status: number;
  durationSeconds: number;
}

export interface ServerMetrics {
  registry: Registry;
  observeRequest(observation: RequestObservation): void;
  /** One punchAtControl answer: `accepted`, or the refusal's code. */
  countPunch(outcome: string): void;
  /** A punch answered from the visit stored for its id (a resent request). */
  countSyncReplay(): void;
  /** Reports the pool's connections with every scrape (PostgreSQL only). */
  watchPool(pool: PoolStats): void;
}

/** Keeps at most `max` distinct values; later ones become `other`. */
function boundedLabel(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'map_game_' });
  const requests = new Counter({
    name: 'map_game_http_requests_total',
    help: 'HTTP requests answered, by route, operation and status',
    labelNames: ['route', 'operation', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'map_game_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route and operation',
    labelNames: ['route', 'operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const punches = new Counter({
    name: 'map_game_punches_total',
    help: 'punchAtControl answers: accepted, or refused by code',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const replays = new Counter({
    name: 'map_game_sync_replays_total',
    help: 'Punches sent again with an id already stored, answered with the first answer',
    registers: [registry],
  });
  const operationLabel = boundedLabel(MAX_LABEL_VALUES);
  const outcomeLabel = boundedLabel(MAX_LABEL_VALUES);
  return {
    registry,
    observeRequest({ route, operation, status, durationSeconds }) {
      const labels = { route, operation: operationLabel(operation) };
      requests.inc({ ...labels, status: String(status) });
      durations.observe(labels, durationSeconds);
    },
    countPunch: (outcome) => punches.inc({ outcome: outcomeLabel(outcome) }),
    countSyncReplay: () => replays.inc(),
    watchPool(pool) {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge('map_game_db_pool_connections', 'Open database connections', () => pool.totalCount);
      gauge('map_game_db_pool_idle', 'Idle database connections', () => pool.idleCount);
      gauge(
        'map_game_db_pool_waiting',
        'Queries waiting for a database connection',
        () => pool.waitingCount,
      );
    },
  };
}
