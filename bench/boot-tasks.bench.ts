// The main-thread tasks of ours around a drawn page's load event (decision 056): on a first visit,
// unthrottled, from a CDP trace of each page load in a fresh context:
// - the boot's first task: the task that evaluates the boot's module (with the end of the parse
//   and, often, the load event), and the module's own evaluation in it;
// - the task that reads the browser's storage (the permission checks and the storage's contents
//   the renderer asks the browser for), and those calls' own time;
// - whether the page built an image document of its own (an SVG image, such as an SVG favicon).
// Lighthouse slows each task four times and counts what goes past 50 ms, so a task over 12.5 ms
// here is a long one there. Prints each run and the medians; no target, so it never fails.
// Run: npm run build && node --import tsx bench/boot-tasks.bench.ts
// (BENCH_RUNS=7 by default; BENCH_PAGES=/en,/en/browse to choose pages; BENCH_PORT)
import type { Browser } from '@playwright/test';
import { launchBenchBrowser } from './support/browser.ts';
import { publicPages } from './support/pages.ts';
import { hostLoad, median, startBenchServer } from './support/server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 7);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string }; beginData?: { url?: string } };
}

interface Tasks {
  /** The task that evaluates the boot's module, and that evaluation (ms). */
  bootTask: number;
  bootScript: number;
  /** The task that first reads storage, and the storage calls of the whole load (ms). */
  storageTask: number;
  storageCalls: number;
  /** Documents with no address the page built after its own (SVG images). */
  imageDocuments: number;
}

const STORAGE_CALLS = new Set(['ContentSettingsManager::AllowStorageAccess', 'StorageArea::GetAll']);

async function traceOnce(browser: Browser, url: string): Promise<Tasks> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,blink,mojom',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2_000);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;

    // The page's renderer thread: where its navigation started, or where its HTML was parsed.
    const parse =
      events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http')) ??
      events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'));
    if (!parse) throw new Error(`no navigation to ${url} in the trace`);
    const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
    const tasks = onMain.filter((event) => event.name === 'RunTask');
    const holding = (inner: TraceEvent | undefined) =>
      inner && tasks.find((task) => task.ts <= inner.ts && task.ts + (task.dur ?? 0) >= inner.ts + (inner.dur ?? 0));
    const ms = (event: TraceEvent | undefined) => Math.round((event?.dur ?? 0) / 100) / 10;

    const evaluations = onMain.filter((event) => event.name === 'v8.evaluateModule');
    const boot = evaluations.reduce<TraceEvent | undefined>(
      (longest, event) => ((event.dur ?? 0) > (longest?.dur ?? 0) ? event : longest),
      undefined,
    );
    const storage = onMain.filter((event) => STORAGE_CALLS.has(event.name));
    // (the frame's initial empty document comes before the page's HTML is parsed)
    const parsed = onMain.find((event) => event.name === 'ParseHTML')?.ts ?? parse.ts;
    const navigations = events.filter((event) => event.name === 'navigationStart' && event.pid === parse.pid && event.ts > parsed);
    return {
      bootTask: ms(holding(boot)),
      bootScript: ms(boot),
      storageTask: ms(holding(storage[0])),
      storageCalls: Math.round(storage.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 100) / 10,
      imageDocuments: navigations.filter((event) => !event.args?.data?.documentLoaderURL).length,
    };
  } finally {
    await context.close();
  }
}

const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4397));
let browser: Browser | undefined;
try {
  browser = await launchBenchBrowser();
  const pages = await publicPages(server.url, { informationPage: false });
  console.log(`the boot's tasks on a first visit, unthrottled, ${runs} runs a page`);
  const summary: string[] = [];
  const loadBefore = hostLoad();
  for (const path of pages) {
    const seen: Tasks[] = [];
    for (let i = 0; i < runs; i++) {
      const tasks = await traceOnce(browser, `${server.url}${path}`);
      seen.push(tasks);
      console.log(
        `  ${path} run ${i + 1}: boot task ${tasks.bootTask} ms (script ${tasks.bootScript} ms); storage task ${tasks.storageTask} ms (calls ${tasks.storageCalls} ms); image documents ${tasks.imageDocuments}`,
      );
    }
    const of = (pick: (tasks: Tasks) => number) => median(seen.map(pick));
    summary.push(
      `${path}: median boot task ${of((t) => t.bootTask)} ms (script ${of((t) => t.bootScript)} ms); storage task ${of((t) => t.storageTask)} ms (calls ${of((t) => t.storageCalls)} ms); runs with an image document ${seen.filter((t) => t.imageDocuments > 0).length}/${runs}`,
    );
  }
  console.log(`\n${summary.join('\n')}\n${loadBefore} before, ${hostLoad()} after`);
} finally {
  await browser?.close();
  await server.stop();
}
