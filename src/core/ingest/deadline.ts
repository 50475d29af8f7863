/**
 * Extraction deadlines. The job's time limit (`job_timeout_s`) is the only time budget: the
 * pool hands the extraction process the moment the limit runs out, the extraction stops its
 * open-ended work (OCR, transcription, frame decoding) a little before it, and the file
 * completes with what was read, marked as cut short (and retried once when the daemon is idle).
 */

/** Milliseconds left until `deadline` (epoch ms); unbounded without one. */
export function timeLeft(deadline: number | undefined): number {
  return deadline === undefined ? Number.POSITIVE_INFINITY : Math.max(0, deadline - Date.now());
}

/**
 * Of the job's time, what extraction may use: the rest is kept for chunking, enrichment and
 * vectors (seconds for a large text) and for sending the result back. 15% of the limit,
 * between 1 and 30 seconds.
 */
export function extractionDeadline(jobDeadline: number | undefined, jobTimeoutMs: number | undefined): number | undefined {
  if (jobDeadline === undefined) return undefined;
  const reserve = Math.min(30_000, Math.max(1000, 0.15 * (jobTimeoutMs ?? 0)));
  return jobDeadline - reserve;
}
