/** ctx/client: a typed client for the ctx HTTP API (the CLI and the MCP server use it). */
export { CtxClient, type CtxClientOptions, type AskOptions, type Query, type RequestOptions } from './client.js';
export { CtxApiError, CtxNetworkError, CtxProtocolError } from './errors.js';
export { undiciTransport, bufferBody, type Transport, type HttpRequest, type HttpResponse, type ResponseBody } from './http.js';
export type { FileSource } from './multipart.js';
export { parseReference, parseLocator, type Locator } from '../api/reference.js';
export type * from '../api/responses.js';
