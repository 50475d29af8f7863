import { z } from 'zod';

/**
 * The replies of the API as zod schemas: the OpenAPI document is generated from them (beside
 * the request schemas the routes validate with), and the typed client's types are inferred from
 * them, so the document, the client and the server describe one wire format.
 */

export const errorShapeA = z.object({ error: z.string().describe('human-readable message'), code: z.string().describe('stable error code') }).meta({ id: 'ErrorA', description: 'Error shape A (auth, files, queries, keys, sessions)' });
export const errorShapeB = z.object({ message: z.string(), error: z.string().describe('error code, or the failure reason of a FAILED file') }).meta({ id: 'ErrorB', description: 'Error shape B (/metadata/search_by_*, /metadata/{file_id})' });
export const errorShapeC = z.object({ error: z.string().describe('error code'), detail: z.string() }).meta({ id: 'ErrorC', description: 'Error shape C (/metadata/get_user_profile, /metadata/get_user_event)' });

export const message = z.object({ message: z.string() });

const status = z.enum(['PENDING', 'COMPLETED', 'FAILED']);

export const entry = z
  .object({
    is_dir: z.boolean(),
    name: z.string(),
    path: z.string(),
    file_id: z.string(),
    size: z.number(),
    status,
    created_at: z.string(),
    sha256: z.string().nullable(),
    error: z.string().nullable().optional(),
    note: z.string().optional(),
  })
  .meta({ id: 'Entry' });

export const listing = z
  .object({
    items: z.array(entry),
    tree: z.record(z.string(), z.record(z.string(), z.object({ file_id: z.string(), is_dir: z.boolean() }))),
    version: z.string(),
    need_refresh_file: z.boolean(),
  })
  .meta({ id: 'Listing' });

export const uploadReply = z
  .object({ filename: z.string(), path: z.string().describe('the directory, ending with /'), renamed: z.boolean(), file_id: z.string(), timestamp: z.string() })
  .meta({ id: 'UploadReply' });

export const fileStatus = z.object({ file_id: z.string(), status: z.enum(['PENDING', 'COMPLETED', 'FAILED', 'UNKNOWN']), error: z.string().nullable().optional(), note: z.string().optional() });

export const downloadLink = z.object({ url: z.string(), name: z.string(), file_type: z.string().nullable(), file_id: z.string() });

export const moveReply = z.object({ message: z.string(), file_moves: z.array(z.tuple([z.string(), z.string()])) });

export const fileInfo = z.object({ file_id: z.string(), file_path: z.string(), file_name: z.string(), file_type: z.string().nullable(), created_at: z.string() });

export const searchHit = fileInfo.extend({ score: z.number().describe('higher is better') }).meta({ id: 'SearchHit' });
export const searchReply = z.array(searchHit);

export const fact = z.object({ chunk: z.string(), reference: z.string().describe('path#locator, e.g. /docs/a.pdf#page=3') }).meta({ id: 'Fact' });
const replyContent = z.array(z.object({ type: z.string(), text: z.string().optional(), facts: z.array(fact).optional() }));

export const queryReply = z
  .object({
    success: z.boolean(),
    response: z.object({
      role: z.string(),
      content: replyContent,
      cuid: z.string(),
      created_at: z.string(),
      searched_files: z.array(z.string()).describe('file ids'),
      model: z.string().optional(),
    }),
    content: replyContent.optional(),
    suid: z.string(),
    summary: z.string(),
    timestamp: z.string(),
  })
  .meta({ id: 'QueryReply' });

export const queryStreamEvent = z
  .union([
    z.object({ type: z.literal('token'), content: z.string() }),
    z.object({ type: z.literal('done'), response: queryReply }),
    z.object({ type: z.literal('error'), error: z.string(), code: z.string() }),
  ])
  .meta({ id: 'QueryStreamEvent', description: 'one `data:` line of the text/event-stream reply (streaming=true)' });

export const metadataRecord = z.object({ summary: z.string(), content: z.string(), hash_tags: z.array(z.string()) }).meta({ id: 'Metadata' });
export const metadataWithFile = z.object({ file_info: fileInfo, metadata: metadataRecord });

export const profile = z.record(z.string(), z.object({ sub_topics: z.record(z.string(), z.object({ value: z.string() })) })).meta({ id: 'Profile' });

export const userEvent = z
  .object({
    event_type: z.enum(['personal', 'financial', 'professional', 'educational', 'social']),
    content: z.string(),
    happen_time: z.string().nullable(),
    mention_time: z.string(),
    file_id: z.string(),
    path: z.string(),
  })
  .meta({ id: 'UserEvent' });
