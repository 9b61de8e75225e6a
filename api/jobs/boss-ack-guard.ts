// pg-boss 10.4.2 reports a job's end without waiting for it: its worker calls manager.complete()
// and manager.fail() and drops the promise (src/manager.js, work() → onFetch). When the database
// is away at that moment (a restart), that promise rejects with nobody listening, and Node ends
// the whole process on an unhandled rejection: the API with it. Found by bench/db-restart.bench.ts.
//
// The guard marks the promise as handled and reports the failure, while a caller who awaits it
// still gets the rejection (boss.complete()/boss.fail() keep their contract). A job whose end
// was not recorded stays active until its expiry, and pg-boss's supervisor then retries it: our
// handlers are idempotent (each checks what it already did), so nothing is lost or done twice.
import { createRequire } from 'node:module';

type Ack = (...args: unknown[]) => Promise<unknown>;
interface ManagerPrototype {
  complete: Ack;
  fail: Ack;
}

const require = createRequire(import.meta.url);
const Manager = require('pg-boss/src/manager.js') as { prototype: ManagerPrototype };

let report: (error: unknown, method: string) => void = () => undefined;

/** Who hears about a job end that could not be recorded (the queue's logger). */
export function onUnrecordedJobEnd(listener: (error: unknown, method: string) => void): void {
  report = listener;
}

for (const method of ['complete', 'fail'] as const) {
  const original = Manager.prototype[method];
  Manager.prototype[method] = function guarded(this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    result.catch((error: unknown) => report(error, method));
    return result;
  };
}
