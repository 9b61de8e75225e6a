// A NUL character can never be part of a valid address or query here, and PostgreSQL refuses it
// in text: refuse it at the door with a 400 for every route (API, pages, media), so no handler
// has to remember. Bodies are checked by the contract's shared string rule (contract/text.ts).
import type { RequestHandler } from 'express';
import { ValidationError } from '../errors.ts';

// %00 in any spelling; a raw NUL never gets past Node's HTTP parser.
const ENCODED_NUL = /%00/i;

export const rejectNulInUrl: RequestHandler = (req, _res, next) => {
  if (ENCODED_NUL.test(req.originalUrl)) return next(new ValidationError('The address contains a NUL character'));
  next();
};
