// Streams rows as CSV into an HTTP response: rows come from a database cursor
// batch by batch; csv-stringify writes each batch (500 rows) as one piece of text, and the
// response takes the pieces with backpressure (Readable.from asks for the next batch only when
// the socket has room), so memory stays flat however many rows the range holds. A client that
// goes away stops the cursor (the generator is returned). Cells that a spreadsheet would run as a formula (= + - @ tab CR first) get a
// leading ' (csv-stringify's escape_formulas).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Options, stringify } from 'csv-stringify/sync';
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

/** The file as pieces of text: the BOM and the header row with the first batch (alone when there is none). */
async function* csvPieces<Row>(batches: AsyncIterable<Row[]>, options: Options): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield stringify(batch, { ...options, header: first, bom: first });
    first = false;
  }
  if (first) yield stringify([], { ...options, header: true, bom: true });
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
  const options: Options = {
    columns: columns.map(({ key, header }) => ({ key, header })),
    escape_formulas: true,
    cast: { date: (value) => value.toISOString(), boolean: (value) => (value ? 'true' : 'false') },
  };
  try {
    await pipeline(Readable.from(csvPieces(batches, options), { objectMode: false, highWaterMark: 1 }), res);
  } catch (error) {
    if (!res.headersSent) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') log?.error({ err: error }, 'CSV export cut off');
    res.destroy();
  }
}
