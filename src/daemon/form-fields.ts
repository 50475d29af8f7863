import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CtxError } from '../core/errors.js';

/** Largest text field of a form: a query's payload (bounded again by max_context_chars). */
export const FIELD_BYTES = 4 * 1024 * 1024;

/**
 * The text fields of a multipart form. File parts are refused: only /file/upload takes files,
 * and it reads its own stream. busboy cuts an oversized field silently; a stump would be read as
 * a different value, so it is an error (`tooLong` names it for the route).
 */
export async function readMultipartFields(
  req: FastifyRequest,
  tooLong: (field: string) => CtxError = (field) => new CtxError('INVALID_PARAMETERS', `${field}: is too long`),
  fieldBytes = FIELD_BYTES,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  // files: 1 so that a file part reaches the check below and gets its own message.
  for await (const part of req.parts({ limits: { files: 1, fields: 50, fieldSize: fieldBytes } })) {
    if (part.type === 'file') {
      part.file.resume();
      throw new CtxError('INVALID_PARAMETERS', `file parts are not accepted by ${req.routeOptions.url ?? 'this endpoint'}; only /file/upload takes a file`);
    }
    if (part.valueTruncated) throw tooLong(part.fieldname);
    fields[part.fieldname] = String(part.value);
  }
  return fields;
}

/**
 * preValidation for form routes: a multipart body (a browser's FormData, the hosted service's
 * JavaScript examples) becomes `req.body` like a url-encoded one, so every form route takes
 * either encoding. Routes that stream their own multipart (upload) or read it with limits of
 * their own (query, webpage) opt out with `config: { ownMultipart: true }`.
 */
export async function multipartAsForm(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (req.routeOptions.config?.ownMultipart || req.method !== 'POST' || !req.isMultipart()) return;
  req.body = await readMultipartFields(req);
}
