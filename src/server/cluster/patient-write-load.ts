import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { call } from './http.js';

export interface WriteLoad {
  /** Ids of the patients whose creation was answered 201: the writes a user saw succeed. */
  readonly acknowledged: string[];
  /** Requests that got no answer (connection refused or cut). */
  readonly unanswered: number;
  /** The statuses of the requests answered with anything but 201. */
  readonly refusals: number[];
  /** Every last name the load sent: none of them may appear in a log. */
  readonly lastNames: string[];
  /** Requests to `target` sent and not yet answered. */
  inFlightTo(target: string): number;
  /**
   * Resolves once `count` more creations have been acknowledged (by `target` only, when given);
   * rejects after 20 s.
   */
  acknowledgedMore(count: number, target?: string): Promise<void>;
  stop(): Promise<void>;
}

const ACKNOWLEDGE_TIMEOUT_MS = 20_000;
/** After a failure, a client does not hammer a dead instance in a tight loop. */
const PAUSE_AFTER_FAILURE_MS = 50;

/**
 * `clientsPerTarget` clients per instance creating patients back to back until stopped, as a
 * busy clinic's front desks would.
 */
export function startPatientWriteLoad(options: {
  targets: string[];
  cookie: string;
  clientsPerTarget: number;
}): WriteLoad {
  const run = randomBytes(4).toString('hex');
  const acknowledged: string[] = [];
  const lastNames: string[] = [];
  const acknowledgedBy = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const waiters: Array<{ target?: string; until: number; resolve: () => void }> = [];
  const countOf = (target?: string) =>
    target === undefined ? acknowledged.length : (acknowledgedBy.get(target) ?? 0);
  let unanswered = 0;
  const refusals: number[] = [];
  let stopped = false;

  const client = async (target: string, clientNo: number) => {
    for (let n = 0; !stopped; n += 1) {
      const lastName = `Loadtest-${run}-${clientNo}-${n}`;
      lastNames.push(lastName);
      inFlight.set(target, (inFlight.get(target) ?? 0) + 1);
      try {
        const answer = await call(target, 'POST', '/patients', {
          cookie: options.cookie,
          body: { firstName: 'Kim', lastName },
        });
        if (answer.status === 201) {
          acknowledged.push(answer.body.patient.id);
          acknowledgedBy.set(target, countOf(target) + 1);
          for (const waiter of waiters.filter((w) => countOf(w.target) >= w.until)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          continue;
        }
        refusals.push(answer.status);
      } catch {
        unanswered += 1;
      } finally {
        inFlight.set(target, inFlight.get(target)! - 1);
      }
      await sleep(PAUSE_AFTER_FAILURE_MS);
    }
  };
  const clients = options.targets.flatMap((target, targetNo) =>
    Array.from({ length: options.clientsPerTarget }, (_, index) =>
      client(target, targetNo * options.clientsPerTarget + index),
    ),
  );

  return {
    acknowledged,
    lastNames,
    get unanswered() {
      return unanswered;
    },
    refusals,
    inFlightTo: (target) => inFlight.get(target) ?? 0,
    acknowledgedMore(count, target) {
      const until = countOf(target) + count;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          const counts = `${countOf(target)} acknowledged, ${refusals.length} refused, ${unanswered} unanswered`;
          reject(new Error(`waited for ${until} acknowledged writes ${target ?? ''}: ${counts}`));
        }, ACKNOWLEDGE_TIMEOUT_MS);
        waiters.push({
          target,
          until,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
  };
}