export const events = z.array(userEvent);

export const textSegment = z.object({ locator: z.string().describe('#page=N, #line=N, #slide=N, #sheet=NAME&row=N, #sheet=NAME&chart=N, #paragraph=N or #t=HH:MM:SS'), text: z.string() });
export const fileText = z
  .object({
    file_id: z.string(),
    path: z.string(),
    status,
    locator: z.string().nullable().describe('the locator asked for, if any'),
    segments: z.array(textSegment),
    text: z.string().describe('the segments joined, cut at max_chars'),
    truncated: z.boolean(),
  })
  .meta({ id: 'FileText' });

export const webpageReply = z.object({ filename: z.string(), path: z.string(), file_id: z.string(), timestamp: z.string(), url: z.string(), status: z.literal('PENDING') });

export const health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  models: z.unknown(),
  query_models: z.array(z.string()),
  jobs_pending: z.number(),
  disk: z.object({ free_mb: z.number().nullable(), min_free_mb: z.number(), low: z.boolean() }),
  vectors: z.array(z.unknown()),
  encoder: z.unknown(),
  store: z.object({ backend: z.enum(['sqlite', 'postgres']) }),
});

export const keyRecord = z
  .object({
    key_id: z.string(),
    name: z.string(),
    status: z.enum(['ACTIVE', 'DISABLED', 'REVOKED']),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    tier: z.enum(['free', 'pro', 'enterprise']),
    scope: z.enum(['admin', 'standard']),
    expires_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export const keyList = z.object({ success: z.boolean(), items: z.array(keyRecord) });
export const keyCreated = z.object({ success: z.boolean(), key_id: z.string(), api_key: z.string().describe('shown once'), tier: z.string(), scope: z.string() });
export const keyChanged = z.object({ success: z.boolean(), key_id: z.string(), status: z.string(), message: z.string() });

export const storedMessage = z
  .object({ cuid: z.string(), role: z.string(), content: z.unknown(), searched_files: z.array(z.string()), feedback: z.enum(['like', 'dislike']).nullable(), created_at: z.string() })
  .meta({ id: 'StoredMessage' });
export const sessionList = z.object({
  success: z.boolean(),
  sessions: z.array(z.object({ suid: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string(), message_count: z.number() })),
});
export const sessionMessages = z.object({ success: z.boolean(), suid: z.string(), title: z.string(), messages: z.array(storedMessage) });
export const successMessage = z.object({ success: z.boolean(), message: z.string() });
export const messageFeedback = z.object({ success: z.boolean(), cuid: z.string(), feedback: z.enum(['like', 'dislike']).nullable() });

/** The hosted service's shapes (compatibility routes). */
export const historyList = z.object({ success: z.boolean(), sessions: z.array(z.object({ suid: z.string(), created_at: z.string(), summary: z.string() })) });
export const historySession = z.object({
  success: z.boolean(),
  session: z.object({ suid: z.string(), messages: z.array(storedMessage), created_at: z.string(), summary: z.string() }),
});
const feedbackRecord = z.object({ cuid: z.string(), feedback_type: z.enum(['like', 'dislike']), created_at: z.string(), updated_at: z.string() });
export const feedbackReply = z.object({ success: z.boolean(), feedback: feedbackRecord.nullable() });
export const feedbackBatchReply = z.object({ success: z.boolean(), feedback: z.record(z.string(), feedbackRecord.nullable()) });
export const reactReply = z.object({ success: z.boolean(), message: z.string(), cuid: z.string() });
export const aiFeedbackReply = z.object({ success: z.boolean(), cuid: z.string(), feedback: z.object({ feedback_type: z.enum(['like', 'dislike']).nullable(), timestamp: z.string().nullable() }) });
export const aiFeedbackRemoved = z.object({ success: z.boolean(), cuid: z.string(), message: z.string() });

export type Entry = z.infer<typeof entry>;
export type Listing = z.infer<typeof listing>;
export type UploadReply = z.infer<typeof uploadReply>;
export type FileStatus = z.infer<typeof fileStatus>;
export type DownloadLink = z.infer<typeof downloadLink>;
export type SearchHit = z.infer<typeof searchHit>;
export type Fact = z.infer<typeof fact>;
export type QueryReply = z.infer<typeof queryReply>;
export type MetadataRecord = z.infer<typeof metadataRecord>;
export type Profile = z.infer<typeof profile>;
export type UserEvent = z.infer<typeof userEvent>;
export type FileText = z.infer<typeof fileText>;
export type Health = z.infer<typeof health>;
