// Multipart uploads (multer) with multer's and busboy's errors turned into our answers: a file
// over the limit is a 413, one file too many or another field name a 400 with the route's error,
// anything else about the body a 400. Every upload route mounts one of these after its rate limit,
// so a client past the limit cannot make us buffer the body. A single file is held in memory; the
// files of multiFileUpload are streamed to a temporary folder (req.files[i].path) and removed when
// the response is done, whatever it was (multer removes them itself when the body fails).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { type AppError, PayloadTooLargeError, ValidationError } from '../errors.ts';

export interface SingleFileUploadOptions {
  /** The form field that carries the file; it lands on req.file. */
  field: string;
  maxBytes: number;
  /** How many text fields the form may carry besides the file. */
  maxFields: number;
  /** The largest text field, in bytes. */
  maxFieldBytes: number;
  /** The 413's message when the file is too large. */
  tooLargeMessage: string;
  /** The 400 when more than one file, or a file under another name, is sent. */
  notSingleFile: () => ValidationError;
}

/** One optional file and a few text fields, or the matching 413/400. */
export function singleFileUpload(options: SingleFileUploadOptions): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: options.maxBytes,
      files: 1,
      fields: options.maxFields,
      fieldSize: options.maxFieldBytes,
      parts: options.maxFields + 1,
    },
  }).single(options.field);
  return withOurErrors(upload, () => new PayloadTooLargeError(options.tooLargeMessage), options.notSingleFile);
}

export interface MultiFileUploadOptions {
  /** The repeated form field that carries the files; they land on req.files, in order, on disk. */
  field: string;
  /** The folder the files are written to while the request lasts (made if missing). */
  directory: string;
  maxFiles: number;
  maxBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The 413 when a file is too large. */
  tooLarge: () => AppError;
  /** The 400 when more than maxFiles files, or a file under another name, is sent. */
  tooManyFiles: () => AppError;
}

/** Up to maxFiles files in one repeated field and a few text fields, on disk until the response is done, or the matching 413/400. */
export function multiFileUpload(options: MultiFileUploadOptions): RequestHandler {
  let made = false;
  const storage = multer.diskStorage({
    destination(_req, _file, callback) {
      try {
        if (!made) mkdirSync(options.directory, { recursive: true });
        made = true;
        callback(null, options.directory);
      } catch (error) {
        callback(error as Error, options.directory);
      }
    },
    filename: (_req, _file, callback) => callback(null, `${randomUUID()}.upload`),
  });
  const upload = multer({
    storage,
    limits: {
      fileSize: options.maxBytes,
      files: options.maxFiles,
      fields: options.maxFields,
      fieldSize: options.maxFieldBytes,
      parts: options.maxFields + options.maxFiles + 1, // one over: an extra file meets the file count first
    },
  }).array(options.field, options.maxFiles);
  const received = withOurErrors(upload, options.tooLarge, options.tooManyFiles);
  return (req, res, next) => {
    res.once('close', () => {
      const files = Array.isArray(req.files) ? req.files : [];
      for (const file of files) void rm(file.path, { force: true }).catch(() => undefined);
    });
    received(req, res, next);
  };
}

function withOurErrors(upload: RequestHandler, tooLarge: () => AppError, wrongFiles: () => AppError): RequestHandler {
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
        if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return next(wrongFiles());
        return next(new ValidationError('The form is too large'));
      }
      // Anything else here is busboy failing to read the body: a malformed multipart request.
      next(new ValidationError('Malformed multipart body'));
    });
  };
}
