import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /api/metrics, plugins/metrics.ts). Counters and histograms live once
 * per process, as Prometheus scrapes a process; what belongs to one app (its pool, its job queue) is read at
 * scrape time by that app's own collectors (metrics-collectors.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'khidmat_' });

/** Request rate (its _count), latency and status per route pattern (never the raw URL: ids would explode the series). */
export const httpRequestSeconds = new Histogram({
  name: 'khidmat_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** Answers 500 and above (errors of ours or of a store), per route pattern. */
export const httpErrors = new Counter({
  name: 'khidmat_http_server_errors_total',
  help: 'HTTP answers with a 5xx status by method and route pattern',
  labelNames: ['method', 'route'] as const,
  registers: [processRegistry],
});

/** Mails handed to SMTP (or the outbox): sent, or failed (the queue retries a failed one). */
export const mailDeliveries = new Counter({
  name: 'khidmat_mail_deliveries_total',
  help: 'Mail delivery attempts by result (sent, failed)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

/** Web Push requests to the push services: delivered, gone (subscription dropped) or failed. */
export const pushDeliveries = new Counter({
  name: 'khidmat_push_deliveries_total',
  help: 'Web Push delivery attempts by result (delivered, gone, failed)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

/** From an express order's creation to the provider's accept (the dispatch window is 300 s by default). */
export const expressAcceptSeconds = new Histogram({
  name: 'khidmat_express_time_to_accept_seconds',
  help: 'Seconds from the creation of an express order to its acceptance by a provider',
  buckets: [5, 15, 30, 60, 90, 120, 180, 240, 300, 600],
  registers: [processRegistry],
});

/** The mailer as the mail queue sees it, counting each attempt's result (the queue keeps its own retries). */
export function countedMailer<M extends { send: (mail: never) => Promise<void> }>(mailer: M): M {
  return {
    ...mailer,
    send: async (mail: never) => {
      try {
        await mailer.send(mail);
        mailDeliveries.inc({ result: 'sent' });
      } catch (err) {
        mailDeliveries.inc({ result: 'failed' });
        throw err;
      }
    },
  };
}
