/** The spec's supported extensions (rule 7) and .zip, with their media types and families. */
export type FileFamily = 'image' | 'video' | 'audio' | 'document' | 'archive';

interface KindInfo {
  family: FileFamily;
  mime: string;
}

const KINDS: Record<string, KindInfo> = {
  '.png': { family: 'image', mime: 'image/png' },
  '.jpg': { family: 'image', mime: 'image/jpeg' },
  '.jpeg': { family: 'image', mime: 'image/jpeg' },
  '.gif': { family: 'image', mime: 'image/gif' },
  '.webp': { family: 'image', mime: 'image/webp' },
  '.mp4': { family: 'video', mime: 'video/mp4' },
  '.mov': { family: 'video', mime: 'video/quicktime' },
  '.m4v': { family: 'video', mime: 'video/x-m4v' },
  '.avi': { family: 'video', mime: 'video/x-msvideo' },
  '.mkv': { family: 'video', mime: 'video/x-matroska' },
  '.mp3': { family: 'audio', mime: 'audio/mpeg' },
  '.wav': { family: 'audio', mime: 'audio/wav' },
  '.m4a': { family: 'audio', mime: 'audio/mp4' },
  '.aac': { family: 'audio', mime: 'audio/aac' },
  '.flac': { family: 'audio', mime: 'audio/flac' },
  '.pdf': { family: 'document', mime: 'application/pdf' },
  '.docx': { family: 'document', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.ppt': { family: 'document', mime: 'application/vnd.ms-powerpoint' },
  '.pptx': { family: 'document', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  '.txt': { family: 'document', mime: 'text/plain' },
  '.json': { family: 'document', mime: 'application/json' },
  '.jsonl': { family: 'document', mime: 'application/jsonl' },
  '.xlsx': { family: 'document', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  // Beyond the spec's list: pages from /webpage/add are stored as .html, and a saved page uploads alike.
  '.html': { family: 'document', mime: 'text/html' },
  '.htm': { family: 'document', mime: 'text/html' },
  // Beyond the spec's list: the hosted service's documented profile workflow uploads a .zip.
  // Its supported members become files of their own (src/core/archive).
  '.zip': { family: 'archive', mime: 'application/zip' },
};

export const SUPPORTED_EXTENSIONS = Object.keys(KINDS);

export function kindOf(ext: string): KindInfo | undefined {
  return KINDS[ext.toLowerCase()];
}

export function isSupportedExtension(ext: string): boolean {
  return ext.toLowerCase() in KINDS;
}

export function mimeOf(ext: string): string {
  return KINDS[ext.toLowerCase()]?.mime ?? 'application/octet-stream';
}
