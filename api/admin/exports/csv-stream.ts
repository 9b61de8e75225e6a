// Streams rows as CSV into an HTTP response (issue 13 item 6): rows come from a database cursor
// batch by batch, through csv-stringify, into the response, with backpressure at each step
// (Readable.from waits while the stringifier or the socket is full), so memory stays flat
// however many rows the range holds. A client that goes away stops the cursor (the generator is
// returned). Cells that a spreadsheet would run as a formula (= + - @ tab CR first) get a
// leading ' (csv-stringify's escape_formulas).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Logger } from 'pino';

export interface CsvColumn<Row> {
  key: keyof Row & string;
  header: string;
}

/** The headers of a CSV download saved as `fileName`. */
export function startCsvDownload(res: Response, fileName: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

async function* rowsOf<Row>(batches: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const batch of batches) yield* batch;
}

/**
 * Writes `batches` as CSV (a UTF-8 BOM, so spreadsheets read the accents, then the header row).
 * Resolves when the response is finished; a failure after the first byte cuts the download off
 * (the status was already sent) and is logged, one before it is thrown for the error handler.
 */
export async function streamCsv<Row extends object>(
  res: Response,
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  log: Logger | undefined,
): Promise<void> {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    escape_formulas: true,
    cast: { date: (value) => value.toISOString(), boolean: (value) => (value ? 'true' : 'false') },
  });
  try {
    await pipeline(Readable.from(rowsOf(batches), { highWaterMark: 64 }), stringifier, res);
  } catch (error) {
    if (!res.headersSent) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') log?.error({ err: error }, 'CSV export cut off');
    res.destroy();
  }
}
