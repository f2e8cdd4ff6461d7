import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A connection pool as `pg.Pool` reports it. */
export type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

/** What the gauges read when they are scraped; each part of the server fills in its own once built. */
export type MetricSources = {
  /** Socket.io clients connected to this process. */
  sockets: () => number;
  /** Sessions run by this process, by their last reported state. */
  sessions: () => Record<string, number>;
  /** The database pools of this process, by name. */
  pools: () => Record<string, PoolLike>;
};

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The figures of one server process in Prometheus's text format (`GET /metrics`). Counters and
 * histograms are fed as things happen; gauges read their source when scraped. One registry per
 * process object, so several servers in one test process keep apart.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Requests by route template (never the raw path), method and status; its `_count` is the request count. */
  readonly http: Histogram<'method' | 'route' | 'status'>;
  /** Messages received (inbound) and sent (outbound) through this process. */
  readonly messages: Counter<'direction'>;
  readonly jobRuns: Counter<'job'>;
  readonly jobFailures: Counter<'job'>;
  /** From another process's announcement of events to their emission to this process's sockets. */
  readonly eventLag: Histogram;
  #sources: Partial<MetricSources> = {};

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'balcao_' });
    this.http = new Histogram({
      name: 'balcao_http_request_duration_seconds',
      help: 'HTTP requests by route template, method and status, with their duration',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.messages = new Counter({
      name: 'balcao_messages_total',
      help: 'WhatsApp messages received (inbound) and sent (outbound) by this process',
      labelNames: ['direction'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'balcao_job_runs_total',
      help: 'Job runs finished in this process',
      labelNames: ['job'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'balcao_job_failures_total',
      help: 'Job runs that failed in this process',
      labelNames: ['job'],
      registers,
    });
    this.eventLag = new Histogram({
      name: 'balcao_event_log_lag_seconds',
      help: "Time from another process's announcement of events to their emission to this process's sockets",
      buckets: SECONDS_BUCKETS,
      registers,
    });
    const sources = () => this.#sources;
    new Gauge({
      name: 'balcao_socket_connections',
      help: 'Socket.io clients connected to this process',
      registers,
      collect() {
        this.set(sources().sockets?.() ?? 0);
      },
    });
    new Gauge({
      name: 'balcao_sessions',
      help: 'WhatsApp sessions run by this process, by state',
      labelNames: ['state'],
      registers,
      collect() {
        this.reset();
        for (const [state, count] of Object.entries(sources().sessions?.() ?? {})) {
          this.set({ state }, count);
        }
      },
    });
    new Gauge({
      name: 'balcao_database_pool_connections',
      help: 'Database connections of this process by pool and state (total, idle, waiting: requests queued for one)',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const [pool, { totalCount, idleCount, waitingCount }] of Object.entries(sources().pools?.() ?? {})) {
          this.set({ pool, state: 'total' }, totalCount);
          this.set({ pool, state: 'idle' }, idleCount);
          this.set({ pool, state: 'waiting' }, waitingCount);
        }
      },
    });
  }

  /** Names where a gauge reads from (called by each part once it exists). */
  observe(sources: Partial<MetricSources>): void {
    Object.assign(this.#sources, sources);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
