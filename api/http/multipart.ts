// Multipart uploads (multer, held in memory) with multer's and busboy's errors turned into our
// answers: a file over the limit is a 413, one file too many or another field name a 400 with the
// route's error, anything else about the body a 400. Every upload route mounts one of these
// after its rate limit, so a client past the limit cannot make us buffer the body.
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
  /** The repeated form field that carries the files; they land on req.files, in order. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The 413 when a file is too large. */
  tooLarge: () => AppError;
  /** The 400 when more than maxFiles files, or a file under another name, is sent. */
  tooManyFiles: () => AppError;
}

/** Up to maxFiles files in one repeated field and a few text fields, or the matching 413/400. */
export function multiFileUpload(options: MultiFileUploadOptions): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: options.maxBytes,
      files: options.maxFiles,
      fields: options.maxFields,
      fieldSize: options.maxFieldBytes,
      parts: options.maxFields + options.maxFiles + 1, // one over: an extra file meets the file count first
    },
  }).array(options.field, options.maxFiles);
  return withOurErrors(upload, options.tooLarge, options.tooManyFiles);
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
